import type { Tx } from '../../db/client.ts';
import { releaseHolds } from '../inventory/index.ts';
import { markOrderCanceled } from '../orders/index.ts';
import { releaseRedemption } from '../promos/index.ts';

/**
 * An unpaid order gives its held stock back (inventory), its promo use counts again (promos) and it is
 * canceled (orders). Run inside the transaction holding the order's row, for a pending order.
 * `expiredAt` (the sweep): only if no hold lasts to that time, as a new payment session may have
 * extended it. Answers whether the order was canceled by this call.
 */
export async function cancelUnpaidOrder({
  db,
  input,
}: {
  db: Tx;
  input: { orderId: number; cause: 'cancellation' | 'expiry'; expiredAt?: Date; now: Date };
}): Promise<boolean> {
  const { orderId, expiredAt } = input;
  const at = expiredAt ?? input.now;
  if (!(await releaseHolds({ db, input: { orderId, cause: input.cause, expiredAt, at } }))) return false;
  await releaseRedemption({ db, input: { orderId } });
  await markOrderCanceled({ db, input: { orderId, at } });
  return true;
}
