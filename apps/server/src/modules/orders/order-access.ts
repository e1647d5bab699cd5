import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';
import { Forbidden, NotFound, Unauthorized } from '../../errors.ts';
import type { AuthUser } from '../accounts/sessions.ts';
import type { OrderRow } from './order-view.ts';

/** Who is asking about an order: a signed-in user and/or the order's secret checkout token. */
export interface OrderCaller {
  user: AuthUser | null;
  checkoutToken: string | null;
}

export function hashCheckoutToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** 256 random bits for the guest; only the hash is stored. */
export function newCheckoutToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashCheckoutToken(token) };
}

function tokenMatches(token: string | null, storedHash: string): boolean {
  if (!token) return false;
  const given = Buffer.from(hashCheckoutToken(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/**
 * The order, when the caller may act on it: its owner, anyone holding its checkout token, and
 * (with `allowAdmin`) an admin. No credentials at all is 401; the wrong ones 403.
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
  const [order] = await db.select().from(orders).where(eq(orders.id, input.orderId));
  if (!order) throw new NotFound('Order');
  const user = caller.user;
  const isOwner = user !== null && order.userId === user.id;
  const isAdmin = input.allowAdmin && user?.role === 'admin';
  if (isOwner || isAdmin || tokenMatches(caller.checkoutToken, order.checkoutTokenHash)) return order;
  throw new Forbidden('That order is not yours');
}
