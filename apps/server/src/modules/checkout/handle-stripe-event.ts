import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../email/index.ts';
import { lockOrder } from '../orders/index.ts';
import { expireSession, forgetStripeEvent, type PaymentProviders, readWebhookFact, rememberStripeEvent } from '../payments/index.ts';
import { cancelUnpaidOrder } from './cancel-unpaid-order.ts';
import { settlePayment } from './settle-payment.ts';
import { syncProviderRefunds } from './sync-provider-refunds.ts';

type Deps = { db: Db; config: Config; log: FastifyBaseLogger; payments: PaymentProviders; mailer: Mailer };

/** A session can no longer be paid: when it was the order's last open one, the stock goes back. */
async function onExpired({ db }: Deps, fact: { sessionId: string; orderId: number }, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrder({ db: tx, input: { orderId: fact.orderId } });
    const { othersOpen } = await expireSession({ db: tx, input: fact });
    if (order?.status === 'pending' && !othersOpen) await cancelUnpaidOrder({ db: tx, input: { orderId: order.id, cause: 'expiry', now } });
  });
}

/**
 * POST /api/payments/stripe/webhook: the Stripe provider checks the signature on the raw body before
 * anything is read and says what the event is about (decision 037); an event id seen before does nothing.
 * A paid session settles its order (amount checked there); an expired one gives the stock back; a refund
 * event brings the payment's refunds up to date. If handling fails the id is forgotten, so Stripe's retry
 * is handled again (every step is safe to repeat).
 */
export async function handleStripeEvent({
  db,
  config,
  log,
  payments,
  mailer,
  input,
}: Deps & { input: { payload: Buffer; signature: string | undefined; now: Date } }): Promise<{ received: true; duplicate: boolean }> {
  const event = payments.of('stripe').parseWebhook(input);
  if (!(await rememberStripeEvent({ db, input: { id: event.id, type: event.type } }))) return { received: true, duplicate: true };
  try {
    const fact = await readWebhookFact({ db, input: { news: event.news } });
    if (fact.kind === 'paid') await settlePayment({ db, config, log, mailer, input: { orderId: fact.payment.orderId, payment: fact.payment, now: input.now } });
    else if (fact.kind === 'expired') await onExpired({ db, config, log, payments, mailer }, fact, input.now);
    else if (fact.kind === 'refunds') await syncProviderRefunds({ db, config, log, payments, mailer, input: { orderId: fact.orderId, sessionId: fact.sessionId, now: input.now } });
    else if (fact.kind === 'unknown-session') log.warn({ stripeSession: fact.providerSessionId }, 'Stripe reported on a session we do not know');
    else if (fact.kind === 'unknown-payment') log.warn({ paymentIntent: fact.paymentIntent }, 'Stripe reported refunds of a payment we do not know');
  } catch (error) {
    await forgetStripeEvent({ db, input: { id: event.id } });
    throw error;
  }
  return { received: true, duplicate: false };
}
