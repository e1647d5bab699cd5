import type { AdminOrder } from '@shop/shared/orders';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';
import { Conflict, NotFound } from '../../errors.ts';
import { getOrder } from './get-order.ts';

/** The admin marks a paid order shipped; anything but a complete order is a conflict. */
export async function shipOrder({ db, input }: { db: Db; input: { orderId: number } }): Promise<AdminOrder> {
  await db.transaction(async (tx) => {
    const shipped = await tx
      .update(orders)
      .set({ status: 'shipped', shippedAt: new Date() })
      .where(and(eq(orders.id, input.orderId), eq(orders.status, 'complete')))
      .returning({ id: orders.id });
    if (shipped.length > 0) return;
    const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, input.orderId));
    if (!order) throw new NotFound('Order');
    throw new Conflict(`Only a paid order can be shipped; this one is ${order.status}`);
  });
  return getOrder({ db, input });
}
