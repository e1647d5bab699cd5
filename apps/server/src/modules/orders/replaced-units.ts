import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orderLines, orders } from '../../db/schema/orders.ts';

/**
 * How many units of each line of an order were replaced through a claim (decision 042): the units of the
 * same variant in its $0 replacement orders that were not canceled. An order has one line per variant,
 * so the variant names the line. Keyed by the original order's line id.
 */
export async function replacedUnits({ db, input }: { db: DbOrTx; input: { orderId: number } }): Promise<Map<number, number>> {
  const replaced = await db
    .select({ variantId: orderLines.variantId, qty: sql<number>`sum(${orderLines.qty})::int` })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orders.replacementFor, input.orderId), ne(orders.status, 'canceled')))
    .groupBy(orderLines.variantId);
  if (replaced.length === 0) return new Map();
  const lines = await db.select({ id: orderLines.id, variantId: orderLines.variantId }).from(orderLines).where(eq(orderLines.orderId, input.orderId));
  const units = new Map<number, number>();
  for (const { variantId, qty } of replaced) {
    const line = lines.find((one) => one.variantId !== null && one.variantId === variantId);
    if (line) units.set(line.id, qty);
  }
  return units;
}
