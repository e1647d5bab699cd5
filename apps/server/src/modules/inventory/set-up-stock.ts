import type { DbOrTx } from '../../db/client.ts';
import { stockLevels } from '../../db/schema/inventory.ts';
import { recordMovements } from './move-stock.ts';
import { announceStockChange } from './stock-changes.ts';

/** A new unit's first count, and the ledger's first row for it. Run in the transaction that makes the product. */
export async function setUpStock({ db, input }: { db: DbOrTx; input: { productId: number; qty: number; actorId?: number | null; at?: Date } }): Promise<void> {
  await db.insert(stockLevels).values({ productId: input.productId, onHand: input.qty, ...(input.at && { updatedAt: input.at }) });
  await recordMovements(db, [{ productId: input.productId, delta: input.qty, onHandAfter: input.qty, cause: 'initial', actorId: input.actorId ?? null, at: input.at }]);
  await announceStockChange(db, [input.productId]);
}
