import type { UserWithShippings } from '@shop/shared/accounts';
import { desc, eq, max } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';
import { users } from '../../db/schema/users.ts';
import { NotFound } from '../../errors.ts';
import { toUser, userColumns } from './user-view.ts';

/** The user with the distinct addresses of their past orders, most recently used first. */
export async function getUser({ db, id }: { db: DbOrTx; id: number }): Promise<UserWithShippings> {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, id)).limit(1);
  if (!row) throw new NotFound('User');
  const address = { street1: orders.street1, street2: orders.street2, city: orders.city, state: orders.state, zip: orders.zip };
  const shippings = await db
    .select(address)
    .from(orders)
    .where(eq(orders.userId, id))
    .groupBy(orders.street1, orders.street2, orders.city, orders.state, orders.zip)
    .orderBy(desc(max(orders.id)));
  return { ...toUser(row), shippings };
}
