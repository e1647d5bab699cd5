import type { Signup } from '@shop/shared/accounts';
import { MSG } from '@shop/shared/messages';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { passwordProblem } from '@shop/shared/password-strength';
import { BadRequest, Conflict } from '../../errors.ts';
import type { Mailer } from '../email/index.ts';
import { findUserByEmail } from './find-user-by-email.ts';
import { hashPassword } from './passwords.ts';
import { UNIQUE_VIOLATION, pgErrorCode } from '../../db/errors.ts';
import { createSession } from './create-session.ts';
import { deliverVerificationEmail, queueVerificationEmail } from './email-verification.ts';

/**
 * A new shopper (never an admin), signed in at once as docs/product says, with an unverified address: a link to
 * verify it is emailed at once (decision 025).
 */
export async function signUp({
  db,
  config,
  log,
  mailer,
  input,
  now,
}: {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  mailer: Mailer;
  input: Signup;
  now: Date;
}): Promise<{ token: string }> {
  const weak = passwordProblem(input.password, [input.firstName, input.lastName, input.email]);
  if (weak) throw new BadRequest(weak);
  if (await findUserByEmail({ db, email: input.email })) throw new Conflict(MSG.emailTaken);
  const passwordHash = await hashPassword(input.password);
  try {
    const made = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({ firstName: input.firstName, lastName: input.lastName, email: input.email, passwordHash, role: 'customer' })
        .returning({ id: users.id });
      const emailId = await queueVerificationEmail({ db: tx, config, input: { userId: row!.id, email: input.email, firstName: input.firstName, now } });
      return { token: await createSession({ db: tx, userId: row!.id, now }), emailId };
    });
    await deliverVerificationEmail({ db, mailer, log }, made.emailId, now);
    return { token: made.token };
  } catch (error) {
    // Two sign-ups with one email at once: the unique index decides, the loser gets the same 409.
    if (pgErrorCode(error) === UNIQUE_VIOLATION) throw new Conflict(MSG.emailTaken);
    throw error;
  }
}
