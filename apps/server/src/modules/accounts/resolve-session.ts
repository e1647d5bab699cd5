import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AuthUser } from '../../auth-user.ts';
import type { DbOrTx } from '../../db/client.ts';
import { isBackOffice } from '@shop/shared/accounts';
import { sessions, twoFactor, users } from '../../db/schema/accounts.ts';
import { hashToken } from '../../tokens.ts';
import { readStaffTwoFactorRequired } from '../settings/index.ts';
import { SESSION_IDLE_MS, SESSION_LIFETIME_MS } from './create-session.ts';

/** Sliding expiry is refreshed at most once a day per token, not on every request. */
const REFRESH_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * The user a token belongs to, or null when it is unknown, revoked, expired (30 days unused, or 90 days
 * after its log-in however much it was used) or its account is disabled. It also tells whether the account
 * must set up two-factor sign-in before the back office answers it (decision 070).
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
      twoFactorSince: twoFactor.enabledAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(twoFactor, eq(twoFactor.userId, users.id))
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
  const { createdAt, expiresAt, twoFactorSince, ...rest } = row;
  const twoFactorOn = twoFactorSince !== null;
  // Only a back-office account without two-factor sign-in pays for reading the owner's setting.
  const mustSetUpTwoFactor = isBackOffice(rest.role) && !twoFactorOn && (await readStaffTwoFactorRequired({ db }));
  const user = { ...rest, twoFactorOn, mustSetUpTwoFactor };
  const slid = Math.min(now.getTime() + SESSION_IDLE_MS, createdAt.getTime() + SESSION_LIFETIME_MS);
  if (expiresAt.getTime() < now.getTime() + SESSION_IDLE_MS - REFRESH_AFTER_MS && slid > expiresAt.getTime()) {
    await db.update(sessions).set({ expiresAt: new Date(slid) }).where(eq(sessions.tokenHash, tokenHash));
  }
  return user;
}
