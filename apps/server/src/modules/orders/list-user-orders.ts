import type { OrderSummary } from '@shop/shared/orders';
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';
import { toOrderSummary } from './order-view.ts';
import { selectOrderRows } from './select-order-rows.ts';

/** A user's orders, newest first. */
export async function listUserOrders({ db, input }: { db: DbOrTx; input: { userId: number } }): Promise<OrderSummary[]> {
  const rows = await selectOrderRows(db).where(eq(orders.userId, input.userId)).orderBy(desc(orders.createdAt), desc(orders.id));
  return rows.map(toOrderSummary);
}
