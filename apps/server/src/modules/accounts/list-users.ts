import type { UserListItem } from '@shop/shared/accounts';
import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { toUserListItem, userColumns } from './user-view.ts';

/** The admin's user table: docs/product's columns, and which accounts are disabled. */
export async function listUsers({ db }: { db: DbOrTx }): Promise<UserListItem[]> {
  const rows = await db.select({ ...userColumns, disabledAt: users.disabledAt }).from(users).orderBy(asc(users.id));
  return rows.map(toUserListItem);
}
