import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sessions } from '../../db/schema/accounts.ts';

/** Revokes every session of the user, the caller's own included: every device must log in again. */
export async function logOutEverywhere({ db, userId }: { db: DbOrTx; userId: number }): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
