import type { DbOrTx } from '../../db/client.ts';
import { moveOrder } from './move-order.ts';
import type { OrderOnlyRow } from './order-view.ts';

/** An unpaid order is given up (by its payer, its expiry, or a payment that does not match it). */
export async function markOrderCanceled({ db, input }: { db: DbOrTx; input: { orderId: number; at: Date } }): Promise<OrderOnlyRow> {
  return moveOrder({ db, input: { orderId: input.orderId, to: 'canceled', from: ['pending'], set: { canceledAt: input.at }, at: input.at } });
}
