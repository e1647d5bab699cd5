import type { OrderStatus } from '@shop/shared/orders';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../email/index.ts';
import { lockOrder } from '../orders/index.ts';
import { closeSessionsAtProvider, markSessionsClosed, type PaymentProviders } from '../payments/index.ts';
import { cancelUnpaidOrder } from './cancel-unpaid-order.ts';
import { settlePayment } from './settle-payment.ts';

export interface EndInput {
  orderId: number;
  /** 'canceled' by the payer, or 'expired' by the sweep (its hold ran out at `now`). */
  reason: 'canceled' | 'expired';
  now: Date;
}

/**
 * Ends an unpaid order and gives its stock back, exactly once. Its payment sessions are closed at the
 * provider first, outside any transaction; if the provider says one was paid meanwhile the order is
 * settled instead. Then, in one short transaction holding the order's row, a still-pending order is
 * canceled and its sessions closed (the sweep skips an order someone else holds, and one whose hold a
 * new session extended).
 */
export async function endUnpaidOrder({
  db,
  config,
  log,
  payments,
  mailer,
  input,
}: {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  payments: PaymentProviders;
  mailer: Mailer;
  input: EndInput;
}): Promise<{ status: OrderStatus; released: boolean }> {
  const paid = await closeSessionsAtProvider({ db, payments, log, input });
  if (paid) {
    const { status } = await settlePayment({ db, config, log, mailer, input: { orderId: input.orderId, payment: paid, now: input.now } });
    return { status, released: false };
  }
  const expiring = input.reason === 'expired';
  return db.transaction(async (tx) => {
    const order = await lockOrder({ db: tx, input: { orderId: input.orderId, skipLocked: expiring } });
    if (order?.status !== 'pending') return { status: order?.status ?? 'canceled', released: false };
    const cause = expiring ? 'expiry' : 'cancellation';
    const released = await cancelUnpaidOrder({ db: tx, input: { orderId: order.id, cause, now: input.now, ...(expiring && { expiredAt: input.now }) } });
    if (!released) return { status: order.status, released: false };
    await markSessionsClosed({ db: tx, input: { orderId: order.id, status: input.reason } });
    return { status: 'canceled' as const, released: true };
  });
}
