import { MSG } from '@shop/shared/messages';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { Forbidden } from '../../errors.ts';
import { verifyPassword } from './passwords.ts';

/** A signed-in caller proves it is them before a change that could take the account over (decision 018). */
export async function confirmPassword({ db, userId, password }: { db: DbOrTx; userId: number; password: string }): Promise<void> {
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
  if (!row?.passwordHash || !(await verifyPassword(row.passwordHash, password))) throw new Forbidden(MSG.wrongPassword);
}
