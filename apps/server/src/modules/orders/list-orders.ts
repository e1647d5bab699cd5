import type { AdminOrderSummary, OrderStatus } from '@shop/shared/orders';
import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';
import { toAdminOrderSummary } from './order-view.ts';

/** Every order for the admin, newest first, optionally only those with one status. */
export async function listOrders({ db, input }: { db: DbOrTx; input: { status?: OrderStatus | undefined } }): Promise<AdminOrderSummary[]> {
  const rows = await db
    .select({
      order: orders,
      // Spelled out: in a one-table query's select list drizzle leaves columns unqualified, and `"id"`
      // inside the subquery would name payment_sessions' own id.
      paid: sql<boolean>`exists (select 1 from payment_sessions ps where ps.order_id = orders.id and ps.status = 'paid')`,
    })
    .from(orders)
    .where(input.status ? eq(orders.status, input.status) : undefined)
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return rows.map((row) => toAdminOrderSummary(row.order, row.paid));
}
