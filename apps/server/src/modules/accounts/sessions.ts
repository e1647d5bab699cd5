import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/users.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A token expires after 30 days without use. */
export const SESSION_IDLE_MS = 30 * DAY_MS;
/** Sliding expiry is refreshed at most once a day per token, not on every request. */
const REFRESH_AFTER_MS = DAY_MS;

export interface AuthUser {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  role: 'customer' | 'admin';
  currencyId: number;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** 256 random bits, base64url; only its hash is stored. */
export async function createSession({ db, userId }: { db: DbOrTx; userId: number }): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + SESSION_IDLE_MS),
  });
  return token;
}

/** The user a token belongs to, or null when it is unknown, revoked or expired. */
export async function resolveSession({ db, token }: { db: DbOrTx; token: string }): Promise<AuthUser | null> {
  const tokenHash = hashToken(token);
  const now = new Date();
  const [row] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      role: users.role,
      currencyId: users.currencyId,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
    .limit(1);
  if (!row) return null;
  if (row.expiresAt.getTime() - now.getTime() < SESSION_IDLE_MS - REFRESH_AFTER_MS) {
    await db
      .update(sessions)
      .set({ expiresAt: new Date(now.getTime() + SESSION_IDLE_MS) })
      .where(eq(sessions.tokenHash, tokenHash));
  }
  const { expiresAt: _expiresAt, ...user } = row;
  return user;
}

export async function revokeSession({ db, token }: { db: DbOrTx; token: string }): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

export async function deleteExpiredSessions({ db }: { db: DbOrTx }): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
}
