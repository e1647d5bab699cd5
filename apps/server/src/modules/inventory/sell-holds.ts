import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { stockReservations } from '../../db/schema/inventory.ts';

/** The order is paid: its held stock is sold for good (the count does not change: it was taken when held). */
export async function sellHolds({ db, input }: { db: DbOrTx; input: { orderId: number } }): Promise<void> {
  await db
    .update(stockReservations)
    .set({ state: 'final' })
    .where(and(eq(stockReservations.orderId, input.orderId), eq(stockReservations.state, 'held')));
}
