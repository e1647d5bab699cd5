import { lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sessions } from '../../db/schema/accounts.ts';
import { pruneAccountTokens } from './account-tokens.ts';

/** Deletes the sessions that have expired, and week-old emailed links (the minute sweep calls it); answers how many sessions went. */
export async function pruneExpiredSessions({ db, now }: { db: DbOrTx; now: Date }): Promise<number> {
  await pruneAccountTokens({ db, now });
  const pruned = await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ tokenHash: sessions.tokenHash });
  return pruned.length;
}
