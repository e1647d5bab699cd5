import { ratePercentOf } from '@shop/shared/pricing-quote';
import type { TaxState, TaxStateInput, ZipTable } from '@shop/shared/tax';
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { taxStates, taxZipTables } from '../../db/schema/tax.ts';
import { NotFound } from '../../errors.ts';

type TaxStateRow = typeof taxStates.$inferSelect;
type ZipTableRow = typeof taxZipTables.$inferSelect;

export function toZipTable(row: ZipTableRow): ZipTable {
  return {
    effectiveOn: row.effectiveOn,
    fileName: row.fileName,
    zips: row.zips,
    minRatePercent: ratePercentOf(row.minRateMillionths),
    maxRatePercent: ratePercentOf(row.maxRateMillionths),
    loadedAt: row.loadedAt.toISOString(),
  };
}

function toTaxState(row: TaxStateRow, table: ZipTableRow | null): TaxState {
  return {
    state: row.state,
    ratePercent: row.rateBasisPoints / 100,
    shippingTaxable: row.shippingTaxable,
    foodPlantsExempt: row.foodPlantsExempt,
    zipTable: table && toZipTable(table),
  };
}

/** The states where the shop collects, each with its ZIP table when the owner loaded one (decision 046). */
export async function listTaxStates({ db }: { db: DbOrTx }): Promise<TaxState[]> {
  const rows = await db.select().from(taxStates).leftJoin(taxZipTables, eq(taxZipTables.state, taxStates.state)).orderBy(asc(taxStates.state));
  return rows.map((row) => toTaxState(row.tax_states, row.tax_zip_tables));
}

/** Starts collecting in a state, or changes how; a loaded ZIP table stays. */
export async function saveTaxState({ db, state, input }: { db: DbOrTx; state: string; input: TaxStateInput }): Promise<TaxState> {
  const values = { rateBasisPoints: Math.round(input.ratePercent * 100), shippingTaxable: input.shippingTaxable, foodPlantsExempt: input.foodPlantsExempt };
  const [row] = await db
    .insert(taxStates)
    .values({ state, ...values })
    .onConflictDoUpdate({ target: taxStates.state, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  const [table] = await db.select().from(taxZipTables).where(eq(taxZipTables.state, state));
  return toTaxState(row!, table ?? null);
}

/** Stops collecting in a state, with its ZIP table; orders already placed keep their tax. */
export async function removeTaxState({ db, state }: { db: DbOrTx; state: string }): Promise<void> {
  const gone = await db.delete(taxStates).where(eq(taxStates.state, state)).returning({ state: taxStates.state });
  if (gone.length === 0) throw new NotFound('Tax state');
}
