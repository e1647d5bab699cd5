import { sql } from 'drizzle-orm';
import type { Database, DbOrTx, Listener } from '../../db/client.ts';

/** The channel every instance listens on for the owner's storefront content changing (decision 049). */
export const STOREFRONT_CHANNEL = 'shop_storefront';

/** Call with the write that changes the storefront content: every instance hears it once it commits. */
export async function announceStorefrontChange(db: DbOrTx): Promise<void> {
  await db.execute(sql`select pg_notify(${STOREFRONT_CHANNEL}, '')`);
}

/**
 * Calls `onChange` once a change of the storefront content has committed, on this instance or another;
 * also when the listener reconnects, as changes may have been missed.
 */
export function listenForStorefrontChanges(database: Database, onChange: () => void): Promise<Listener> {
  return database.listen(STOREFRONT_CHANNEL, () => onChange());
}
