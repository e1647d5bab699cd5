import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';
import { NotFound } from '../../errors.ts';
import { recordOrderEvent } from './record-order-event.ts';

/**
 * The owner writes a note on an order (decision 069): a 'note' line of its event log, by the admin, on the
 * owner's timeline only (the customer's leaves notes out, order-view.ts).
 */
export async function addOrderNote({ db, input }: { db: Db; input: { orderId: number; note: string; by: number; now: Date } }): Promise<void> {
  await db.transaction(async (tx) => {
    const [order] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, input.orderId)).for('update');
    if (!order) throw new NotFound('Order');
    await recordOrderEvent({ db: tx, input: { orderId: input.orderId, kind: 'note', at: input.now, note: input.note, by: input.by } });
  });
}
