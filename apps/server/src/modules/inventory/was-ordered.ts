import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { stockMovements } from '../../db/schema/inventory.ts';

/** Whether any order ever took this variant (the ledger remembers): such a variant is archived, never deleted. */
export async function wasOrdered({ db, variantId }: { db: DbOrTx; variantId: number }): Promise<boolean> {
  const [row] = await db
    .select({ id: stockMovements.id })
    .from(stockMovements)
    .where(and(eq(stockMovements.variantId, variantId), eq(stockMovements.cause, 'order')))
    .limit(1);
  return row !== undefined;
}
