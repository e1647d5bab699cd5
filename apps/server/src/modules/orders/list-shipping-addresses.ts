import type { UserWithShippings } from '@shop/shared/accounts';
import { desc, eq, max } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';

/** The distinct addresses a user's orders shipped to, most recently used first. */
export async function listShippingAddresses({ db, input }: { db: DbOrTx; input: { userId: number } }): Promise<UserWithShippings['shippings']> {
  const address = { street1: orders.street1, street2: orders.street2, city: orders.city, state: orders.state, zip: orders.zip };
  return db
    .select(address)
    .from(orders)
    .where(eq(orders.userId, input.userId))
    .groupBy(orders.street1, orders.street2, orders.city, orders.state, orders.zip)
    .orderBy(desc(max(orders.id)));
}
