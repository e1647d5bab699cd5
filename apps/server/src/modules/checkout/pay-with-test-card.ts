import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../email/index.ts';
import { getOrderWithLines } from '../orders/index.ts';
import { type CardField, type CardForm, cardFormOf, checkTestCard, findTestSession, type PaymentProviders, type PayPageOrder, type ProviderStatus } from '../payments/index.ts';
import { confirmationUrl } from './confirmation-url.ts';
import { settlePayment } from './settle-payment.ts';

/** A test page session with the order it pays, as the page shows it. */
export interface TestPayment {
  status: ProviderStatus;
  successUrl: string;
  page: PayPageOrder;
}

export type PayOutcome =
  | { kind: 'missing' }
  | { kind: 'paid'; redirect: string }
  | { kind: 'closed'; payment: TestPayment }
  | { kind: 'refused'; status: 400 | 402; payment: TestPayment; message: string; field?: CardField | undefined; values: CardForm };

/** GET /pay/:sessionId: the session of the built-in test page and its order, or null. */
export async function findTestPayment({
  db,
  config,
  payments,
  input,
}: {
  db: Db;
  config: Config;
  payments: PaymentProviders;
  input: { sessionId: string; now: Date };
}): Promise<(TestPayment & { sessionId: string; orderId: number; amountCents: number }) | null> {
  const session = await findTestSession({ db, payments, input });
  if (!session) return null;
  const order = await getOrderWithLines({ db, input: { orderId: session.orderId } });
  return {
    sessionId: session.id,
    orderId: order.id,
    amountCents: session.amountCents,
    status: session.status,
    successUrl: confirmationUrl(config.publicUrl, order.id, 'complete'),
    page: {
      orderId: order.id,
      lines: order.lines,
      subtotalCents: order.subtotalCents,
      discountCents: order.discountCents,
      shippingCents: order.shippingCents,
      shippingName: order.shippingName,
      heatPackCents: order.heatPackCents,
      taxCents: order.taxCents,
      taxState: order.taxState,
      taxRegion: order.taxRegion,
      taxRateMillionths: order.taxRateMillionths,
      finalCents: session.amountCents,
      promoName: order.promoName,
      promoRatePercent: order.promoRatePercent,
      cancelUrl: confirmationUrl(config.publicUrl, order.id, 'canceled'),
    },
  };
}

/** POST /pay/:sessionId: the card is checked; 4242... pays the session's amount and settles the order (once). */
export async function payWithTestCard({
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
  input: { sessionId: string; form: unknown; now: Date };
}): Promise<PayOutcome> {
  const { now } = input;
  const found = await findTestPayment({ db, config, payments, input });
  if (!found) return { kind: 'missing' };
  if (found.status === 'paid') return { kind: 'paid', redirect: found.successUrl };
  if (found.status === 'expired') return { kind: 'closed', payment: found };
  const values = cardFormOf(input.form);
  const check = checkTestCard(values, now);
  if (!check.ok) return { kind: 'refused', status: check.status, payment: found, message: check.message, field: check.field, values };
  const payment = { sessionId: found.sessionId, orderId: found.orderId, amountCents: found.amountCents, currency: 'usd' };
  const { outcome } = await settlePayment({ db, config, log, mailer, input: { orderId: found.orderId, payment, openAt: now, now } });
  if (outcome === 'session-closed') return { kind: 'closed', payment: found };
  return { kind: 'paid', redirect: found.successUrl };
}
