import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { stockLevels, stockMovements } from '../../db/schema/inventory.ts';

/** Whether any order ever took this variant (the ledger remembers): such a variant is archived, never deleted. */
export async function wasOrdered({ db, variantId }: { db: DbOrTx; variantId: number }): Promise<boolean> {
  const [row] = await db
    .select({ id: stockMovements.id })
    .from(stockMovements)
    .where(and(eq(stockMovements.variantId, variantId), eq(stockMovements.cause, 'order')))
    .limit(1);
  return row !== undefined;
}

/**
 * `wasOrdered` for many variants at once: those of them any order ever took. With `lock` (inside the
 * caller's transaction) their counts are locked first, in variant order as orders take them: an order
 * taking one of them at that moment commits first and is counted, and any later one waits for the caller.
 */
export async function orderedVariants({ db, variantIds, lock = false }: { db: DbOrTx; variantIds: readonly number[]; lock?: boolean }): Promise<Set<number>> {
  const ordered = new Set<number>();
  const unique = [...new Set(variantIds)].sort((a, b) => a - b);
  for (let start = 0; start < unique.length; start += 1000) {
    const some = unique.slice(start, start + 1000);
    if (lock) await db.select({ id: stockLevels.variantId }).from(stockLevels).where(inArray(stockLevels.variantId, some)).orderBy(asc(stockLevels.variantId)).for('update');
    const rows = await db
      .selectDistinct({ variantId: stockMovements.variantId })
      .from(stockMovements)
      .where(and(inArray(stockMovements.variantId, some), eq(stockMovements.cause, 'order')));
    for (const row of rows) if (row.variantId !== null) ordered.add(row.variantId);
  }
  return ordered;
}
