import type { AdminOrderSummary, OrderStatus } from '@shop/shared/orders';
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';
import { toAdminOrderSummary } from './order-view.ts';

/** Every order for the admin, newest first, optionally only those with one status. */
export async function listOrders({ db, input }: { db: DbOrTx; input: { status?: OrderStatus | undefined } }): Promise<AdminOrderSummary[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(input.status ? eq(orders.status, input.status) : undefined)
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return rows.map(toAdminOrderSummary);
}
