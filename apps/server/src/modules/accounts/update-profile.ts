import { changesEmail, type ProfileUpdate, type User } from '@shop/shared/accounts';
import { MSG } from '@shop/shared/messages';
import { eq } from 'drizzle-orm';
import type { AuthUser } from '../../auth-user.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { BadRequest, Conflict, NotFound } from '../../errors.ts';
import type { Mailer } from '../email/index.ts';
import { findUserByEmail } from './find-user-by-email.ts';
import { UNIQUE_VIOLATION, pgErrorCode } from '../../db/errors.ts';
import { confirmPassword } from './confirm-password.ts';
import { deliverVerificationEmail, queueVerificationEmail } from './email-verification.ts';
import { limitAccountChanges } from './limit-account-changes.ts';
import { toUser, userColumns } from './user-view.ts';

/**
 * Names and email only (a saved name is the person's own: the first-run admin is asked no more, decision 048): role, admin flag and password are never set here, whatever the body held. A new
 * email needs the caller's password and is rate limited before anyone learns whether it is taken, so
 * "already registered" is no oracle for someone holding only a token (decision 018).
 */
export async function updateProfile({
  db,
  config,
  log,
  mailer,
  caller,
  id,
  input,
  ip,
  limit,
  now,
}: {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  mailer: Mailer;
  now: Date;
  caller: AuthUser;
  id: number;
  input: ProfileUpdate;
  ip: string;
  /** Email changes allowed an hour per account, address and email asked for (AUTH_RATE_LIMIT). */
  limit: number;
}): Promise<User> {
  const [saved] = await db.select({ email: users.email }).from(users).where(eq(users.id, id)).limit(1);
  if (!saved) throw new NotFound('User');
  const newEmail = changesEmail(input.email, saved.email);
  if (newEmail) {
    if (!input.currentPassword) throw new BadRequest(MSG.passwordForEmail);
    await limitAccountChanges({ db, action: 'email', userId: caller.id, ip, email: input.email, limit });
    await confirmPassword({ db, userId: caller.id, password: input.currentPassword });
    const owner = await findUserByEmail({ db, email: input.email });
    if (owner && owner.id !== id) throw new Conflict(MSG.emailTaken);
  }
  try {
    const { row, emailId } = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(users)
        .set({ firstName: input.firstName, lastName: input.lastName, needsName: false, email: input.email, ...(newEmail && { emailVerifiedAt: null }) })
        .where(eq(users.id, id))
        .returning(userColumns);
      if (!row) throw new NotFound('User');
      const emailId = newEmail ? await queueVerificationEmail({ db: tx, config, input: { userId: id, email: row.email, firstName: row.firstName, now } }) : null;
      return { row, emailId };
    });
    await deliverVerificationEmail({ db, mailer, log }, emailId, now);
    return toUser(row);
  } catch (error) {
    // Another account took the email between the check and the update.
    if (pgErrorCode(error) === UNIQUE_VIOLATION) throw new Conflict(MSG.emailTaken);
    throw error;
  }
}
