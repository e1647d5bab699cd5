import type { StoreSettingsInput, StoreSettingsView } from '@shop/shared/store-settings';
import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { storeSettings } from '../../db/schema/settings.ts';
import { SETTINGS_CHANNEL, viewOf } from './read-store-settings.ts';
import { settingsChanged } from './store-settings-cache.ts';

/**
 * Call inside the transaction that changes the settings: every instance hears of it when the transaction
 * commits (this one too; `settingsChanged` after the commit makes it at once).
 */
export async function announceSettingsChange(db: DbOrTx): Promise<void> {
  await db.execute(sql`select pg_notify(${SETTINGS_CHANNEL}, '')`);
}

/** Saves what the owner typed in Admin > Settings (the logo has its own verbs). */
export async function saveStoreSettings({ db, input, now }: { db: Db; input: StoreSettingsInput; now: Date }): Promise<StoreSettingsView> {
  const saved = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(storeSettings)
      .set({
        name: input.name,
        legalName: input.legalName,
        tagline: input.tagline,
        accentColour: input.accentColour,
        contactEmail: input.contactEmail,
        phone: input.phone,
        address: input.address,
        social: input.social as Record<string, string>,
        timeZone: input.timeZone,
        savedAt: now,
        updatedAt: now,
      })
      .where(eq(storeSettings.id, 1))
      .returning();
    await announceSettingsChange(tx);
    return viewOf(row!);
  });
  settingsChanged(db);
  return saved;
}

/**
 * The shipping settings' form saves the same one time zone (its cut-off hour is read in it), in its own
 * transaction: call `settingsChanged` with the connection it ran on once that has committed.
 */
export async function saveShopTimeZone({ db, timeZone }: { db: DbOrTx; timeZone: string }): Promise<void> {
  const [row] = await db.select({ timeZone: storeSettings.timeZone }).from(storeSettings).where(eq(storeSettings.id, 1));
  if (row?.timeZone === timeZone) return;
  await db.update(storeSettings).set({ timeZone, updatedAt: sql`now()` }).where(eq(storeSettings.id, 1));
  await announceSettingsChange(db);
}
