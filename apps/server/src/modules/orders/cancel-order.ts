import type { OrderStatus } from '@shop/shared/orders';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { orders, paymentSessions } from '../../db/schema/orders.ts';
import { providerOf } from '../payments/provider.ts';
import { completeOrder } from './complete-order.ts';
import { releaseOrder } from './release-order.ts';

export interface CancelInput {
  orderId: number;
  /** 'canceled' by the payer, or 'expired' by the sweep (which passes `now`). */
  reason: 'canceled' | 'expired';
  now?: Date;
}

/**
 * Ends an unpaid order: each open payment session is closed at its provider first, and if the
 * provider says it was paid meanwhile the order completes instead. An unreachable provider does
 * not keep stock held forever: the order is released and a late payment is handled on arrival.
 */
export async function cancelOrder({
  db,
  config,
  log,
  input,
}: {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  input: CancelInput;
}): Promise<{ status: OrderStatus; released: boolean }> {
  const open = await db
    .select()
    .from(paymentSessions)
    .where(and(eq(paymentSessions.orderId, input.orderId), eq(paymentSessions.status, 'open')));
  for (const session of open) {
    let said;
    try {
      said = await providerOf(config, session.provider).expire(session);
    } catch (error) {
      log.warn({ err: error, orderId: input.orderId, sessionId: session.id }, 'could not close the payment session at the provider');
      continue;
    }
    if (said === 'paid') {
      const { status } = await completeOrder({ db, config, log, input: { orderId: input.orderId, sessionId: session.id, late: true } });
      return { status, released: false };
    }
  }
  const result = await releaseOrder({
    db,
    input: { orderId: input.orderId, sessionStatus: input.reason, ...(input.reason === 'expired' && { expiredAt: input.now ?? new Date() }) },
  });
  const [order] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, input.orderId));
  return { status: order?.status ?? 'canceled', released: result === 'released' };
}
