import type { PostalAddress, PublicShop, StoreSettingsView } from '@shop/shared/store-settings';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { storeSettings } from '../../db/schema/settings.ts';
import { logoUrl } from '../images/index.ts';

/** The notification channel a save announces itself on, so every instance reads the settings again. */
export const SETTINGS_CHANNEL = 'store_settings';

type Row = typeof storeSettings.$inferSelect;

export function viewOf(row: Row): StoreSettingsView {
  return {
    name: row.name,
    legalName: row.legalName,
    tagline: row.tagline,
    accentColour: row.accentColour,
    contactEmail: row.contactEmail,
    phone: row.phone,
    address: (row.address as PostalAddress | null) ?? null,
    social: row.social,
    timeZone: row.timeZone,
    logo: row.logoImage && row.logoWidth && row.logoHeight ? { url: logoUrl(row.logoImage), width: row.logoWidth, height: row.logoHeight } : null,
    savedAt: row.savedAt?.toISOString() ?? null,
  };
}

/** The one row; the migration that made the table wrote it, so it is always there. */
export async function readSettingsRow(db: DbOrTx): Promise<Row> {
  const [row] = await db.select().from(storeSettings).where(eq(storeSettings.id, 1));
  if (!row) throw new Error('store_settings has no row: the database was not migrated');
  return row;
}

/** The shop's settings as Admin > Settings shows them. */
export async function readStoreSettings({ db }: { db: DbOrTx }): Promise<StoreSettingsView> {
  return viewOf(await readSettingsRow(db));
}

/** What pages and emails say about the shop (everything but when it was saved). */
export async function readShop({ db }: { db: DbOrTx }): Promise<PublicShop> {
  const { savedAt: _savedAt, ...shop } = await readStoreSettings({ db });
  return shop;
}

/** The shop's time zone: its days, its reports, its ship cut-off. */
export async function readShopTimeZone({ db }: { db: DbOrTx }): Promise<string> {
  const [row] = await db.select({ timeZone: storeSettings.timeZone }).from(storeSettings).where(eq(storeSettings.id, 1));
  return row?.timeZone ?? 'America/New_York';
}
