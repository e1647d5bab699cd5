import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { storeSettings } from '../../db/schema/settings.ts';

/** Whether the owner requires two-factor sign-in of every back-office account (decision 070). */
export async function readStaffTwoFactorRequired({ db }: { db: DbOrTx }): Promise<boolean> {
  const [row] = await db.select({ required: storeSettings.requireStaffTwoFactor }).from(storeSettings).where(eq(storeSettings.id, 1));
  return row?.required ?? false;
}

/** Saves the owner's choice; every request reads it again (it is not part of the public shop the pages cache). */
export async function saveStaffTwoFactorRequired({ db, required, now }: { db: DbOrTx; required: boolean; now: Date }): Promise<boolean> {
  await db.update(storeSettings).set({ requireStaffTwoFactor: required, updatedAt: now }).where(eq(storeSettings.id, 1));
  return required;
}
