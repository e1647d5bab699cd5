import type { OrderStatus } from '@shop/shared/orders';
import { and, eq, gt, ne } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { orderLines, orders, paymentSessions, stockReservations } from '../../db/schema/orders.ts';
import { NotFound, OutOfStock } from '../../errors.ts';
import { purgeCart } from '../cart/purge-cart.ts';
import { reserveStock } from '../catalog/stock.ts';
import { sendOrderConfirmation } from '../email/send-order-confirmation.ts';

export type CompleteOutcome = 'completed' | 'already-complete' | 'session-closed' | 'unfulfillable';

export interface CompleteInput {
  orderId: number;
  /** The payment session the provider says is paid; absent for a free (fully discounted) order. */
  sessionId?: string;
  /**
   * Stripe's word counts even after we expired the session locally (the money was taken);
   * the test page's session must still be open and unexpired.
   */
  late?: boolean;
}

/** A paid order whose stock was released: take the stock again if it is still there. */
async function retakeStock(tx: Tx, orderId: number): Promise<boolean> {
  const released = await tx
    .select({ productId: stockReservations.productId, qty: stockReservations.qty })
    .from(stockReservations)
    .where(and(eq(stockReservations.orderId, orderId), eq(stockReservations.state, 'released')));
  const names = await tx.select({ productId: orderLines.productId, name: orderLines.productName }).from(orderLines).where(eq(orderLines.orderId, orderId));
  const lines = released.flatMap((r) =>
    r.productId === null ? [] : [{ productId: r.productId, qty: r.qty, productName: names.find((n) => n.productId === r.productId)?.name ?? `product ${r.productId}` }],
  );
  if (lines.length !== released.length) return false;
  try {
    await tx.transaction((savepoint) => reserveStock({ db: savepoint, lines }));
  } catch (error) {
    if (error instanceof OutOfStock) return false;
    throw error;
  }
  await tx
    .update(stockReservations)
    .set({ state: 'final' })
    .where(and(eq(stockReservations.orderId, orderId), eq(stockReservations.state, 'released')));
  return true;
}

/**
 * The one way an order becomes paid, for both providers and the status re-check. In one
 * transaction, holding the order's row: session 'paid', order pending -> complete (so it happens
 * once), reservations 'final', the owner's server cart emptied. Then the confirmation email, once.
 * Paid after the sweep released the stock: completes if the stock can be taken again, else the
 * order stays canceled with a paid session (a refund for the operator) and an error is logged.
 */
export async function completeOrder({
  db,
  config,
  log,
  input,
}: {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  input: CompleteInput;
}): Promise<{ outcome: CompleteOutcome; status: OrderStatus }> {
  const { outcome, order } = await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, input.orderId)).for('update');
    if (!order) throw new NotFound('Order');
    const paid = order.status === 'complete' || order.status === 'shipped';
    if (input.sessionId !== undefined) {
      const payable = input.late
        ? ne(paymentSessions.status, 'paid')
        : and(eq(paymentSessions.status, 'open'), gt(paymentSessions.expiresAt, new Date()));
      const marked = await tx
        .update(paymentSessions)
        .set({ status: 'paid' })
        .where(and(eq(paymentSessions.id, input.sessionId), eq(paymentSessions.orderId, order.id), payable))
        .returning({ id: paymentSessions.id });
      if (!input.late && marked.length === 0) return { outcome: paid ? 'already-complete' : 'session-closed', order } as const;
    }
    if (paid) return { outcome: 'already-complete', order } as const;
    if (order.status === 'canceled' && !(await retakeStock(tx, order.id))) return { outcome: 'unfulfillable', order } as const;
    await tx
      .update(stockReservations)
      .set({ state: 'final' })
      .where(and(eq(stockReservations.orderId, order.id), eq(stockReservations.state, 'held')));
    const [completed] = await tx.update(orders).set({ status: 'complete', paidAt: new Date() }).where(eq(orders.id, order.id)).returning();
    if (order.userId !== null) await purgeCart({ db: tx, userId: order.userId });
    return { outcome: 'completed', order: completed! } as const;
  });

  if (outcome === 'completed') {
    await sendOrderConfirmation({ db, config, log, orderId: order.id });
  } else if (outcome === 'unfulfillable') {
    log.error({ orderId: order.id, sessionId: input.sessionId }, 'order paid after its stock was released and the stock is gone: refund needed');
  }
  return { outcome, status: order.status };
}
