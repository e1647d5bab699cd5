import type { DbOrTx } from '../../db/client.ts';
import { changeOnHand, recordMovements, type StockMove } from './move-stock.ts';
import { announceStockChange } from './stock-changes.ts';

/** Sold plants go back on sale (a refund that restocks them), with a ledger row per unit; a deleted variant gets nothing. */
export async function restock({
  db,
  input,
}: {
  db: DbOrTx;
  input: { orderId: number; lines: readonly { variantId: number | null; qty: number }[]; at?: Date | undefined };
}): Promise<void> {
  const { orderId, at } = input;
  const moves: (StockMove & { onHandAfter: number })[] = [];
  for (const line of [...input.lines].sort((a, b) => (a.variantId ?? 0) - (b.variantId ?? 0))) {
    if (line.variantId === null || line.qty <= 0) continue;
    const onHandAfter = await changeOnHand(db, line.variantId, line.qty, at);
    if (onHandAfter !== null) moves.push({ variantId: line.variantId, delta: line.qty, cause: 'refund', orderId, at, onHandAfter });
  }
  await recordMovements(db, moves);
  await announceStockChange(db, moves.map((move) => move.variantId));
}
