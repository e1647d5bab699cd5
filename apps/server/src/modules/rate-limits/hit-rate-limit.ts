import { lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rateLimits } from '../../db/schema/rate-limits.ts';

/** Expired counters are swept on every this-many hits, so the table stays small without a timer. */
const SWEEP_EVERY = 100;
let hitsSinceSweep = 0;

export interface Hit {
  /** Hits on the key in the current window, this one included. */
  hits: number;
  /** When the window ends and the count starts again. */
  resetAt: Date;
}

/**
 * Counts one hit on `key` in a fixed window. One upsert in the database, so every instance sharing it
 * counts together.
 */
export async function hitRateLimit({ db, key, windowMs }: { db: DbOrTx; key: string; windowMs: number }): Promise<Hit> {
  const expired = sql`${rateLimits.resetAt} <= now()`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, hits: 1, resetAt: sql`now() + ${windowMs}::integer * interval '1 millisecond'` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimits.hits} + 1 end`,
        resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ hits: rateLimits.hits, resetAt: rateLimits.resetAt });
  hitsSinceSweep += 1;
  if (hitsSinceSweep >= SWEEP_EVERY) {
    hitsSinceSweep = 0;
    await db.delete(rateLimits).where(lt(rateLimits.resetAt, sql`now()`));
  }
  return row ?? { hits: 1, resetAt: new Date(Date.now() + windowMs) };
}
