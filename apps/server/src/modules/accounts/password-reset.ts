import { PASSWORD_RESET_SENT, type PasswordReset } from '@shop/shared/accounts';
import { passwordProblem } from '@shop/shared/password-strength';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { clientKey } from '../../client-address.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { accountTokens, sessions, users } from '../../db/schema/accounts.ts';
import { BadRequest } from '../../errors.ts';
import { hashToken } from '../../tokens.ts';
import { deliverEmail, enqueueEmail, type Mailer, passwordResetMessage , readEmailShop } from '../email/index.ts';
import { joinGuestOrders } from '../orders/index.ts';
import { enforceRateLimit } from '../rate-limits/index.ts';
import { issueAccountToken, useAccountToken } from './account-tokens.ts';
import { createSession } from './create-session.ts';
import { findUserByEmail } from './find-user-by-email.ts';
import { hashPassword } from './passwords.ts';

export const RESET_PASSWORD = 'reset-password';
const HOUR_MS = 60 * 60 * 1000;
/** "Forgot password?" an hour: per address asked for (so nobody floods an inbox), and per client. */
export const PASSWORD_RESET_LIMITS = { perEmail: 3, perClient: 20, windowMs: HOUR_MS };

/** No account has this id (ids start at 1): the unknown address's statements match no row. */
const NO_ACCOUNT = 0;

export const RESET_LINK_EXPIRED = 'This link has expired or was used already. Ask for a new one from the log-in page.';

export const resetUrl = (config: Pick<Config, 'publicUrl'>, token: string) => `${config.publicUrl}/account/reset-password#token=${token}`;

/**
 * "Forgot password?": emails a single-use link, good for an hour, to the account using that address.
 * The answer is the same whether or not there is such an account (or it is disabled, when nothing is
 * sent), and so is the work before it: the rate limits, per address asked for and per client (decision
 * 026). Everything that depends on the account runs after the answer (`sendPasswordReset`), so not even
 * the time taken tells (decision 053).
 */
export async function requestPasswordReset({
  db,
  config,
  log,
  mailer,
  input,
}: {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  mailer: Mailer;
  input: { email: string; ip: string; now: Date };
}): Promise<{ message: string }> {
  const email = input.email.trim().toLowerCase();
  const limit = { db, windowMs: PASSWORD_RESET_LIMITS.windowMs, message: 'Too many reset requests: please try again in an hour' };
  await enforceRateLimit({ ...limit, keys: [`password-reset:client:${clientKey(input.ip)}`], limit: PASSWORD_RESET_LIMITS.perClient });
  await enforceRateLimit({ ...limit, keys: [`password-reset:email:${email}`], limit: PASSWORD_RESET_LIMITS.perEmail });
  // After the answer: a failure is logged, and the person asks again (an email that failed to send is
  // retried by the minute sweep like every outbox email).
  setImmediate(() =>
    void writePasswordReset({ db, config, input: { email, now: input.now } })
      .then((emailId) => (emailId === null ? false : deliverEmail({ db, mailer, log }, { id: emailId, now: input.now })))
      .catch((error: unknown) => log.error({ err: error }, 'password reset not made')),
  );
  return { message: PASSWORD_RESET_SENT };
}

/**
 * The work behind "Forgot password?", after the answer: the link and its email in the outbox for an
 * account (answers the email's id), and for an address without one (or a disabled one) the same statements
 * and the same token and message work, with a user id no row has, so they write nothing (null)
 * (decision 053).
 */
export async function writePasswordReset({ db, config, input }: { db: Db; config: Config; input: { email: string; now: Date } }): Promise<number | null> {
  const found = await findUserByEmail({ db, email: input.email });
  const shop = await readEmailShop({ db, publicUrl: config.publicUrl });
  const userId = found && !found.disabledAt ? found.id : NO_ACCOUNT;
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    const to = user?.email ?? input.email;
    const token = await issueAccountToken({ db: tx, input: { userId, email: to, purpose: 'reset-password', now: input.now } });
    const message = passwordResetMessage({ shop, to, resetUrl: resetUrl(config, token) });
    return enqueueEmail({
      db: tx,
      input: { key: `${RESET_PASSWORD}:${userId}:${token.slice(0, 16)}`, kind: RESET_PASSWORD, message, sendAfter: input.now, write: user !== undefined },
    });
  });
}

/**
 * The emailed link's second half: a new password for the account, which signs it out everywhere and signs
 * this browser in. The link works once and within the hour; a too-weak password leaves it unused. Opening
 * it also proves the address it was sent to, if the account still uses it.
 */
export async function resetPassword({ db, input, now }: { db: Db; input: PasswordReset; now: Date }): Promise<{ token: string }> {
  const tokenHash = hashToken(input.token);
  const [link] = await db
    .select({ userId: accountTokens.userId, email: accountTokens.email, firstName: users.firstName, lastName: users.lastName, current: users.email })
    .from(accountTokens)
    .innerJoin(users, eq(users.id, accountTokens.userId))
    .where(
      and(
        eq(accountTokens.tokenHash, tokenHash),
        eq(accountTokens.purpose, 'reset-password'),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
        isNull(users.disabledAt),
      ),
    );
  if (!link) throw new BadRequest(RESET_LINK_EXPIRED);
  const weak = passwordProblem(input.password, [link.firstName, link.lastName, link.current]);
  if (weak) throw new BadRequest(weak);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const used = await useAccountToken({ db: tx, input: { token: input.token, purpose: 'reset-password', now } });
    if (!used) throw new BadRequest(RESET_LINK_EXPIRED);
    const [account] = await tx
      .update(users)
      .set({
        passwordHash,
        emailVerifiedAt: sql`case when lower(${users.email}) = lower(${used.email}) then coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz) else ${users.emailVerifiedAt} end`,
      })
      .where(eq(users.id, used.userId))
      .returning({ email: users.email });
    // The link proved the address the account uses: its earlier guest orders join it, as verifying does (decision 070).
    if (account && account.email.toLowerCase() === used.email.toLowerCase()) await joinGuestOrders({ db: tx, input: { userId: used.userId, email: account.email } });
    await tx.delete(sessions).where(eq(sessions.userId, used.userId));
    return { token: await createSession({ db: tx, userId: used.userId, now }) };
  });
}
