import { and, eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { stockReservations } from '../../db/schema/inventory.ts';

/** Orders holding stock whose hold ran out before `now` (at most `limit` of them). */
export async function findExpiredHolds({ db, input }: { db: DbOrTx; input: { now: Date; limit: number } }): Promise<number[]> {
  const rows = await db
    .selectDistinct({ orderId: stockReservations.orderId })
    .from(stockReservations)
    .where(and(eq(stockReservations.state, 'held'), lt(stockReservations.expiresAt, input.now)))
    .limit(input.limit);
  return rows.map((row) => row.orderId);
}

/** Whether this order's hold on its stock has run out. */
export async function holdHasLapsed({ db, input }: { db: DbOrTx; input: { orderId: number; now: Date } }): Promise<boolean> {
  const [lapsed] = await db
    .select({ id: stockReservations.id })
    .from(stockReservations)
    .where(and(eq(stockReservations.orderId, input.orderId), eq(stockReservations.state, 'held'), lt(stockReservations.expiresAt, input.now)))
    .limit(1);
  return lapsed !== undefined;
}
