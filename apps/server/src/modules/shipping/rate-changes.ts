import { sql } from 'drizzle-orm';
import type { Database, DbOrTx, Listener } from '../../db/client.ts';

/** The channel every instance listens on for the shipping rates changing (decision 049). */
const RATES_CHANNEL = 'shop_shipping_rates';

/** Call with the write that changes a rate: every instance hears it once it commits. */
export async function announceRateChange(db: DbOrTx): Promise<void> {
  await db.execute(sql`select pg_notify(${RATES_CHANNEL}, '')`);
}

/**
 * Calls `onChange` once a change of the shipping rates has committed, on this instance or another (the
 * storefront's pages show what they offer); also when the listener reconnects, as changes may have been missed.
 */
export function listenForRateChanges(database: Database, onChange: () => void): Promise<Listener> {
  return database.listen(RATES_CHANNEL, () => onChange());
}
