import type { UserWithShippings } from '@shop/shared/accounts';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { NotFound } from '../../errors.ts';
import { listShippingAddresses } from '../orders/index.ts';
import { toUser, userColumns } from './user-view.ts';

/** The user with the distinct addresses of their past orders, most recently used first. */
export async function getUser({ db, id }: { db: DbOrTx; id: number }): Promise<UserWithShippings> {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, id)).limit(1);
  if (!row) throw new NotFound('User');
  return { ...toUser(row), shippings: await listShippingAddresses({ db, input: { userId: id } }) };
}
