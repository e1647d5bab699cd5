import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';

/** Emails are unique regardless of letter case; `lower(email)` is what the unique index covers. */
export async function findUserByEmail({
  db,
  email,
}: {
  db: DbOrTx;
  email: string;
}): Promise<{ id: number; passwordHash: string | null; disabledAt: Date | null } | undefined> {
  const [row] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, disabledAt: users.disabledAt })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email.trim()})`)
    .limit(1);
  return row;
}
