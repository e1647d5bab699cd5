import type { ShippingRate, ShippingRateInput } from '@shop/shared/shipping';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { shippingRates } from '../../db/schema/shipping.ts';
import { NotFound } from '../../errors.ts';
import { announceRateChange } from './rate-changes.ts';
import { rateColumns, toShippingRate } from './rate-view.ts';

export async function createShippingRate({ db, input }: { db: DbOrTx; input: ShippingRateInput }): Promise<ShippingRate> {
  const row = await db.transaction(async (tx) => {
    const [made] = await tx.insert(shippingRates).values(rateColumns(input)).returning();
    await announceRateChange(tx);
    return made!;
  });
  return toShippingRate(row);
}

/** Orders keep the name, price and estimate they were placed with, so a rate can change at any time. */
export async function updateShippingRate({ db, id, input }: { db: DbOrTx; id: number; input: ShippingRateInput }): Promise<ShippingRate> {
  const row = await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(shippingRates)
      .set({ ...rateColumns(input), updatedAt: sql`now()` })
      .where(eq(shippingRates.id, id))
      .returning();
    if (changed) await announceRateChange(tx);
    return changed;
  });
  if (!row) throw new NotFound('Shipping rate');
  return toShippingRate(row);
}
