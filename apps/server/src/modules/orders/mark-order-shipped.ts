import type { Carrier } from '@shop/shared/carriers';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';
import { Conflict, NotFound } from '../../errors.ts';
import type { OrderRow } from './order-view.ts';

export interface ShipmentDetails {
  carrier: Carrier;
  trackingNumber: string | null;
  trackingUrl: string;
}

/** A paid order leaves the shop with its carrier and tracking; anything but a complete order is a conflict. */
export async function markOrderShipped({ db, input }: { db: DbOrTx; input: ShipmentDetails & { orderId: number; now: Date } }): Promise<OrderRow> {
  const [shipped] = await db
    .update(orders)
    .set({ status: 'shipped', shippedAt: input.now, carrier: input.carrier, trackingNumber: input.trackingNumber, trackingUrl: input.trackingUrl })
    .where(and(eq(orders.id, input.orderId), eq(orders.status, 'complete')))
    .returning();
  if (shipped) return shipped;
  const [order] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, input.orderId));
  if (!order) throw new NotFound('Order');
  throw new Conflict(`Only a paid order can be shipped; this one is ${order.status}`);
}
