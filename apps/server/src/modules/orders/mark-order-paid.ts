import type { DbOrTx } from '../../db/client.ts';
import { moveOrder } from './move-order.ts';
import type { OrderOnlyRow } from './order-view.ts';

/** The provider says the order is paid: it becomes complete with what was taken (a pending one, or a canceled one paid late). */
export async function markOrderPaid({ db, input }: { db: DbOrTx; input: { orderId: number; paidCents: number; now: Date } }): Promise<OrderOnlyRow> {
  return moveOrder({ db, input: { orderId: input.orderId, to: 'complete', set: { paidAt: input.now, paidCents: input.paidCents }, at: input.now, event: { amountCents: input.paidCents } } });
}
