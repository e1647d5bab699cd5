import { and, eq, gte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { stockReservations } from '../../db/schema/inventory.ts';
import { changeOnHand, recordMovements, type StockMove } from './move-stock.ts';
import { announceStockChange } from './stock-changes.ts';

/**
 * An unpaid order that is canceled or ran out gives its held stock back, with a ledger row per unit.
 * `expiredAt` (the sweep): nothing happens if a hold lasts to that time, as a new payment session may
 * have extended it; answers false then, true otherwise. Run in the transaction holding the order's row.
 */
export async function releaseHolds({
  db,
  input,
}: {
  db: DbOrTx;
  input: { orderId: number; cause: 'cancellation' | 'expiry'; expiredAt?: Date | undefined; at?: Date | undefined };
}): Promise<boolean> {
  const { orderId, expiredAt } = input;
  if (expiredAt) {
    const [lasting] = await db
      .select({ id: stockReservations.id })
      .from(stockReservations)
      .where(and(eq(stockReservations.orderId, orderId), eq(stockReservations.state, 'held'), gte(stockReservations.expiresAt, expiredAt)))
      .limit(1);
    if (lasting) return false;
  }
  const released = await db
    .update(stockReservations)
    .set({ state: 'released' })
    .where(and(eq(stockReservations.orderId, orderId), eq(stockReservations.state, 'held')))
    .returning({ variantId: stockReservations.variantId, qty: stockReservations.qty });
  const at = input.at ?? expiredAt;
  const moves: (StockMove & { onHandAfter: number })[] = [];
  for (const line of released.sort((a, b) => (a.variantId ?? 0) - (b.variantId ?? 0))) {
    // A deleted variant simply gets nothing back.
    if (line.variantId === null) continue;
    const onHandAfter = await changeOnHand(db, line.variantId, line.qty, at);
    if (onHandAfter !== null) moves.push({ variantId: line.variantId, delta: line.qty, cause: input.cause, orderId, at, onHandAfter });
  }
  await recordMovements(db, moves);
  await announceStockChange(db, moves.map((move) => move.variantId));
  return true;
}
