import type { StockSettings } from '@shop/shared/products';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { stockSettings } from '../../db/schema/catalog.ts';

/**
 * The shop's stock settings (decision 040): the default low-stock threshold of every variant without its
 * own. Until the owner saves one it is `fallback`, the LOW_STOCK_THRESHOLD the shop was started with.
 */
export async function readStockSettings({ db, fallback }: { db: DbOrTx; fallback: number }): Promise<StockSettings> {
  const [row] = await db.select({ lowStockThreshold: stockSettings.lowStockThreshold }).from(stockSettings).where(eq(stockSettings.id, 1));
  return { lowStockThreshold: row?.lowStockThreshold ?? fallback };
}

/**
 * PUT /api/admin/stock-settings. A variant already told about stays told while it is at or below the new
 * default; one that the new default puts above is told again when it next falls to it (the minute sweep).
 */
export async function saveStockSettings({ db, input }: { db: DbOrTx; input: StockSettings & { now: Date } }): Promise<StockSettings> {
  const values = { lowStockThreshold: input.lowStockThreshold, updatedAt: input.now };
  await db.insert(stockSettings).values({ id: 1, ...values }).onConflictDoUpdate({ target: stockSettings.id, set: values });
  return { lowStockThreshold: input.lowStockThreshold };
}
