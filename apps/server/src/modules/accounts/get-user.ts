import type { UserWithShippings } from '@shop/shared/accounts';
import { asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { customerAddresses, users } from '../../db/schema/accounts.ts';
import { NotFound } from '../../errors.ts';
import { listShippingAddresses } from '../orders/index.ts';
import { toUser, userColumns } from './user-view.ts';

/**
 * The user with the distinct addresses of their past orders, most recently used first, then those of their
 * address book not among them (brought from another shop, decision 062), the default first.
 */
export async function getUser({ db, id }: { db: DbOrTx; id: number }): Promise<UserWithShippings> {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, id)).limit(1);
  if (!row) throw new NotFound('User');
  const shipped = await listShippingAddresses({ db, input: { userId: id } });
  const saved = await db
    .select({ street1: customerAddresses.street1, street2: customerAddresses.street2, city: customerAddresses.city, state: customerAddresses.state, zip: customerAddresses.zip })
    .from(customerAddresses)
    .where(eq(customerAddresses.userId, id))
    .orderBy(desc(customerAddresses.isDefault), asc(customerAddresses.id));
  const key = (address: (typeof saved)[number]) => [address.street1, address.street2, address.city, address.state, address.zip].join('\n').toLowerCase();
  const known = new Set(shipped.map(key));
  return { ...toUser(row), shippings: [...shipped, ...saved.filter((address) => !known.has(key(address)))] };
}
