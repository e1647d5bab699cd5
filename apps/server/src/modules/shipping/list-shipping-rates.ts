import type { ShippingRate } from '@shop/shared/shipping';
import type { RateTerms } from '@shop/shared/shipping-rates';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { shippingRates } from '../../db/schema/shipping.ts';
import { type ShippingRateRow, termsOf, toShippingRate } from './rate-view.ts';

async function rows(db: DbOrTx, activeOnly: boolean): Promise<ShippingRateRow[]> {
  const query = db.select().from(shippingRates);
  return (activeOnly ? query.where(eq(shippingRates.active, true)) : query).orderBy(asc(shippingRates.position), asc(shippingRates.id));
}

/** The rates in the owner's order: only the ones offered now with `activeOnly`. */
export async function listShippingRates({ db, activeOnly }: { db: DbOrTx; activeOnly: boolean }): Promise<ShippingRate[]> {
  return (await rows(db, activeOnly)).map(toShippingRate);
}

/** The rates an order may ship by now, in cents, for pricing (checkout, the quote). */
export async function offeredRates({ db }: { db: DbOrTx }): Promise<RateTerms[]> {
  return (await rows(db, true)).map(termsOf);
}
