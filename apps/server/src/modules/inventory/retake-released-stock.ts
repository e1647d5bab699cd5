import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { stockReservations } from '../../db/schema/inventory.ts';
import { changeOnHand, recordMovements, type StockMove } from './move-stock.ts';
import { announceStockChange } from './stock-changes.ts';

class Gone extends Error {}

/**
 * A canceled order paid late (its hold had run out): takes its stock again if all of it is still there,
 * sold for good. Answers false, changing nothing, when any of it is gone or a variant was deleted.
 */
export async function retakeReleasedStock({ db, input }: { db: Tx; input: { orderId: number; at?: Date } }): Promise<boolean> {
  const { orderId, at } = input;
  const released = await db
    .select({ variantId: stockReservations.variantId, qty: stockReservations.qty })
    .from(stockReservations)
    .where(and(eq(stockReservations.orderId, orderId), eq(stockReservations.state, 'released')));
  if (released.some((line) => line.variantId === null)) return false;
  try {
    await db.transaction(async (savepoint) => {
      const moves: (StockMove & { onHandAfter: number })[] = [];
      for (const line of released.sort((a, b) => a.variantId! - b.variantId!)) {
        const onHandAfter = await changeOnHand(savepoint, line.variantId!, -line.qty, at);
        if (onHandAfter === null) throw new Gone();
        moves.push({ variantId: line.variantId!, delta: -line.qty, cause: 'order', orderId, at, onHandAfter });
      }
      await recordMovements(savepoint, moves);
      await announceStockChange(savepoint, moves.map((move) => move.variantId));
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
