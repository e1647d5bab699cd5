import type { StoreSettingsView } from '@shop/shared/store-settings';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { storeSettings } from '../../db/schema/settings.ts';
import { processLogo, storeLogo } from '../images/index.ts';
import { viewOf } from './read-store-settings.ts';
import { announceSettingsChange } from './save-store-settings.ts';
import { settingsChanged } from './store-settings-cache.ts';

/**
 * A new logo: decoded and sized before the transaction opens, then stored and named in one. The old
 * logo's picture stays under its name: pages and emails already sent may still show it.
 */
export async function setStoreLogo({ db, file, now }: { db: Db; file: Buffer; now: Date }): Promise<StoreSettingsView> {
  const logo = await processLogo(file);
  const saved = await db.transaction(async (tx) => {
    const stored = await storeLogo({ db: tx, logo });
    const [row] = await tx
      .update(storeSettings)
      .set({ logoImage: stored.name, logoWidth: stored.width, logoHeight: stored.height, savedAt: now, updatedAt: now })
      .where(eq(storeSettings.id, 1))
      .returning();
    await announceSettingsChange(tx);
    return viewOf(row!);
  });
  settingsChanged(db);
  return saved;
}

/** Back to the shop's name alone in the header, and the leaf as its icon. */
export async function removeStoreLogo({ db, now }: { db: Db; now: Date }): Promise<StoreSettingsView> {
  const saved = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(storeSettings)
      .set({ logoImage: null, logoWidth: null, logoHeight: null, savedAt: now, updatedAt: now })
      .where(eq(storeSettings.id, 1))
      .returning();
    await announceSettingsChange(tx);
    return viewOf(row!);
  });
  settingsChanged(db);
  return saved;
}
