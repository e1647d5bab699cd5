import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { claimSettings } from '../../db/schema/claims.ts';

const ROW = 'shop';
/** The guarantee's days after shipping until the owner sets others (decision 042). */
export const DEFAULT_WINDOW_DAYS = 30;

/** The owner's claim settings: how many days after shipping a claim may be filed. */
export async function readClaimSettings({ db }: { db: DbOrTx }): Promise<{ windowDays: number }> {
  const [row] = await db.select({ windowDays: claimSettings.windowDays }).from(claimSettings).where(eq(claimSettings.id, ROW));
  return { windowDays: row?.windowDays ?? DEFAULT_WINDOW_DAYS };
}

export async function saveClaimSettings({ db, input }: { db: DbOrTx; input: { windowDays: number } }): Promise<{ windowDays: number }> {
  await db
    .insert(claimSettings)
    .values({ id: ROW, windowDays: input.windowDays })
    .onConflictDoUpdate({ target: claimSettings.id, set: { windowDays: input.windowDays } });
  return readClaimSettings({ db });
}
