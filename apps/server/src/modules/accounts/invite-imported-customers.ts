import type { CustomerInvitations } from '@shop/shared/customer-import';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { customerProfiles, users } from '../../db/schema/accounts.ts';
import { customerInvitationMessage, deliverEmail, enqueueEmail, type Mailer, readEmailShop } from '../email/index.ts';
import { enforceRateLimit } from '../rate-limits/index.ts';
import { issueAccountToken } from './account-tokens.ts';
import { resetUrl } from './password-reset.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
export const CUSTOMER_INVITATION = 'customer-invitation';
/**
 * An invitation batch (decision 062): at most 50 emails, at most 4 batches an hour, so a list of thousands
 * goes out over hours and a mail provider's sending limits and spam scores are not hit at once.
 */
export const INVITATION_LIMITS = { batchSize: 50, batchesPerHour: 4, linkDays: 7 };

/** How many imported accounts wait for an invitation, were invited, and have set a password. */
export async function countInvitations({ db }: { db: DbOrTx }): Promise<Omit<CustomerInvitations, 'sent'>> {
  const [row] = await db
    .select({
      waiting: count(sql`case when ${customerProfiles.invitedAt} is null and ${users.passwordHash} is null and ${users.disabledAt} is null then 1 end`),
      invited: count(customerProfiles.invitedAt),
      joined: count(users.passwordHash),
    })
    .from(customerProfiles)
    .innerJoin(users, eq(users.id, customerProfiles.userId));
  return { waiting: row!.waiting, invited: row!.invited, joined: row!.joined, batchSize: INVITATION_LIMITS.batchSize, batchesPerHour: INVITATION_LIMITS.batchesPerHour };
}

/**
 * The owner's next batch of invitations: to imported accounts without a password, not yet invited and not
 * disabled, oldest first, each an email with a link to choose a password (the reset link, good for a week
 * and once; a later "Forgot password?" replaces it). The emails are written with the accounts' marks in
 * one transaction and handed to the mailer after it, never inside it; one the mailer refuses is retried by
 * the minute sweep. Past the batches an hour, 429.
 */
export async function inviteImportedCustomers({
  db,
  config,
  log,
  mailer,
  now,
}: {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  mailer: Mailer;
  now: Date;
}): Promise<CustomerInvitations> {
  await enforceRateLimit({
    db,
    keys: ['customer-invitations'],
    limit: INVITATION_LIMITS.batchesPerHour,
    windowMs: HOUR_MS,
    message: `At most ${INVITATION_LIMITS.batchesPerHour} batches of invitations an hour: send the next one later`,
  });
  const shop = await readEmailShop({ db, publicUrl: config.publicUrl });
  const ids = await db.transaction(async (tx) => {
    const batch = await tx
      .select({ id: users.id, email: users.email, firstName: users.firstName })
      .from(customerProfiles)
      .innerJoin(users, eq(users.id, customerProfiles.userId))
      .where(and(isNull(customerProfiles.invitedAt), isNull(users.passwordHash), isNull(users.disabledAt)))
      .orderBy(asc(customerProfiles.userId))
      .limit(INVITATION_LIMITS.batchSize)
      .for('update', { of: customerProfiles, skipLocked: true });
    const written: number[] = [];
    for (const customer of batch) {
      const token = await issueAccountToken({
        db: tx,
        input: { userId: customer.id, email: customer.email, purpose: 'reset-password', now, ttlMs: INVITATION_LIMITS.linkDays * DAY_MS },
      });
      const message = customerInvitationMessage({ shop, to: customer.email, firstName: customer.firstName, setPasswordUrl: resetUrl(config, token), days: INVITATION_LIMITS.linkDays });
      const id = await enqueueEmail({ db: tx, input: { key: `${CUSTOMER_INVITATION}:${customer.id}:${token.slice(0, 16)}`, kind: CUSTOMER_INVITATION, message, sendAfter: now } });
      await tx.update(customerProfiles).set({ invitedAt: now }).where(eq(customerProfiles.userId, customer.id));
      if (id !== null) written.push(id);
    }
    return written;
  });
  // After the commit and after the answer: one email at a time, each with the mailer's own timeouts.
  setImmediate(() => {
    void (async () => {
      for (const id of ids) await deliverEmail({ db, mailer, log }, { id, now }).catch((error: unknown) => log.error({ err: error }, 'invitation not sent'));
    })();
  });
  return { ...(await countInvitations({ db })), sent: ids.length };
}

