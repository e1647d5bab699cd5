import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { paymentEvents, paymentSessions } from '../../db/schema/orders.ts';
import { BadRequest, HttpError } from '../../errors.ts';
import { completeOrder } from '../orders/complete-order.ts';
import { releaseOrder } from '../orders/release-order.ts';

type Deps = { db: Db; config: Config; log: FastifyBaseLogger };

async function ourSession(db: Db, checkout: Stripe.Checkout.Session) {
  const [session] = await db.select().from(paymentSessions).where(eq(paymentSessions.providerSessionId, checkout.id));
  return session;
}

async function onPaid({ db, config, log }: Deps, checkout: Stripe.Checkout.Session): Promise<void> {
  if (checkout.payment_status === 'unpaid') return;
  const session = await ourSession(db, checkout);
  if (!session) return void log.warn({ stripeSession: checkout.id }, 'Stripe reported a payment for a session we do not know');
  if (checkout.amount_total !== null && checkout.amount_total !== session.amountCents) {
    return void log.error({ stripeSession: checkout.id, paid: checkout.amount_total, expected: session.amountCents }, 'Stripe amount differs from the order');
  }
  await completeOrder({ db, config, log, input: { orderId: session.orderId, sessionId: session.id, late: true } });
}

/** The session can no longer be paid: when it was the order's last open one, the stock goes back. */
async function onExpired({ db }: Deps, checkout: Stripe.Checkout.Session): Promise<void> {
  const session = await ourSession(db, checkout);
  if (!session) return;
  await db.update(paymentSessions).set({ status: 'expired' }).where(and(eq(paymentSessions.id, session.id), eq(paymentSessions.status, 'open')));
  const [stillOpen] = await db
    .select({ id: paymentSessions.id })
    .from(paymentSessions)
    .where(and(eq(paymentSessions.orderId, session.orderId), eq(paymentSessions.status, 'open')))
    .limit(1);
  if (!stillOpen) await releaseOrder({ db, input: { orderId: session.orderId, sessionStatus: 'expired' } });
}

/**
 * POST /api/payments/stripe/webhook: the signature is checked on the raw body before anything is
 * read; an event id seen before does nothing. If handling fails the id is forgotten, so Stripe's
 * retry is handled again (every step is safe to repeat).
 */
export async function handleStripeEvent({
  db,
  config,
  log,
  input,
}: Deps & { input: { payload: Buffer; signature: string | undefined } }): Promise<{ received: true; duplicate: boolean }> {
  const secret = config.stripe?.webhookSecret;
  if (!secret) throw new HttpError(404, 'Stripe webhooks are not enabled on this shop');
  if (!input.signature) throw new BadRequest('Missing Stripe-Signature header');
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(input.payload, input.signature, secret);
  } catch {
    throw new BadRequest('Invalid Stripe signature');
  }
  const [fresh] = await db.insert(paymentEvents).values({ id: event.id, type: event.type }).onConflictDoNothing().returning({ id: paymentEvents.id });
  if (!fresh) return { received: true, duplicate: true };
  const deps = { db, config, log };
  try {
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
        await onPaid(deps, event.data.object);
        break;
      case 'checkout.session.expired':
        await onExpired(deps, event.data.object);
        break;
      default:
        break;
    }
  } catch (error) {
    await db.delete(paymentEvents).where(eq(paymentEvents.id, event.id));
    throw error;
  }
  return { received: true, duplicate: false };
}
