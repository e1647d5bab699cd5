import type { UserListItem } from '@shop/shared/accounts';
import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { toUser, userColumns } from './user-view.ts';

/** The admin's read-only user table. */
export async function listUsers({ db }: { db: DbOrTx }): Promise<UserListItem[]> {
  const rows = await db.select(userColumns).from(users).orderBy(asc(users.id));
  return rows.map((row) => {
    const { id, fullName, email, role, isAdmin } = toUser(row);
    return { id, fullName, email, role, isAdmin };
  });
}
