import { eq } from 'drizzle-orm';
import { actsAsBackOffice, type AuthUser } from '../../auth-user.ts';
import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';
import { Forbidden, NotFound, Unauthorized } from '../../errors.ts';
import { orderKeyMatches } from './status-link.ts';

const WRONG_LINK = 'That link does not open this order';

/** Who asks to see an order's status: a signed-in user and/or the key of the order's status link. */
export interface StatusCaller {
  user: AuthUser | null;
  orderKey: string | null;
}

/**
 * The order's owner, an admin, or anyone holding its status link's key may see it; no credentials is 401,
 * wrong ones 403. An order that does not exist answers exactly as a wrong key does (an admin excepted), so
 * the answer never tells which order numbers exist (decision 025).
 */
export async function authorizeOrderStatus({ db, config, caller, input }: { db: DbOrTx; config: Config; caller: StatusCaller; input: { orderId: number } }): Promise<void> {
  if (!caller.user && !caller.orderKey) throw new Unauthorized("Please log in or open the link in your order's email");
  const [order] = await db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, input.orderId));
  if (!order) {
    if (actsAsBackOffice(caller.user)) throw new NotFound('Order');
    throw new Forbidden(WRONG_LINK);
  }
  if (caller.user && (actsAsBackOffice(caller.user) || order.userId === caller.user.id)) return;
  if (caller.orderKey && (await orderKeyMatches({ db, config, input: { orderId: input.orderId, key: caller.orderKey } }))) return;
  throw new Forbidden(WRONG_LINK);
}
