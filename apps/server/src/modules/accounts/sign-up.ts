import type { Signup } from '@shop/shared/accounts';
import { MSG } from '@shop/shared/messages';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { Conflict } from '../../errors.ts';
import { findUserByEmail } from './find-user-by-email.ts';
import { hashPassword } from './passwords.ts';
import { UNIQUE_VIOLATION, pgErrorCode } from '../../db/errors.ts';
import { createSession } from './sessions.ts';

/** A new shopper (never an admin), signed in at once. */
export async function signUp({ db, input }: { db: Db; input: Signup }): Promise<{ token: string }> {
  if (await findUserByEmail({ db, email: input.email })) throw new Conflict(MSG.emailTaken);
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({ firstName: input.firstName, lastName: input.lastName, email: input.email, passwordHash, role: 'customer' })
        .returning({ id: users.id });
      return { token: await createSession({ db: tx, userId: row!.id }) };
    });
  } catch (error) {
    // Two sign-ups with one email at once: the unique index decides, the loser gets the same 409.
    if (pgErrorCode(error) === UNIQUE_VIOLATION) throw new Conflict(MSG.emailTaken);
    throw error;
  }
}
