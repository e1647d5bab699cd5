import { and, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders, paymentSessions, stockReservations } from '../../db/schema/orders.ts';
import { releaseStock } from '../catalog/stock.ts';

export interface ReleaseInput {
  orderId: number;
  /** What open payment sessions become. */
  sessionStatus: 'canceled' | 'expired';
  /** For the sweep: release only if no held reservation lasts to this time (a checkout may have extended it). */
  expiredAt?: Date;
}

/**
 * An unpaid order gives its stock back, exactly once: its row is locked (a sweeper that finds it
 * locked skips it), only a still-pending order is canceled, and only 'held' reservations are released.
 */
export async function releaseOrder({ db, input }: { db: Db; input: ReleaseInput }): Promise<'released' | 'skipped'> {
  return db.transaction(async (tx) => {
    const locking = tx.select({ status: orders.status }).from(orders).where(eq(orders.id, input.orderId));
    const [order] = await (input.expiredAt ? locking.for('update', { skipLocked: true }) : locking.for('update'));
    if (order?.status !== 'pending') return 'skipped';
    if (input.expiredAt) {
      const [lasting] = await tx
        .select({ id: stockReservations.id })
        .from(stockReservations)
        .where(
          and(
            eq(stockReservations.orderId, input.orderId),
            eq(stockReservations.state, 'held'),
            gte(stockReservations.expiresAt, input.expiredAt),
          ),
        )
        .limit(1);
      if (lasting) return 'skipped';
    }
    await tx
      .update(paymentSessions)
      .set({ status: input.sessionStatus })
      .where(and(eq(paymentSessions.orderId, input.orderId), eq(paymentSessions.status, 'open')));
    const released = await tx
      .update(stockReservations)
      .set({ state: 'released' })
      .where(and(eq(stockReservations.orderId, input.orderId), eq(stockReservations.state, 'held')))
      .returning({ productId: stockReservations.productId, qty: stockReservations.qty });
    await releaseStock({ db: tx, lines: released });
    await tx.update(orders).set({ status: 'canceled' }).where(eq(orders.id, input.orderId));
    return 'released';
  });
}
