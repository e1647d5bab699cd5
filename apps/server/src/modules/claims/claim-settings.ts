import { eq, sql } from 'drizzle-orm';
import type { Database, Db, DbOrTx, Listener } from '../../db/client.ts';
import { claimSettings } from '../../db/schema/claims.ts';

const ROW = 'shop';
/** The guarantee's days after shipping until the owner sets others (decision 042). */
export const DEFAULT_WINDOW_DAYS = 30;
/** Every instance hears a change of the window: the product pages' return policy says it (decision 052). */
const CLAIM_SETTINGS_CHANNEL = 'shop_claim_settings';

/** The owner's claim settings: how many days after shipping a claim may be filed. */
export async function readClaimSettings({ db }: { db: DbOrTx }): Promise<{ windowDays: number }> {
  const [row] = await db.select({ windowDays: claimSettings.windowDays }).from(claimSettings).where(eq(claimSettings.id, ROW));
  return { windowDays: row?.windowDays ?? DEFAULT_WINDOW_DAYS };
}

export async function saveClaimSettings({ db, input }: { db: Db; input: { windowDays: number } }): Promise<{ windowDays: number }> {
  await db.transaction(async (tx) => {
    await tx
      .insert(claimSettings)
      .values({ id: ROW, windowDays: input.windowDays })
      .onConflictDoUpdate({ target: claimSettings.id, set: { windowDays: input.windowDays } });
    await tx.execute(sql`select pg_notify(${CLAIM_SETTINGS_CHANNEL}, '')`);
  });
  return readClaimSettings({ db });
}

/** Calls `onChange` once a change of the claim window has committed, on this instance or another (and on reconnecting). */
export function listenForClaimSettingsChanges(database: Database, onChange: () => void): Promise<Listener> {
  return database.listen(CLAIM_SETTINGS_CHANNEL, () => onChange());
}
