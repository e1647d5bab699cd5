import { and, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type StockCause, stockLevels, stockMovements } from '../../db/schema/inventory.ts';

export interface StockMove {
  variantId: number;
  delta: number;
  cause: StockCause;
  orderId?: number | null;
  actorId?: number | null;
  reason?: string | null;
  note?: string | null;
  at?: Date | undefined;
}

/**
 * The one write of a unit's count: adds `delta` with a conditional update, so the count never goes below
 * zero however many orders race. Answers the count after it, or null when the unit is gone or has too
 * little (nothing changed). Its ledger row is written by `recordMovements`, in the same transaction.
 */
export async function changeOnHand(db: DbOrTx, variantId: number, delta: number, at?: Date): Promise<number | null> {
  const [level] = await db
    .update(stockLevels)
    .set({ onHand: sql`${stockLevels.onHand} + ${delta}`, updatedAt: at ?? sql`now()` })
    .where(and(eq(stockLevels.variantId, variantId), gte(stockLevels.onHand, -delta)))
    .returning({ onHand: stockLevels.onHand });
  return level?.onHand ?? null;
}

/** The ledger rows of changes already made, one insert for all of them. */
export async function recordMovements(db: DbOrTx, moves: readonly (StockMove & { onHandAfter: number })[]): Promise<void> {
  if (moves.length === 0) return;
  await db.insert(stockMovements).values(
    moves.map((move) => ({
      variantId: move.variantId,
      delta: move.delta,
      onHandAfter: move.onHandAfter,
      cause: move.cause,
      orderId: move.orderId ?? null,
      actorId: move.actorId ?? null,
      reason: move.reason ?? null,
      note: move.note ?? null,
      ...(move.at && { createdAt: move.at }),
    })),
  );
}

/** Changes one unit's count and writes its ledger row; answers the count after, or null (nothing changed). */
export async function moveStock(db: DbOrTx, move: StockMove): Promise<number | null> {
  const onHandAfter = await changeOnHand(db, move.variantId, move.delta, move.at);
  if (onHandAfter !== null) await recordMovements(db, [{ ...move, onHandAfter }]);
  return onHandAfter;
}
