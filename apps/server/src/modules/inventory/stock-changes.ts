import { sql } from 'drizzle-orm';
import type { Database, DbOrTx, Listener } from '../../db/client.ts';

/**
 * The channel every instance listens on for the catalogue's changes (decision 008): a stock change
 * notifies 'stock:<ids>', a change of products '' (the catalog module sends those).
 */
export const CATALOGUE_CHANNEL = 'shop_catalogue';
const STOCK = 'stock:';
/** pg_notify takes at most 8000 bytes; a longer list of ids asks for a rebuild instead. */
const MAX_PAYLOAD = 7000;

/** This process's subscribers, told at once so a reader right after a write sees it (read-your-writes). */
const subscribers = new Set<(payload: string) => void>();

/** Hears every stock change made in this process as it is made; answers how to stop. */
export function onStockChange(subscriber: (payload: string) => void): () => void {
  subscribers.add(subscriber);
  return () => subscribers.delete(subscriber);
}

/** The units a notification on the channel names, or 'all' when it names none (a rebuild, or a reconnect). */
export function stockChangeOf(payload: string): number[] | 'all' {
  if (!payload.startsWith(STOCK)) return 'all';
  return payload
    .slice(STOCK.length)
    .split(',')
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0);
}

/** Call inside the transaction that changes these units' stock: every instance hears it once it commits. */
export async function announceStockChange(db: DbOrTx, variantIds: readonly number[]): Promise<void> {
  if (variantIds.length === 0) return;
  const payload = `${STOCK}${[...new Set(variantIds)].join(',')}`;
  for (const subscriber of subscribers) subscriber(payload);
  await db.execute(sql`select pg_notify(${CATALOGUE_CHANNEL}, ${payload.length <= MAX_PAYLOAD ? payload : ''})`);
}

/**
 * Calls `onChange` once a change of products ('all') or of some units' stock (their ids) has committed,
 * on this instance or another; also ('all') when the listener reconnects, as changes may have been missed.
 */
export function listenForStockChanges(database: Database, onChange: (changed: number[] | 'all') => void): Promise<Listener> {
  return database.listen(CATALOGUE_CHANNEL, (payload) => onChange(stockChangeOf(payload)));
}
