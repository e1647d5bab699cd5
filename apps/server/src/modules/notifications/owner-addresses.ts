import type { OwnerNotifications } from '@shop/shared/owner-notifications';
import type { DbOrTx } from '../../db/client.ts';
import { listAdminEmails } from '../accounts/index.ts';
import { readShop } from '../settings/index.ts';

/**
 * Who the owner is, for the owner's own emails (docs/decisions/051-the-owner-is-told.md): the shop's
 * contact email when it is set (the address the owner chose for the shop's mail), else every admin's.
 */
export async function ownerAddresses({ db }: { db: DbOrTx }): Promise<string[]> {
  const { contactEmail } = await readShop({ db });
  return contactEmail ? [contactEmail.toLowerCase()] : unique(await listAdminEmails({ db }));
}

/** The owner's addresses and the extra ones, each once. */
export async function notifiedAddresses({ db, settings }: { db: DbOrTx; settings: Pick<OwnerNotifications, 'extraAddresses'> }): Promise<string[]> {
  return unique([...(await ownerAddresses({ db })), ...settings.extraAddresses]);
}

const unique = (addresses: readonly string[]) => [...new Set(addresses.map((address) => address.toLowerCase()))];
