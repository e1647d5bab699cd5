import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { shipments } from '../../db/schema/fulfilment.ts';
import { orders } from '../../db/schema/orders.ts';

/**
 * Shipped orders whose shopper asked for care tips and whose care emails are not planned yet, oldest
 * first: the care module plans from these (decision 023) rather than hooking into shipping itself.
 */
export async function listCareShipmentsToPlan({ db, input }: { db: DbOrTx; input: { limit: number } }): Promise<{ orderId: number; shippedAt: Date }[]> {
  const rows = await db
    .select({ orderId: orders.id, shippedAt: shipments.shippedAt })
    .from(orders)
    .innerJoin(shipments, eq(shipments.orderId, orders.id))
    .where(and(isNotNull(orders.careTipsConsentAt), isNull(orders.carePlannedAt), eq(orders.status, 'shipped'), isNotNull(shipments.shippedAt)))
    .orderBy(asc(shipments.shippedAt), asc(orders.id))
    .limit(input.limit);
  return rows.map((row) => ({ orderId: row.orderId, shippedAt: row.shippedAt! }));
}
