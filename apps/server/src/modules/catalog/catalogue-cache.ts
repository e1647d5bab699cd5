import { sql } from 'drizzle-orm';
import type { Database, DbOrTx, Listener } from '../../db/client.ts';
import { CATALOGUE_CHANNEL, listenForStockChanges, loadStock, onStockChange, stockChangeOf } from '../inventory/index.ts';
import { type CatalogueSnapshot, loadCatalogueSnapshot } from './catalogue-snapshot.ts';

// A write to products or their tags notifies '' on the catalogue's channel (rebuild the snapshot); the
// inventory notifies 'stock:<ids>' there when stock changes (refresh those quantities only).
/**
 * PostgreSQL can be written by something other than the shop (psql, a script) that sends no
 * notification: a snapshot older than this is rebuilt in the background. PGlite belongs to one process.
 */
const SHARED_MAX_AGE_MS = 60_000;
/**
 * While the listener is down (PostgreSQL connection lost, reconnecting) other instances' changes go
 * unheard: a snapshot older than this is rebuilt before it answers (decision 017).
 */
const UNHEARD_MAX_AGE_MS = 1000;

/** Every cache in this process (one per app; tests build several on one database). */
const caches = new Set<CatalogueCache>();

/** Marks this process's snapshots stale at once; `announceCatalogueChange` also tells the other instances. */
export function catalogueChanged(): void {
  for (const cache of caches) cache.heard('');
}

/**
 * Call inside the transaction that changes products or their tags: this process stops using its snapshot
 * at once (read-your-writes), and every instance hears of it when the transaction commits.
 */
export async function announceCatalogueChange(db: DbOrTx): Promise<void> {
  catalogueChanged();
  await db.execute(sql`select pg_notify(${CATALOGUE_CHANNEL}, '')`);
}

/**
 * Calls `onChange` once a change of products ('all') or of some products' stock (their ids) has committed,
 * on this instance or another; also ('all') when the listener reconnects, as changes may have been missed.
 */
export function listenForCatalogueChanges(database: Database, onChange: (changed: number[] | 'all') => void): Promise<Listener> {
  return listenForStockChanges(database, onChange);
}

/**
 * The public catalogue kept in memory per instance: rebuilt (once, however many ask) after a product
 * changes, and its quantities refreshed after stock changes. Every catalogue read is answered from it;
 * without a working listener it is never more than a second old.
 */
export class CatalogueCache {
  private generation = 0;
  private readonly staleStock = new Set<number>();
  private snapshot: CatalogueSnapshot | null = null;
  private snapshotGeneration = -1;
  private builtAt = 0;
  private building: { generation: number; startedAt: number; promise: Promise<CatalogueSnapshot> } | null = null;
  private refreshing: Promise<void> | null = null;
  private listener: Listener | null = null;
  private stopHearingStock: (() => void) | null = null;

  private constructor(
    private readonly db: DbOrTx,
    private readonly maxAgeMs: number,
  ) {}

  static async open(database: Database): Promise<CatalogueCache> {
    const cache = new CatalogueCache(database.db, database.kind === 'postgres' ? SHARED_MAX_AGE_MS : Number.POSITIVE_INFINITY);
    caches.add(cache);
    cache.stopHearingStock = onStockChange((payload) => cache.heard(payload));
    cache.listener = await database.listen(CATALOGUE_CHANNEL, (payload) => cache.heard(payload));
    return cache;
  }

  /** A change made here or announced by another instance. */
  heard(payload: string): void {
    const changed = stockChangeOf(payload);
    if (changed === 'all') {
      this.generation += 1;
      return;
    }
    for (const productId of changed) this.staleStock.add(productId);
  }

  /** The catalogue as it is now (as far as this instance can know). */
  async current(): Promise<CatalogueSnapshot> {
    const wanted = this.generation;
    const live = this.listener?.live ?? false;
    // Unheard changes are caught by reading again: no snapshot answers more than a second after it was read.
    const fresh = (readAt: number) => live || Date.now() - readAt <= UNHEARD_MAX_AGE_MS;
    if (!this.snapshot || this.snapshotGeneration !== wanted || !fresh(this.builtAt)) {
      if (this.building?.generation === wanted && fresh(this.building.startedAt)) return this.building.promise;
      return this.build(wanted);
    }
    // A refresh already under way may predate a change this reader must see: then one more.
    for (let round = 0; round < 3 && (this.staleStock.size > 0 || this.refreshing); round += 1) await this.refreshStock(this.snapshot);
    // A count that moved a product's default variant asked for a rebuild.
    if (this.generation !== wanted) return this.current();
    if (Date.now() - this.builtAt > this.maxAgeMs && !this.building) void this.build(wanted).catch(() => {});
    return this.snapshot;
  }

  private build(wanted: number): Promise<CatalogueSnapshot> {
    // The new snapshot reads every quantity; stock changes committed after it read them are heard again.
    this.staleStock.clear();
    const startedAt = Date.now();
    const promise = loadCatalogueSnapshot(this.db).then((snapshot) => {
      // A later generation, or the same one read later, replaces what is kept.
      if (wanted > this.snapshotGeneration || (wanted === this.snapshotGeneration && startedAt >= this.builtAt)) {
        this.snapshot = snapshot;
        this.snapshotGeneration = wanted;
        this.builtAt = startedAt;
      }
      return snapshot;
    });
    this.building = { generation: wanted, startedAt, promise };
    const done = () => {
      if (this.building?.promise === promise) this.building = null;
    };
    promise.then(done, done);
    return promise;
  }

  /** One query for the quantities that changed, however many readers wait for it. */
  private refreshStock(snapshot: CatalogueSnapshot): Promise<void> {
    if (!this.refreshing) {
      const ids = [...this.staleStock];
      this.staleStock.clear();
      this.refreshing = loadStock(this.db, ids)
        .then((rows) => {
          // A count that changed a product's default variant changes its price: rebuild.
          if (!snapshot.updateStock(rows)) this.generation += 1;
        })
        .catch((error: unknown) => {
          for (const id of ids) this.staleStock.add(id);
          throw error;
        })
        .finally(() => {
          this.refreshing = null;
        });
    }
    return this.refreshing;
  }

  async close(): Promise<void> {
    caches.delete(this);
    this.stopHearingStock?.();
    await this.listener?.close();
  }
}
