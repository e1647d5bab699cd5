import { eq } from 'drizzle-orm';
import { actsAsBackOffice, type AuthUser } from '../../auth-user.ts';
import type { DbOrTx } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';
import { NotFound, Unauthorized } from '../../errors.ts';
import { hashToken, newToken, tokenMatches } from '../../tokens.ts';
import type { OrderRow } from './order-view.ts';
import { selectOrderRows } from './select-order-rows.ts';

/** Compared against when there is no order: a hash no token has. */
const MISSING_HASH = '0'.repeat(64);

/** Who is asking about an order: a signed-in user and/or the order's secret checkout token. */
export interface OrderCaller {
  user: AuthUser | null;
  checkoutToken: string | null;
}

/** The guest's secret for one order; only its hash is stored. */
export function newCheckoutToken(): { token: string; hash: string } {
  const token = newToken();
  return { token, hash: hashToken(token) };
}

/**
 * The order, when the caller may act on it: its owner, anyone holding its checkout token, and
 * (with `allowAdmin`) an admin. No credentials at all is 401. Someone else's order answers exactly as a
 * missing one (404), so order numbers cannot be probed.
 */
export async function authorizeOrder({
  db,
  caller,
  input,
}: {
  db: DbOrTx;
  caller: OrderCaller;
  input: { orderId: number; allowAdmin: boolean };
}): Promise<OrderRow> {
  if (!caller.user && !caller.checkoutToken) throw new Unauthorized('Please log in or send the order\'s checkout token');
  const [order] = await selectOrderRows(db).where(eq(orders.id, input.orderId));
  const user = caller.user;
  const isOwner = user !== null && order?.userId === user.id;
  const isAdmin = input.allowAdmin && actsAsBackOffice(user);
  // The token is checked even when there is no order, so both answers take the same time.
  const tokenOpens = tokenMatches(caller.checkoutToken, order?.checkoutTokenHash ?? MISSING_HASH);
  if (order && (isOwner || isAdmin || tokenOpens)) return order;
  throw new NotFound('Order');
}
