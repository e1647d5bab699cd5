import type { Promo } from '@shop/shared/promos';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { promos } from '../../db/schema/promos.ts';
import { NotFound } from '../../errors.ts';
import { promoUses, toPromo } from './promo-view.ts';

export async function getPromo({ db, id }: { db: DbOrTx; id: number }): Promise<Promo> {
  const [row] = await db.select({ promo: promos, uses: promoUses }).from(promos).where(eq(promos.id, id));
  if (!row) throw new NotFound('Promo');
  return toPromo(row.promo, row.uses);
}
