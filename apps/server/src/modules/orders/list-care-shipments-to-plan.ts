import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';

/**
 * Shipped orders whose shopper asked for care tips and whose care emails are not planned yet, oldest
 * first: the care module plans from these (decision 023) rather than hooking into shipping itself.
 */
export async function listCareShipmentsToPlan({ db, input }: { db: DbOrTx; input: { limit: number } }): Promise<{ orderId: number; shippedAt: Date }[]> {
  const rows = await db
    .select({ orderId: orders.id, shippedAt: orders.shippedAt })
    .from(orders)
    .where(and(isNotNull(orders.careTipsConsentAt), isNull(orders.carePlannedAt), eq(orders.status, 'shipped'), isNotNull(orders.shippedAt)))
    .orderBy(asc(orders.shippedAt), asc(orders.id))
    .limit(input.limit);
  return rows.map((row) => ({ orderId: row.orderId, shippedAt: row.shippedAt! }));
}
