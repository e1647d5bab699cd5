import { formatUsd } from '@shop/shared/money';
import { isPaid, type OrderStatus } from '@shop/shared/order-status';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { Conflict, NotFound } from '../../errors.ts';
import { purgeCart } from '../cart/index.ts';
import { deliverEmail, type Mailer } from '../email/index.ts';
import { retakeReleasedStock, sellHolds } from '../inventory/index.ts';
import { queueOwnerOrderEmail, queueRefundDueEmail } from '../notifications/index.ts';
import { lockOrder, markOrderPaid, notePaymentProblem, recordProviderTax } from '../orders/index.ts';
import { type Payment, recordPayment } from '../payments/index.ts';
import { useRedemption } from '../promos/index.ts';
import { cancelUnpaidOrder } from './cancel-unpaid-order.ts';
import { queueOrderConfirmation } from './queue-order-confirmation.ts';

export type Settled =
  /** The order is paid now: stock sold, cart emptied, confirmation on its way. */
  | 'paid'
  /** This payment (or another one) had already paid the order. */
  | 'already-paid'
  /** The test page's session was no longer payable: nothing was taken. */
  | 'session-closed'
  /** Paid after its hold ran out and the plants sold meanwhile: canceled, a refund is due. */
  | 'unfulfillable'
  /** The amount or currency does not match the order: not completed, left for the owner to review. */
  | 'review';

export interface SettleInput {
  orderId: number;
  /** What the provider says was paid; null for an order with nothing to pay (a 100% promo). */
  payment: Payment | null;
  /** The test card pays only a session open at this time; a provider's word counts at any time. */
  openAt?: Date;
  now: Date;
}

/**
 * The one way an order becomes paid: the Stripe webhook, the test card, the status check and the sweep all
 * end here. In one transaction holding the order's row: the payment is recorded on its session; its
 * amount and currency are compared with the order; a pending order becomes complete (a canceled one only
 * if its stock can be taken again); the shopper's server cart is emptied, and the confirmation and the
 * shop owner's email (decision 051) are written to the outbox. After the commit the emails are sent.
 */
export async function settlePayment({
  db,
  config,
  log,
  mailer,
  input,
}: {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  mailer: Mailer;
  input: SettleInput;
}): Promise<{ outcome: Settled; status: OrderStatus }> {
  const { payment, now } = input;
  const settled = await db.transaction(async (tx) => {
    let order = await lockOrder({ db: tx, input: { orderId: input.orderId } });
    if (!order) throw new NotFound('Order');
    let paidCents = 0;
    let currency = 'usd';
    if (payment) {
      const recorded = await recordPayment({ db: tx, input: { payment, ...(input.openAt && { openAt: input.openAt }) } });
      if (recorded.outcome === 'unknown-session') throw new NotFound('Payment session');
      if (recorded.outcome === 'session-closed') return { outcome: isPaid(order.status) ? 'already-paid' : 'session-closed', order } as const;
      if (recorded.outcome === 'already-recorded') return { outcome: 'already-paid', order } as const;
      paidCents = payment.amountCents ?? recorded.expectedCents;
      currency = (payment.currency ?? 'usd').toLowerCase();
    } else if (order.finalCents !== 0) {
      throw new Conflict('This order has something to pay');
    }
    if (isPaid(order.status)) {
      // Another session of this order was paid too: the shopper paid twice.
      const reviewReason = `A second payment of ${formatUsd(paidCents)} ${currency.toUpperCase()} arrived for this paid order`;
      await notePaymentProblem({ db: tx, input: { orderId: order.id, reviewReason } });
      return { outcome: 'already-paid', order, reviewReason } as const;
    }

    // Stripe Tax computed the tax as the shopper paid (decision 034): the order's total includes it from now on.
    if (order.taxSource === 'stripe' && payment?.tax) {
      order = await recordProviderTax({ db: tx, input: { order, taxCents: payment.tax.cents, state: payment.tax.state } });
    }
    if (paidCents !== order.finalCents || currency !== 'usd') {
      const reviewReason = `Paid ${formatUsd(paidCents)} ${currency.toUpperCase()} for an order of ${formatUsd(order.finalCents)} USD`;
      if (order.status === 'pending') await cancelUnpaidOrder({ db: tx, input: { orderId: order.id, cause: 'cancellation', now } });
      await notePaymentProblem({ db: tx, input: { orderId: order.id, paidCents, reviewReason } });
      return { outcome: 'review', order: { ...order, status: 'canceled' } } as const;
    }
    if (order.status === 'canceled' && !(await retakeReleasedStock({ db: tx, input: { orderId: order.id, at: now } }))) {
      await notePaymentProblem({ db: tx, input: { orderId: order.id, paidCents } });
      const ownerEmailIds = await queueRefundDueEmail({ db: tx, config, input: { orderId: order.id, paidCents, paymentKey: payment?.sessionId ?? 'free' } });
      return { outcome: 'unfulfillable', order, ownerEmailIds } as const;
    }
    await sellHolds({ db: tx, input: { orderId: order.id } });
    await useRedemption({ db: tx, input: { orderId: order.id } });
    const completed = await markOrderPaid({ db: tx, input: { orderId: order.id, paidCents, now } });
    if (order.userId !== null) await purgeCart({ db: tx, userId: order.userId });
    const emailId = await queueOrderConfirmation({ db: tx, config, input: { orderId: order.id } });
    const ownerEmailIds = await queueOwnerOrderEmail({ db: tx, config, input: { orderId: order.id } });
    return { outcome: 'paid', order: completed, emailId, ownerEmailIds } as const;
  });

  const context = { orderId: input.orderId, sessionId: payment?.sessionId };
  if (settled.outcome === 'paid' && settled.emailId !== null) await deliverEmail({ db, mailer, log }, { id: settled.emailId });
  // The owner's emails (decision 051) after the customer's, side by side so the payer waits for one send at most; a failure is left to the sweep.
  await Promise.all((('ownerEmailIds' in settled && settled.ownerEmailIds) || []).map((id) => deliverEmail({ db, mailer, log }, { id })));
  if (settled.outcome === 'unfulfillable') log.error(context, 'order paid after its stock was released and the stock is gone: refund needed');
  if ('reviewReason' in settled) log.error({ ...context, reason: settled.reviewReason }, 'an order was paid twice: left for review');
  if (settled.outcome === 'review') log.error({ ...context, paid: payment?.amountCents, currency: payment?.currency }, 'payment does not match its order: left for review');
  return { outcome: settled.outcome, status: settled.order.status };
}
