import type { TaxState, TaxStateInput } from '@shop/shared/tax';
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { taxStates } from '../../db/schema/tax.ts';
import { NotFound } from '../../errors.ts';

type TaxStateRow = typeof taxStates.$inferSelect;

/** How the shop taxes an order shipped to a state; null where it does not collect. */
export interface StateTax {
  state: string;
  rateBasisPoints: number;
  shippingTaxable: boolean;
  foodPlantsExempt: boolean;
}

function toTaxState(row: TaxStateRow): TaxState {
  return { state: row.state, ratePercent: row.rateBasisPoints / 100, shippingTaxable: row.shippingTaxable, foodPlantsExempt: row.foodPlantsExempt };
}

export async function listTaxStates({ db }: { db: DbOrTx }): Promise<TaxState[]> {
  return (await db.select().from(taxStates).orderBy(asc(taxStates.state))).map(toTaxState);
}

/** The shop's own rate for orders shipped to `state` (the order's ship-to), or null: not collected there. */
export async function stateTax({ db, state }: { db: DbOrTx; state: string }): Promise<StateTax | null> {
  const [row] = await db.select().from(taxStates).where(eq(taxStates.state, state));
  return row ? { state: row.state, rateBasisPoints: row.rateBasisPoints, shippingTaxable: row.shippingTaxable, foodPlantsExempt: row.foodPlantsExempt } : null;
}

/** Starts collecting in a state, or changes how. */
export async function saveTaxState({ db, state, input }: { db: DbOrTx; state: string; input: TaxStateInput }): Promise<TaxState> {
  const values = { rateBasisPoints: Math.round(input.ratePercent * 100), shippingTaxable: input.shippingTaxable, foodPlantsExempt: input.foodPlantsExempt };
  const [row] = await db
    .insert(taxStates)
    .values({ state, ...values })
    .onConflictDoUpdate({ target: taxStates.state, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  return toTaxState(row!);
}

/** Stops collecting in a state; orders already placed keep their tax. */
export async function removeTaxState({ db, state }: { db: DbOrTx; state: string }): Promise<void> {
  const gone = await db.delete(taxStates).where(eq(taxStates.state, state)).returning({ state: taxStates.state });
  if (gone.length === 0) throw new NotFound('Tax state');
}
