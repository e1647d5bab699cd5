import type { Promo, PromoInput } from '@shop/shared/promos';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { promos } from '../../db/schema/promos.ts';
import { NotFound } from '../../errors.ts';
import { assertPromoNameFree } from './promo-name-taken.ts';
import { getPromo } from './get-promo.ts';
import { promoColumns } from './promo-view.ts';

export async function updatePromo({ db, id, input }: { db: DbOrTx; id: number; input: PromoInput }): Promise<Promo> {
  await assertPromoNameFree({ db, name: input.name, exceptId: id });
  const [row] = await db.update(promos).set(promoColumns(input)).where(eq(promos.id, id)).returning({ id: promos.id });
  if (!row) throw new NotFound('Promo');
  return getPromo({ db, id });
}
