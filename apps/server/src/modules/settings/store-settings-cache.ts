import type { PublicShop } from '@shop/shared/store-settings';
import type { Database, DbOrTx, Listener } from '../../db/client.ts';
import { readShop, SETTINGS_CHANNEL } from './read-store-settings.ts';

/** While the listener is down (PostgreSQL reconnecting), what is kept is read again after this long. */
const UNHEARD_MAX_AGE_MS = 1000;

/** Every cache in this process (one per app; tests build several on one database). */
const caches = new Set<StoreSettingsCache>();

/**
 * After a save through `db` has committed: the caches reading through that same connection read again at
 * once (read-your-writes); every other instance hears the save's notification.
 */
export function settingsChanged(db: DbOrTx): void {
  for (const cache of caches) if (cache.reads(db)) cache.heard();
}

export interface ShopNow {
  shop: PublicShop;
  /** Differs whenever the settings differ: a page rendered with another one is stale. */
  fingerprint: string;
}

/**
 * The shop's public settings kept in memory per instance for the pages it renders: read again once a save
 * commits on this instance or another (LISTEN/NOTIFY), so a change shows everywhere within a second.
 */
export class StoreSettingsCache {
  private version = 0;
  private kept: { version: number; readAt: number; now: Promise<ShopNow> } | null = null;
  private listener: Listener | null = null;

  private constructor(private readonly db: DbOrTx) {}

  static async open(database: Database): Promise<StoreSettingsCache> {
    const cache = new StoreSettingsCache(database.db);
    caches.add(cache);
    cache.listener = await database.listen(SETTINGS_CHANNEL, () => cache.heard());
    return cache;
  }

  heard(): void {
    this.version += 1;
  }

  reads(db: DbOrTx): boolean {
    return this.db === db;
  }

  async current(): Promise<ShopNow> {
    const live = this.listener?.live ?? false;
    const version = this.version;
    if (!this.kept || this.kept.version !== version || (!live && Date.now() - this.kept.readAt > UNHEARD_MAX_AGE_MS)) {
      const now = readShop({ db: this.db }).then((shop) => ({ shop, fingerprint: JSON.stringify(shop) }));
      this.kept = { version, readAt: Date.now(), now };
      now.catch(() => {
        if (this.kept?.now === now) this.kept = null;
      });
    }
    return this.kept.now;
  }

  async close(): Promise<void> {
    caches.delete(this);
    await this.listener?.close();
  }
}
