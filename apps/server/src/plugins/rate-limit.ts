import { lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { rateLimits } from '../db/schema/users.ts';
import { TooManyRequests } from '../errors.ts';

/** Log-in and sign-up: at most `limit` (AUTH_RATE_LIMIT, 10) attempts a minute per client address and per email. */
const AUTH_WINDOW_MS = 60_000;

/** Expired counters are swept on every this-many hits, so the table stays small without a timer. */
const SWEEP_EVERY = 100;
let hitsSinceSweep = 0;

/**
 * Counts one hit on `key` in a fixed window and answers the hits so far in that window.
 * One upsert in the database, so every instance sharing it counts together.
 */
export async function hitRateLimit({ db, key, windowMs }: { db: DbOrTx; key: string; windowMs: number }): Promise<number> {
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
    .returning({ hits: rateLimits.hits });
  hitsSinceSweep += 1;
  if (hitsSinceSweep >= SWEEP_EVERY) {
    hitsSinceSweep = 0;
    await db.delete(rateLimits).where(lt(rateLimits.resetAt, sql`now()`));
  }
  return row?.hits ?? 1;
}

/** Counts an attempt on every key and refuses it (429) when any key is over the limit. */
export async function enforceRateLimit({
  db,
  keys,
  limit,
  windowMs,
}: {
  db: DbOrTx;
  keys: readonly string[];
  limit: number;
  windowMs: number;
}): Promise<void> {
  let over = false;
  for (const key of keys) {
    const hits = await hitRateLimit({ db, key, windowMs });
    if (hits > limit) over = true;
  }
  if (over) throw new TooManyRequests();
}

/** Called first by the log-in and sign-up handlers, before any password is hashed. */
export async function limitAuthAttempts({
  db,
  action,
  ip,
  email,
  limit,
}: {
  db: DbOrTx;
  action: 'login' | 'signup';
  ip: string;
  email: string;
  limit: number;
}): Promise<void> {
  await enforceRateLimit({
    db,
    keys: [`${action}:ip:${ip}`, `${action}:email:${email.trim().toLowerCase()}`],
    limit,
    windowMs: AUTH_WINDOW_MS,
  });
}
