import { sql } from 'drizzle-orm';
import type { Database, DbOrTx, Listener } from '../../db/client.ts';
import { type CatalogueView, loadCatalogueView } from './catalogue-view.ts';

/** The channel every instance listens on; a product or stock write notifies it in its transaction. */
const CHANNEL = 'shop_catalogue';
/**
 * PostgreSQL can be written by something other than the shop (psql, a script) that sends no
 * notification: a view older than this is refreshed in the background. PGlite belongs to one process.
 */
const SHARED_MAX_AGE_MS = 60_000;

/** Bumped by every change this process makes or hears of; a view built at an older one is stale. */
let generation = 0;

/** Marks this process's views stale; `announceCatalogueChange` also tells the other instances. */
export function catalogueChanged(): void {
  generation += 1;
}

/**
 * Call inside the transaction that changes products, their tags or their stock: this process stops
 * using its view at once (read-your-writes), and every instance hears of it when the transaction commits.
 */
export async function announceCatalogueChange(db: DbOrTx): Promise<void> {
  catalogueChanged();
  await db.execute(sql`select pg_notify(${CHANNEL}, '')`);
}

/**
 * The public catalogue kept in memory per instance and rebuilt (once, however many ask) after any
 * change. Without a working listener (PostgreSQL connection lost) it answers null and the routes
 * read the database as they would without it.
 */
export class CatalogueCache {
  private view: CatalogueView | null = null;
  private viewGeneration = -1;
  private builtAt = 0;
  private building: { generation: number; promise: Promise<CatalogueView> } | null = null;

  private constructor(
    private readonly db: DbOrTx,
    private readonly listener: Listener,
    private readonly maxAgeMs: number,
  ) {}

  static async open(database: Database): Promise<CatalogueCache> {
    const listener = await database.listen(CHANNEL, catalogueChanged);
    return new CatalogueCache(database.db, listener, database.kind === 'postgres' ? SHARED_MAX_AGE_MS : Number.POSITIVE_INFINITY);
  }

  /** The current view, or null when freshness cannot be known. */
  async current(): Promise<CatalogueView | null> {
    if (!this.listener.live) return null;
    const wanted = generation;
    if (this.view && this.viewGeneration === wanted) {
      if (Date.now() - this.builtAt > this.maxAgeMs && !this.building) void this.build(wanted).catch(() => {});
      return this.view;
    }
    if (this.building?.generation === wanted) return this.building.promise;
    return this.build(wanted);
  }

  private build(wanted: number): Promise<CatalogueView> {
    const promise = loadCatalogueView(this.db).then((view) => {
      if (wanted >= this.viewGeneration) {
        this.view = view;
        this.viewGeneration = wanted;
        this.builtAt = Date.now();
      }
      return view;
    });
    this.building = { generation: wanted, promise };
    const done = () => {
      if (this.building?.promise === promise) this.building = null;
    };
    promise.then(done, done);
    return promise;
  }

  close(): Promise<void> {
    return this.listener.close();
  }
}
