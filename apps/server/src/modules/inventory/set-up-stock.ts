import type { DbOrTx } from '../../db/client.ts';
import { stockLevels } from '../../db/schema/inventory.ts';
import { recordMovements } from './move-stock.ts';
import { announceStockChange } from './stock-changes.ts';

interface FirstCount {
  variantId: number;
  qty: number;
  actorId?: number | null;
  at?: Date;
  /** 'import' for a variant a product CSV brought in (decision 040); 'initial' otherwise. */
  cause?: 'initial' | 'import';
}

/** New variants' first counts, and the ledger's first rows for them. Run in the transaction that makes them. */
export async function setUpStocks({ db, input }: { db: DbOrTx; input: readonly FirstCount[] }): Promise<void> {
  if (input.length === 0) return;
  await db.insert(stockLevels).values(input.map((first) => ({ variantId: first.variantId, onHand: first.qty, ...(first.at && { updatedAt: first.at }) })));
  // A zero first count says nothing changed: the ledger takes it only as the unit's 'initial' row.
  const causeOf = (first: FirstCount) => (first.qty === 0 ? 'initial' : (first.cause ?? 'initial'));
  await recordMovements(db, input.map((first) => ({ variantId: first.variantId, delta: first.qty, onHandAfter: first.qty, cause: causeOf(first), actorId: first.actorId ?? null, at: first.at })));
  await announceStockChange(db, input.map((first) => first.variantId));
}

/** A new variant's first count. */
export async function setUpStock({ db, input }: { db: DbOrTx; input: FirstCount }): Promise<void> {
  await setUpStocks({ db, input: [input] });
}
