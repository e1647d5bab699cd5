import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';

/**
 * Claims a shipped order's care plan for the caller, in the caller's transaction: answers false when its
 * care emails were planned already (by another instance a moment ago), so each order is planned once.
 */
export async function markCarePlanned({ db, input }: { db: DbOrTx; input: { orderId: number; now: Date } }): Promise<boolean> {
  const claimed = await db
    .update(orders)
    .set({ carePlannedAt: input.now })
    .where(and(eq(orders.id, input.orderId), isNull(orders.carePlannedAt)))
    .returning({ id: orders.id });
  return claimed.length > 0;
}
