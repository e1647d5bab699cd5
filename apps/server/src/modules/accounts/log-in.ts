import type { Login } from '@shop/shared/accounts';
import { MSG } from '@shop/shared/messages';
import type { DbOrTx } from '../../db/client.ts';
import { Forbidden, Unauthorized } from '../../errors.ts';
import { findUserByEmail } from './find-user-by-email.ts';
import { timingDummyHash, verifyPassword } from './passwords.ts';
import { createSession } from './create-session.ts';

/**
 * An unknown email and a wrong password fail alike, in the same time, so neither reveals the other. Only
 * the right password learns that the account is disabled.
 */
export async function logIn({ db, input, now }: { db: DbOrTx; input: Login; now: Date }): Promise<{ token: string }> {
  const found = await findUserByEmail({ db, email: input.email });
  const matches = await verifyPassword(found?.passwordHash ?? (await timingDummyHash()), input.password);
  if (!found || !matches) throw new Unauthorized(MSG.invalidLogin);
  if (found.disabledAt) throw new Forbidden(MSG.accountDisabled);
  return { token: await createSession({ db, userId: found.id, now }) };
}
