import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { customerAddresses, customerProfiles, users } from '../../db/schema/accounts.ts';

export interface ExportedCustomer {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  note: string;
  tags: string;
  taxExempt: boolean;
  previousSpentCents: number;
  previousOrders: number;
  address: { company: string; street1: string; street2: string; city: string; state: string; zip: string; phone: string } | null;
}

/** Every shopper's account (not the admins'), oldest first, with what it brought from another shop and its default address (decision 062). */
export async function listCustomersForExport({ db }: { db: DbOrTx }): Promise<ExportedCustomer[]> {
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      needsName: users.needsName,
      profile: customerProfiles,
    })
    .from(users)
    .leftJoin(customerProfiles, eq(customerProfiles.userId, users.id))
    .where(eq(users.role, 'customer'))
    .orderBy(asc(users.id));
  const addresses = await db
    .select()
    .from(customerAddresses)
    .innerJoin(users, and(eq(users.id, customerAddresses.userId), eq(users.role, 'customer')))
    .orderBy(asc(customerAddresses.id));
  const defaults = new Map<number, (typeof addresses)[number]['customer_addresses']>();
  for (const { customer_addresses: address } of addresses) {
    const known = defaults.get(address.userId);
    if (!known || (address.isDefault && !known.isDefault)) defaults.set(address.userId, address);
  }
  return rows.map((row) => {
    const address = defaults.get(row.id);
    return {
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      phone: row.profile?.phone ?? '',
      note: row.profile?.note ?? '',
      tags: row.profile?.tags ?? '',
      taxExempt: row.profile?.taxExempt ?? false,
      previousSpentCents: row.profile?.previousSpentCents ?? 0,
      previousOrders: row.profile?.previousOrders ?? 0,
      address: address
        ? { company: address.company, street1: address.street1, street2: address.street2, city: address.city, state: address.state, zip: address.zip, phone: address.phone }
        : null,
    };
  });
}
