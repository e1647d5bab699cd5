import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';

/** The addresses of the shop's admins who can still sign in, oldest first: who the owner is, for the owner's own emails. */
export async function listAdminEmails({ db }: { db: DbOrTx }): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.disabledAt)))
    .orderBy(asc(users.id));
  return rows.map((row) => row.email);
}
