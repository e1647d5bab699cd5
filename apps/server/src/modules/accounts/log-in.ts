import type { Login } from '@shop/shared/accounts';
import { MSG } from '@shop/shared/messages';
import type { DbOrTx } from '../../db/client.ts';
import { Unauthorized } from '../../errors.ts';
import { findUserByEmail } from './find-user-by-email.ts';
import { timingDummyHash, verifyPassword } from './passwords.ts';
import { createSession } from './create-session.ts';
import { issueChallenge, twoFactorOn } from './two-factor.ts';

/**
 * An unknown email, a wrong password and a disabled account fail alike, in the same time, so none reveals
 * the others: a disabled account answers a right password exactly as a wrong one, so the answer never
 * confirms a guessed password (decision 025). The admin's user list still shows the account as disabled.
 */
export async function logIn({ db, input, now }: { db: DbOrTx; input: Login; now: Date }): Promise<{ token: string } | { challenge: string }> {
  const found = await findUserByEmail({ db, email: input.email });
  const matches = await verifyPassword(found?.passwordHash ?? (await timingDummyHash()), input.password);
  // An account without a password (imported, decision 062) is checked against the dummy too, and never matches.
  if (!found?.passwordHash || !matches || found.disabledAt) throw new Unauthorized(MSG.invalidLogin);
  // With two-factor sign-in the password opens only the second step (decision 070): no session until a code passes.
  if (await twoFactorOn({ db, userId: found.id })) return { challenge: await issueChallenge({ db, userId: found.id, now }) };
  return { token: await createSession({ db, userId: found.id, now }) };
}
