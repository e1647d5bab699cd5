import { and, asc, eq, gt, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { shipments } from '../../db/schema/fulfilment.ts';
import { orders } from '../../db/schema/orders.ts';

/**
 * Orders that shipped after `from` and at or before `to`, still shipped (not canceled since), oldest
 * first, with who bought them: the reviews module asks its buyers for reviews from these (decision 041).
 */
export async function listShipmentsBetween({ db, input }: { db: DbOrTx; input: { from: Date; to: Date; limit: number; offset?: number } }): Promise<{ orderId: number; email: string; firstName: string; shippedAt: Date }[]> {
  const rows = await db
    .select({ orderId: orders.id, email: orders.email, firstName: orders.firstName, shippedAt: shipments.shippedAt })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(and(eq(orders.status, 'shipped'), gt(shipments.shippedAt, input.from), lte(shipments.shippedAt, input.to)))
    .orderBy(asc(shipments.shippedAt), asc(orders.id))
    .limit(input.limit)
    .offset(input.offset ?? 0);
  return rows.map((row) => ({ ...row, shippedAt: row.shippedAt! }));
}
