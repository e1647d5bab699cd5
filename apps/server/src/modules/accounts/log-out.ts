import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sessions } from '../../db/schema/accounts.ts';
import { hashToken } from '../../tokens.ts';

/** Revokes only the token the caller sent; the user's other devices stay signed in. */
export async function logOut({ db, token }: { db: DbOrTx; token: string }): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}
