import { lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sessions } from '../../db/schema/accounts.ts';

/** Deletes the sessions that have expired (the minute sweep calls it); answers how many went. */
export async function pruneExpiredSessions({ db, now }: { db: DbOrTx; now: Date }): Promise<number> {
  const pruned = await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ tokenHash: sessions.tokenHash });
  return pruned.length;
}
