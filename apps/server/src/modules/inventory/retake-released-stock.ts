import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { stockReservations } from '../../db/schema/inventory.ts';
import { changeOnHand, recordMovements, type StockMove } from './move-stock.ts';
import { announceStockChange } from './stock-changes.ts';

class Gone extends Error {}

/**
 * A canceled order paid late (its hold had run out): takes its stock again if all of it is still there,
 * sold for good. Answers false, changing nothing, when any of it is gone or a product was deleted.
 */
export async function retakeReleasedStock({ db, input }: { db: Tx; input: { orderId: number; at?: Date } }): Promise<boolean> {
  const { orderId, at } = input;
  const released = await db
    .select({ productId: stockReservations.productId, qty: stockReservations.qty })
    .from(stockReservations)
    .where(and(eq(stockReservations.orderId, orderId), eq(stockReservations.state, 'released')));
  if (released.some((line) => line.productId === null)) return false;
  try {
    await db.transaction(async (savepoint) => {
      const moves: (StockMove & { onHandAfter: number })[] = [];
      for (const line of released.sort((a, b) => a.productId! - b.productId!)) {
        const onHandAfter = await changeOnHand(savepoint, line.productId!, -line.qty, at);
        if (onHandAfter === null) throw new Gone();
        moves.push({ productId: line.productId!, delta: -line.qty, cause: 'order', orderId, at, onHandAfter });
      }
      await recordMovements(savepoint, moves);
      await announceStockChange(savepoint, moves.map((move) => move.productId));
    });
  } catch (error) {
    if (error instanceof Gone) return false;
    throw error;
  }
  await db
    .update(stockReservations)
    .set({ state: 'final' })
    .where(and(eq(stockReservations.orderId, orderId), eq(stockReservations.state, 'released')));
  return true;
}
