import type { OwnerNotifications } from '@shop/shared/owner-notifications';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { storeSettings } from '../../db/schema/settings.ts';
import { readSettingsRow } from './read-store-settings.ts';

/** The owner's own emails' switches, extra addresses and morning summary (docs/decisions/051-the-owner-is-told.md). */
export async function readOwnerNotifications({ db }: { db: DbOrTx }): Promise<OwnerNotifications> {
  const row = await readSettingsRow(db);
  return {
    paidOrders: row.notifyPaidOrders,
    claims: row.notifyClaims,
    refundsDue: row.notifyRefundsDue,
    extraAddresses: row.notifyAddresses,
    summary: row.summaryOn,
    summaryHour: row.summaryHour,
  };
}

/** Saves them; the next event reads them (they are not part of the public shop the pages cache). */
export async function saveOwnerNotifications({ db, input, now }: { db: DbOrTx; input: OwnerNotifications; now: Date }): Promise<OwnerNotifications> {
  await db
    .update(storeSettings)
    .set({
      notifyPaidOrders: input.paidOrders,
      notifyClaims: input.claims,
      notifyRefundsDue: input.refundsDue,
      notifyAddresses: input.extraAddresses,
      summaryOn: input.summary,
      summaryHour: input.summaryHour,
      updatedAt: now,
    })
    .where(eq(storeSettings.id, 1));
  return readOwnerNotifications({ db });
}
