import type { Promo } from '@shop/shared/promos';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { promos } from '../../db/schema/promos.ts';
import { promoProblem } from './promo-problem.ts';
import { promoUses, toPromo } from './promo-view.ts';

/**
 * GET /api/promos/byName: the promo with that name (names are lower-case) when a shopper could use it
 * now: active, within its dates and not used up. Else null, whatever the reason.
 */
export async function findActivePromo({ db, input }: { db: DbOrTx; input: { name: string; now: Date } }): Promise<Promo | null> {
  const [row] = await db
    .select({ promo: promos, uses: promoUses })
    .from(promos)
    .where(and(eq(promos.name, input.name.trim().toLowerCase()), eq(promos.active, true)));
  if (!row || promoProblem(row.promo, { uses: row.uses, usesByBuyer: 0, now: input.now }) !== null) return null;
  return toPromo(row.promo, row.uses);
}
