import type { OrderSummary } from '@shop/shared/orders';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { orders, paymentSessions } from '../../db/schema/orders.ts';
import { providerOf } from '../payments/provider.ts';
import { cancelOrder } from './cancel-order.ts';
import { completeOrder } from './complete-order.ts';
import { authorizeOrder, type OrderCaller } from './order-access.ts';
import { toOrderSummary } from './order-view.ts';

/** Asks the provider about each open session of a pending order; a paid one completes the order. */
async function syncWithProvider(db: Db, config: Config, log: FastifyBaseLogger, orderId: number): Promise<void> {
  const open = await db
    .select()
    .from(paymentSessions)
    .where(and(eq(paymentSessions.orderId, orderId), eq(paymentSessions.status, 'open')))
    .orderBy(desc(paymentSessions.createdAt));
  for (const session of open) {
    try {
      if ((await providerOf(config, session.provider).fetchStatus(session)) === 'paid') {
        await completeOrder({ db, config, log, input: { orderId, sessionId: session.id, late: true } });
        return;
      }
    } catch (error) {
      log.warn({ err: error, orderId, sessionId: session.id }, 'could not ask the payment provider about a session');
    }
  }
}

/**
 * PUT /api/orders/:id after the payment page. The sent status is never trusted: the provider is
 * asked, and the answer is the order's true status. 'canceled' on an unpaid order cancels it
 * (stock back); 'complete' on an unpaid order leaves it pending.
 */
export async function refreshOrderStatus({
  db,
  config,
  log,
  caller,
  input,
}: {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  caller: OrderCaller;
  input: { orderId: number; status: string | undefined };
}): Promise<OrderSummary> {
  const order = await authorizeOrder({ db, caller, input: { orderId: input.orderId, allowAdmin: true } });
  if (order.status === 'pending') {
    await syncWithProvider(db, config, log, order.id);
    if (input.status === 'canceled') await cancelOrder({ db, config, log, input: { orderId: order.id, reason: 'canceled' } });
  }
  const [now] = await db.select().from(orders).where(eq(orders.id, order.id));
  return toOrderSummary(now!);
}
