import type { ProfileUpdate, User } from '@shop/shared/accounts';
import { MSG } from '@shop/shared/messages';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { Conflict, NotFound } from '../../errors.ts';
import { findUserByEmail } from './find-user-by-email.ts';
import { UNIQUE_VIOLATION, pgErrorCode } from '../../db/errors.ts';
import { toUser, userColumns } from './user-view.ts';

/** Names and email only: role, admin flag and password are never set here, whatever the body held. */
export async function updateProfile({ db, id, input }: { db: DbOrTx; id: number; input: ProfileUpdate }): Promise<User> {
  const owner = await findUserByEmail({ db, email: input.email });
  if (owner && owner.id !== id) throw new Conflict(MSG.emailTaken);
  try {
    const [row] = await db
      .update(users)
      .set({ firstName: input.firstName, lastName: input.lastName, email: input.email })
      .where(eq(users.id, id))
      .returning(userColumns);
    if (!row) throw new NotFound('User');
    return toUser(row);
  } catch (error) {
    // Another account took the email between the check and the update.
    if (pgErrorCode(error) === UNIQUE_VIOLATION) throw new Conflict(MSG.emailTaken);
    throw error;
  }
}
