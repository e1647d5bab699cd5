import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { shipments } from '../../db/schema/fulfilment.ts';
import { moveOrder } from './move-order.ts';
import type { OrderOnlyRow } from './order-view.ts';
import { recordOrderEvent } from './record-order-event.ts';

/**
 * The provider says the order is paid: it becomes complete with what was taken (a pending one, or a canceled
 * one paid late). A parcel the weather held at checkout is held from now on, so the log says paid, then held,
 * with the shop's reason (decision 068): before payment there was nothing to hold.
 */
export async function markOrderPaid({ db, input }: { db: DbOrTx; input: { orderId: number; paidCents: number; now: Date } }): Promise<OrderOnlyRow> {
  const paid = await moveOrder({ db, input: { orderId: input.orderId, to: 'complete', set: { paidAt: input.now, paidCents: input.paidCents }, at: input.now, event: { amountCents: input.paidCents } } });
  const [held] = await db
    .select({ reason: shipments.weatherReason })
    .from(shipments)
    .where(and(eq(shipments.orderId, input.orderId), eq(shipments.weatherDecision, 'held')));
  if (held) await recordOrderEvent({ db, input: { orderId: input.orderId, kind: 'held', at: input.now, note: held.reason } });
  return paid;
}
