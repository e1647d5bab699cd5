import type { DbOrTx } from '../../db/client.ts';
import { stockReservations } from '../../db/schema/inventory.ts';
import { OutOfStock } from '../../errors.ts';
import { changeOnHand, recordMovements, type StockMove } from './move-stock.ts';
import { announceStockChange } from './stock-changes.ts';

export interface HeldLine {
  productId: number;
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
  for (const line of [...input.lines].sort((a, b) => a.productId - b.productId)) {
    const onHandAfter = await changeOnHand(db, line.productId, -line.qty, at);
    if (onHandAfter === null) throw new OutOfStock(line.productName);
    moves.push({ productId: line.productId, delta: -line.qty, cause: 'order', orderId, at, onHandAfter });
  }
  await recordMovements(db, moves);
  await db.insert(stockReservations).values(input.lines.map((line) => ({ orderId, productId: line.productId, qty: line.qty, expiresAt: input.expiresAt })));
  await announceStockChange(db, input.lines.map((line) => line.productId));
}
