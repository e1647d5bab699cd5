import type { CareProfile } from '@shop/shared/care';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { careProfiles } from '../../db/schema/catalog.ts';

/** The care profiles of these products, by product id; a product without one is absent. */
export async function getCareProfiles({ db, productIds }: { db: DbOrTx; productIds: readonly number[] }): Promise<Map<number, CareProfile>> {
  if (productIds.length === 0) return new Map();
  const rows = await db.select().from(careProfiles).where(inArray(careProfiles.productId, [...new Set(productIds)]));
  return new Map(rows.map(({ productId, ...care }) => [productId, care]));
}
