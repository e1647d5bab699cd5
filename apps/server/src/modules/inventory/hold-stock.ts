import type { DbOrTx } from '../../db/client.ts';
import { stockReservations } from '../../db/schema/inventory.ts';
import { OutOfStock } from '../../errors.ts';
import { changeOnHand, recordMovements, type StockMove } from './move-stock.ts';
import { announceStockChange } from './stock-changes.ts';

export interface HeldLine {
  variantId: number;
  qty: number;
  /** Named in the 409 when there is not enough of it. */
  productName: string;
}

/**
 * Takes stock for every line of an unpaid order and holds it for the order until `expiresAt`, with a
 * ledger row per line. Lines go in unit order so concurrent orders never deadlock. Must run inside the
 * caller's transaction: a line without enough stock throws OutOfStock, and the caller's rollback undoes
 * the lines taken before it.
 */
export async function holdStock({ db, input }: { db: DbOrTx; input: { orderId: number; lines: readonly HeldLine[]; expiresAt: Date; at?: Date } }): Promise<void> {
  const { orderId, at } = input;
  const moves: (StockMove & { onHandAfter: number })[] = [];
  for (const line of [...input.lines].sort((a, b) => a.variantId - b.variantId)) {
    const onHandAfter = await changeOnHand(db, line.variantId, -line.qty, at);
    if (onHandAfter === null) throw new OutOfStock(line.productName);
    moves.push({ variantId: line.variantId, delta: -line.qty, cause: 'order', orderId, at, onHandAfter });
  }
  await recordMovements(db, moves);
  await db.insert(stockReservations).values(input.lines.map((line) => ({ orderId, variantId: line.variantId, qty: line.qty, expiresAt: input.expiresAt })));
  await announceStockChange(db, input.lines.map((line) => line.variantId));
}
