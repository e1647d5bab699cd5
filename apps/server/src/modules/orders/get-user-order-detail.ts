import { formatAddress, type OrderDetailLine } from '@shop/shared/orders';
import { fromCents } from '@shop/shared/money';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orderLines, orders } from '../../db/schema/orders.ts';
import { NotFound } from '../../errors.ts';
import { selectOrderRows } from './select-order-rows.ts';

/**
 * docs/product's order detail: one row per line, each repeating the order's date, ship-to name and address.
 * Only that user's order: another user's order id is 404, as if it did not exist.
 */
export async function getUserOrderDetail({ db, input }: { db: DbOrTx; input: { userId: number; orderId: number } }): Promise<OrderDetailLine[]> {
  const [order] = await selectOrderRows(db).where(and(eq(orders.id, input.orderId), eq(orders.userId, input.userId)));
  if (!order) throw new NotFound('Order');
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(orderLines.id);
  const common = {
    address: formatAddress(order),
    createdAt: order.createdAt.toISOString(),
    paymentMethod: order.paymentMethod,
    userName: `${order.firstName} ${order.lastName}`,
  };
  return lines.map((line) => ({ id: line.id, productName: line.productName, variantTitle: line.variantTitle, qty: line.qty, totalPrice: fromCents(line.totalCents), ...common }));
}
