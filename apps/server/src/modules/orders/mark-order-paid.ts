import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orders, stockReservations } from '../../db/schema/orders.ts';
import { useRedemption } from '../promos/settle-redemption.ts';
import type { OrderRow } from './order-view.ts';

/** A pending order the provider says is paid: its held stock is sold for good, the order complete. */
export async function markOrderPaid({ db, input }: { db: DbOrTx; input: { orderId: number; paidCents: number; now: Date } }): Promise<OrderRow> {
  await db
    .update(stockReservations)
    .set({ state: 'final' })
    .where(and(eq(stockReservations.orderId, input.orderId), eq(stockReservations.state, 'held')));
  await useRedemption({ db, input: { orderId: input.orderId } });
  const [completed] = await db
    .update(orders)
    .set({ status: 'complete', paidAt: input.now, paidCents: input.paidCents })
    .where(eq(orders.id, input.orderId))
    .returning();
  return completed!;
}
