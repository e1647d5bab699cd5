import type { Promo } from '@shop/shared/promos';
import { MSG } from '@shop/shared/messages';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { promoRedemptions, promos } from '../../db/schema/promos.ts';
import { BadRequest } from '../../errors.ts';
import { promoProblem } from './promo-problem.ts';
import { toPromo } from './promo-view.ts';

/**
 * The promo an order is about to use, checked against every rule (active, dates, total cap, once per
 * email) and then recorded for the order (`recordRedemption`). Run inside the transaction that places the
 * order: the promo's row stays locked until it commits, so parallel orders count one after the other and
 * a code capped at 5 is used exactly 5 times.
 */
export async function claimPromo({ db, input }: { db: DbOrTx; input: { name: string; email: string; now: Date } }): Promise<Promo> {
  const [row] = await db.select().from(promos).where(eq(promos.name, input.name.trim().toLowerCase())).for('update');
  if (!row) throw new BadRequest(MSG.invalidPromo);
  const [counts] = await db
    .select({
      uses: sql<number>`count(*)::int`.mapWith(Number),
      byBuyer: sql<number>`count(*) filter (where ${promoRedemptions.email} = ${input.email.trim().toLowerCase()})::int`.mapWith(Number),
    })
    .from(promoRedemptions)
    .where(and(eq(promoRedemptions.promoId, row.id), ne(promoRedemptions.state, 'released')));
  const uses = counts?.uses ?? 0;
  const problem = promoProblem(row, { uses, usesByBuyer: counts?.byBuyer ?? 0, now: input.now });
  if (problem) throw new BadRequest(problem);
  return toPromo(row, uses);
}

/** The order now holds one use of the promo (until it is paid, or released when it is canceled). */
export async function recordRedemption({ db, input }: { db: DbOrTx; input: { promoId: number; orderId: number; email: string } }): Promise<void> {
  await db.insert(promoRedemptions).values({ promoId: input.promoId, orderId: input.orderId, email: input.email.trim().toLowerCase() });
}
