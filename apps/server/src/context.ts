import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { CatalogueCache } from './modules/catalog/index.ts';

/** What every module's routes receive: the configuration, the database, the clock and this instance's catalogue. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  clock: Clock;
  /** The catalogue in memory, kept fresh by the database's change events (decision 008). */
  catalogue: CatalogueCache;
}
