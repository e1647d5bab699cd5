import type { OwnerNotifications, OwnerNotificationsView } from '@shop/shared/owner-notifications';
import type { DbOrTx } from '../../db/client.ts';
import { readOwnerNotifications, saveOwnerNotifications } from '../settings/index.ts';
import { ownerAddresses } from './owner-addresses.ts';

/** The switches as Admin > Settings shows them, with who the owner is (the addresses told besides the extra ones). */
export async function readNotificationSettings({ db }: { db: DbOrTx }): Promise<OwnerNotificationsView> {
  return { ...(await readOwnerNotifications({ db })), ownerAddresses: await ownerAddresses({ db }) };
}

export async function saveNotificationSettings({ db, input, now }: { db: DbOrTx; input: OwnerNotifications; now: Date }): Promise<OwnerNotificationsView> {
  await saveOwnerNotifications({ db, input, now });
  return readNotificationSettings({ db });
}
