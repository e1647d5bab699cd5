import { isPaid } from '@shop/shared/order-status';
import type { ConfirmedOrder } from '@shop/shared/orders';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../email/index.ts';
import { authorizeOrder, getOrderWithLines, type OrderCaller, orderPickupOf, toOrderSummary, toPlacedLine } from '../orders/index.ts';
import { findPayment, type PaymentProviders } from '../payments/index.ts';
import { endUnpaidOrder } from './end-unpaid-order.ts';
import { orderDatesOf } from './order-dates.ts';
import { settlePayment } from './settle-payment.ts';

/**
 * PUT /api/orders/:id after the payment page. The sent status is never trusted: the provider is asked,
 * and the answer is the order's true status. 'canceled' on an unpaid order cancels it (stock back);
 * 'complete' on an unpaid order leaves it pending. The lines come along, so the thanks can say what was
 * bought, in which size (decision 032), and when it ships or why it waits.
 */
export async function refreshOrderStatus({
  db,
  config,
  log,
  payments,
  mailer,
  caller,
  input,
}: {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  payments: PaymentProviders;
  mailer: Mailer;
  caller: OrderCaller;
  input: { orderId: number; status: string | undefined; now: Date };
}): Promise<ConfirmedOrder> {
  const { now } = input;
  const order = await authorizeOrder({ db, caller, input: { orderId: input.orderId, allowAdmin: true } });
  if (order.status === 'pending') {
    const payment = await findPayment({ db, payments, log, input: { orderId: order.id } });
    if (payment) await settlePayment({ db, config, log, mailer, input: { orderId: order.id, payment, now } });
    else if (input.status === 'canceled') await endUnpaidOrder({ db, config, log, payments, mailer, input: { orderId: order.id, reason: 'canceled', now } });
  }
  const { lines, ...row } = await getOrderWithLines({ db, input: { orderId: order.id } });
  const pickup = await orderPickupOf({ db, order: row });
  return { ...toOrderSummary(row), lines: lines.map(toPlacedLine), dates: isPaid(row.status) && !pickup ? await orderDatesOf({ db, order: row }) : null, pickup };
}
