import type { Promo, PromoInput } from '@shop/shared/promos';
import type { DbOrTx } from '../../db/client.ts';
import { promos } from '../../db/schema/promos.ts';
import { assertPromoNameFree } from './promo-name-taken.ts';
import { promoColumns, toPromo } from './promo-view.ts';

export async function createPromo({ db, input }: { db: DbOrTx; input: PromoInput }): Promise<Promo> {
  await assertPromoNameFree({ db, name: input.name });
  const [row] = await db.insert(promos).values(promoColumns(input)).returning();
  return toPromo(row!, 0);
}
