import type { DbOrTx } from '../../db/client.ts';
import { sessions } from '../../db/schema/accounts.ts';
import { hashToken, newToken } from '../../tokens.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A token expires after 30 days without use. */
export const SESSION_IDLE_MS = 30 * DAY_MS;
/** However much it is used, a token ends 90 days after the log-in that made it (decision 018). */
export const SESSION_LIFETIME_MS = 90 * DAY_MS;

/** A new session for the user: the token for the client, only its hash in the database. */
export async function createSession({ db, userId, now = new Date() }: { db: DbOrTx; userId: number; now?: Date }): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, createdAt: now, expiresAt: new Date(now.getTime() + SESSION_IDLE_MS) });
  return token;
}
