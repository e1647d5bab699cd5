import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AuthUser } from '../../auth-user.ts';
import type { DbOrTx } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/accounts.ts';
import { hashToken } from '../../tokens.ts';
import { SESSION_IDLE_MS, SESSION_LIFETIME_MS } from './create-session.ts';

/** Sliding expiry is refreshed at most once a day per token, not on every request. */
const REFRESH_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * The user a token belongs to, or null when it is unknown, revoked, expired (30 days unused, or 90 days
 * after its log-in however much it was used) or its account is disabled.
 */
export async function resolveSession({ db, token, now = new Date() }: { db: DbOrTx; token: string; now?: Date }): Promise<AuthUser | null> {
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      role: users.role,
      currencyId: users.currencyId,
      emailVerifiedAt: users.emailVerifiedAt,
      needsName: users.needsName,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        gt(sessions.expiresAt, now),
        gt(sessions.createdAt, new Date(now.getTime() - SESSION_LIFETIME_MS)),
        isNull(users.disabledAt),
      ),
    )
    .limit(1);
  if (!row) return null;
  const { createdAt, expiresAt, ...user } = row;
  const slid = Math.min(now.getTime() + SESSION_IDLE_MS, createdAt.getTime() + SESSION_LIFETIME_MS);
  if (expiresAt.getTime() < now.getTime() + SESSION_IDLE_MS - REFRESH_AFTER_MS && slid > expiresAt.getTime()) {
    await db.update(sessions).set({ expiresAt: new Date(slid) }).where(eq(sessions.tokenHash, tokenHash));
  }
  return user;
}
