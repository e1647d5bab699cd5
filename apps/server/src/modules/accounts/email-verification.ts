import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { BadRequest } from '../../errors.ts';
import { type Deliverer, deliverEmail, enqueueEmail, type Mailer, verifyEmailMessage , readEmailShop } from '../email/index.ts';
import { joinGuestOrders } from '../orders/index.ts';
import { enforceRateLimit } from '../rate-limits/index.ts';
import { issueAccountToken, useAccountToken } from './account-tokens.ts';

export const VERIFY_EMAIL = 'verify-email';
const HOUR_MS = 60 * 60 * 1000;
/** Verification emails an hour per account and per address, like the shop's other emails sent on request. */
export const VERIFY_EMAIL_LIMIT = 5;

export const verifyUrl = (config: Pick<Config, 'publicUrl'>, token: string) => `${config.publicUrl}/account/verify-email#token=${token}`;

export const LINK_EXPIRED = 'This link has expired or was used already. Sign in and send a new one from your account.';

/**
 * Writes a verification email for the account's current address into the outbox, in the caller's
 * transaction (the link in the fragment, so no server log ever holds it). Answers the outbox row to
 * deliver after the commit.
 */
export async function queueVerificationEmail({
  db,
  config,
  input,
}: {
  db: DbOrTx;
  config: Config;
  input: { userId: number; email: string; firstName: string; now: Date };
}): Promise<number | null> {
  const token = await issueAccountToken({ db, input: { userId: input.userId, email: input.email, purpose: 'verify-email', now: input.now } });
  const message = verifyEmailMessage({ shop: await readEmailShop({ db, publicUrl: config.publicUrl }), to: input.email, firstName: input.firstName, verifyUrl: verifyUrl(config, token) });
  return enqueueEmail({ db, input: { key: `${VERIFY_EMAIL}:${input.userId}:${token.slice(0, 16)}`, kind: VERIFY_EMAIL, message, sendAfter: input.now } });
}

/** Sends what `queueVerificationEmail` wrote, after its transaction committed. */
export async function deliverVerificationEmail(deliverer: Deliverer, emailId: number | null, now: Date) {
  if (emailId !== null) await deliverEmail(deliverer, { id: emailId, now });
}

/** "Send the link again" from the account hub; rate limited per account and per address. */
export async function resendVerificationEmail({
  db,
  config,
  log,
  mailer,
  user,
  now,
}: {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  mailer: Mailer;
  user: { id: number; email: string; firstName: string; emailVerifiedAt: Date | null };
  now: Date;
}): Promise<{ emailVerified: boolean }> {
  if (user.emailVerifiedAt) return { emailVerified: true };
  await enforceRateLimit({
    db,
    keys: [`verify-email:user:${user.id}`, `verify-email:email:${user.email.trim().toLowerCase()}`],
    limit: VERIFY_EMAIL_LIMIT,
    windowMs: HOUR_MS,
    message: 'Too many verification emails: please try again in an hour',
  });
  const emailId = await db.transaction((tx) => queueVerificationEmail({ db: tx, config, input: { userId: user.id, email: user.email, firstName: user.firstName, now } }));
  await deliverVerificationEmail({ db, mailer, log }, emailId, now);
  return { emailVerified: false };
}

/**
 * The emailed link: proves the address it was sent to, if the account still uses it. Works once and
 * within a day; needs no log-in (it may be opened on another device). Answers the verified address. The
 * address's earlier guest orders join the account in the same transaction.
 */
export async function verifyEmail({ db, input }: { db: Db; input: { token: string; now: Date } }): Promise<{ email: string }> {
  return db.transaction(async (tx) => {
    const link = await useAccountToken({ db: tx, input: { token: input.token, purpose: 'verify-email', now: input.now } });
    if (!link) throw new BadRequest(LINK_EXPIRED);
    const [row] = await tx
      .update(users)
      .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${input.now.toISOString()}::timestamptz)` })
      .where(and(eq(users.id, link.userId), sql`lower(${users.email}) = lower(${link.email})`, isNull(users.disabledAt)))
      .returning({ email: users.email });
    // The account changed its address since: this link proves an address it no longer uses.
    if (!row) throw new BadRequest(LINK_EXPIRED);
    // The address is proven theirs: its earlier guest orders join the account's history (decision 070).
    await joinGuestOrders({ db: tx, input: { userId: link.userId, email: row.email } });
    return { email: row.email };
  });
}
