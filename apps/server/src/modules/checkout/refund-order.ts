import { formatUsd } from '@shop/shared/money';
import type { AdminOrder } from '@shop/shared/orders';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { Conflict, HttpError, NotFound } from '../../errors.ts';
import type { Mailer } from '../email/index.ts';
import { lockOrder, orderRefundInFlight, planRefund, recordOrderRefund, type RefundRequest } from '../orders/index.ts';
import { askForRefund, claimRefund, type PaymentProviders, type ProviderRefund, refundable } from '../payments/index.ts';
import { allowAction } from './allow-action.ts';
import { getAdminOrder } from './get-admin-order.ts';
import { settleRefund } from './settle-refund.ts';

export interface RefundOrderInput {
  orderId: number;
  request: RefundRequest;
  reason: string;
  /** What the admin saw refunded already: anything else means someone refunded meanwhile (409). */
  refundedBeforeCents?: number | undefined;
  now: Date;
}

/**
 * A refund from the admin's order page (and canceling a paid order, which refunds everything and puts
 * the plants back). Three steps, and no lock is held while the provider is asked (decision 020):
 * 1. a short transaction holding the order's row checks the request (nothing else in flight, the admin
 *    saw the refunds as they are, never more than is left of what was paid), and claims a pending refund;
 * 2. the provider is asked with the refund's idempotency key;
 * 3. another short transaction records the answer, applies it to the order and writes the email.
 * A provider that does not answer leaves the refund pending: the minute sweep asks again (same key).
 */
export async function refundOrder({
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
  input: RefundOrderInput;
}): Promise<AdminOrder> {
  const { orderId, request, now } = input;
  const refundId = await db.transaction(async (tx) => {
    const order = await lockOrder({ db: tx, input });
    if (!order) throw new NotFound('Order');
    const money = await refundable({ db: tx, input });
    if (input.refundedBeforeCents !== undefined && input.refundedBeforeCents !== money.refundedCents) {
      throw new Conflict(`This order changed while you were looking at it: ${formatUsd(money.refundedCents)} is refunded now. Look again before refunding more.`);
    }
    // What may happen next is orderActions' answer (decision 066): a refund, or a cancel of a paid order not handed over.
    allowAction(request.kind === 'cancel' ? 'cancel' : 'refund', order, { refundable: money.remainingCents, refundInFlight: (await orderRefundInFlight({ db: tx, input })) !== undefined });
    const plan = await planRefund({ db: tx, input: { order, request } });
    const amountCents = plan.amountCents ?? money.remainingCents;
    if (amountCents <= 0) throw new Conflict(money.paidCents === 0 ? 'Nothing was paid for this order, so there is nothing to refund' : 'Nothing is left to refund on this order');
    const refund = await claimRefund({ db: tx, input: { orderId, amountCents, now } });
    await recordOrderRefund({ db: tx, input: { orderId, refundId: refund.id, kind: plan.kind, amountCents, reason: input.reason, lines: plan.lines } });
    return refund.id;
  });

  let answer: ProviderRefund;
  try {
    answer = await askForRefund({ db, payments, input: { refundId, now } });
  } catch (error) {
    log.error({ err: error, orderId, refundId }, 'the payment provider did not answer a refund; the sweep will ask again');
    throw new HttpError(502, 'The payment provider did not answer. The refund is kept and asked for again within a few minutes; this page shows when it is done.');
  }
  const settled = await settleRefund({ db, config, log, mailer }, { orderId, refundId, answer, now });
  if (settled.status === 'failed') throw new Conflict(`The payment provider refused the refund: ${settled.failure ?? 'no reason given'}`);
  return getAdminOrder({ db, input: { orderId } });
}
