import type { Promo } from '@shop/shared/promos';
import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { promos } from '../../db/schema/promos.ts';
import { promoUses, toPromo } from './promo-view.ts';

export async function listPromos({ db }: { db: DbOrTx }): Promise<Promo[]> {
  const rows = await db.select({ promo: promos, uses: promoUses }).from(promos).orderBy(asc(promos.id));
  return rows.map((row) => toPromo(row.promo, row.uses));
}
