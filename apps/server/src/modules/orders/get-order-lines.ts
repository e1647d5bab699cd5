import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orderLines, orders } from '../../db/schema/orders.ts';
import { NotFound } from '../../errors.ts';
import type { OrderLineRow, OrderRow } from './order-view.ts';
import { selectOrderRows } from './select-order-rows.ts';

/** An order with its lines in the order they were placed, for a payment page or an email. */
export async function getOrderWithLines({ db, input }: { db: DbOrTx; input: { orderId: number } }): Promise<OrderRow & { lines: OrderLineRow[] }> {
  const [order] = await selectOrderRows(db).where(eq(orders.id, input.orderId));
  if (!order) throw new NotFound('Order');
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id));
  return { ...order, lines };
}
