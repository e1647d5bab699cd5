import { and, eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { stockReservations } from '../../db/schema/inventory.ts';

/** The order's held stock stays held at least until `until` (a new payment session runs that long). */
export async function extendHold({ db, input }: { db: DbOrTx; input: { orderId: number; until: Date } }): Promise<void> {
  await db
    .update(stockReservations)
    .set({ expiresAt: input.until })
    .where(and(eq(stockReservations.orderId, input.orderId), eq(stockReservations.state, 'held'), lt(stockReservations.expiresAt, input.until)));
}
