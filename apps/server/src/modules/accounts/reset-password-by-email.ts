import { passwordProblem } from '@shop/shared/password-strength';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/accounts.ts';
import { hashPassword } from './passwords.ts';

export type MachineResetResult =
  | { ok: true; email: string; role: 'customer' | 'admin'; disabled: boolean }
  | { ok: false; reason: 'no-account'; admins: string[] }
  | { ok: false; reason: 'weak-password'; message: string };

/**
 * The owner at the machine sets an account's password (`npm run admin -- reset-password EMAIL`,
 * decision 026): no email, no link, as whoever can run commands there owns the shop anyway. Every
 * session of the account ends. An unknown address answers the admins' addresses, so a forgotten admin
 * address can be found.
 */
export async function resetPasswordByEmail({ db, input }: { db: Db; input: { email: string; password: string } }): Promise<MachineResetResult> {
  const [user] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, role: users.role, disabledAt: users.disabledAt })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${input.email.trim()})`);
  if (!user) {
    const admins = await db.select({ email: users.email }).from(users).where(eq(users.role, 'admin')).orderBy(asc(users.id));
    return { ok: false, reason: 'no-account', admins: admins.map((row) => row.email) };
  }
  const weak = passwordProblem(input.password, [user.firstName, user.lastName, user.email]);
  if (weak) return { ok: false, reason: 'weak-password', message: weak };
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
  });
  return { ok: true, email: user.email, role: user.role, disabled: user.disabledAt !== null };
}
