import type { PasswordChange } from '@shop/shared/accounts';
import { passwordProblem } from '@shop/shared/password-strength';
import { and, eq, ne } from 'drizzle-orm';
import type { AuthUser } from '../../auth-user.ts';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/accounts.ts';
import { BadRequest } from '../../errors.ts';
import { hashToken } from '../../tokens.ts';
import { confirmPassword } from './confirm-password.ts';
import { hashPassword } from './passwords.ts';

/**
 * A new password for the caller, who proves the current one. Every other session of the account ends
 * (a thief's copy of a token included); the one that asked stays signed in.
 */
export async function changePassword({ db, user, token, input }: { db: Db; user: AuthUser; token: string; input: PasswordChange }): Promise<void> {
  await confirmPassword({ db, userId: user.id, password: input.currentPassword });
  const weak = passwordProblem(input.newPassword, [user.firstName, user.lastName, user.email]);
  if (weak) throw new BadRequest(weak);
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await tx.delete(sessions).where(and(eq(sessions.userId, user.id), ne(sessions.tokenHash, hashToken(token))));
  });
}
