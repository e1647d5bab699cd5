import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { taxStates, taxZipRates } from '../../db/schema/tax.ts';

/** How the shop taxes an order shipped to an address, where it collects (decisions 034, 046). */
export interface AddressTax {
  state: string;
  /** The tax region of the state's ZIP table (e.g. RALEIGH); null: the state's own rate. */
  region: string | null;
  /** The rate in millionths (72500 is 7.25%). */
  rateMillionths: number;
  shippingTaxable: boolean;
  foodPlantsExempt: boolean;
}

/**
 * The shop's own rate for an order shipped to `zip` in `state`, or null where it does not collect: the
 * ZIP's combined rate from the owner's table for the state when it lists the ZIP, else the state's rate.
 * One query, by primary keys (tax_states.state, tax_zip_rates (state, zip)).
 */
export async function addressTax({ db, state, zip }: { db: DbOrTx; state: string; zip?: string | null }): Promise<AddressTax | null> {
  const zip5 = zip?.slice(0, 5) ?? '';
  const [row] = await db
    .select({
      state: taxStates.state,
      rateBasisPoints: taxStates.rateBasisPoints,
      shippingTaxable: taxStates.shippingTaxable,
      foodPlantsExempt: taxStates.foodPlantsExempt,
      region: taxZipRates.region,
      zipRateMillionths: taxZipRates.rateMillionths,
    })
    .from(taxStates)
    .leftJoin(taxZipRates, and(eq(taxZipRates.state, taxStates.state), eq(taxZipRates.zip, zip5)))
    .where(eq(taxStates.state, state));
  if (!row) return null;
  const fromTable = row.zipRateMillionths !== null;
  return {
    state: row.state,
    region: fromTable ? row.region : null,
    rateMillionths: fromTable ? row.zipRateMillionths! : row.rateBasisPoints * 100,
    shippingTaxable: row.shippingTaxable,
    foodPlantsExempt: row.foodPlantsExempt,
  };
}

/** Whether the owner's ZIP table for `state` lists `zip`: a ZIP code that crosses a state line is in both states' tables. */
export async function zipListed({ db, state, zip }: { db: DbOrTx; state: string; zip: string }): Promise<boolean> {
  const [row] = await db
    .select({ zip: taxZipRates.zip })
    .from(taxZipRates)
    .where(and(eq(taxZipRates.state, state), eq(taxZipRates.zip, zip.slice(0, 5))));
  return row !== undefined;
}
