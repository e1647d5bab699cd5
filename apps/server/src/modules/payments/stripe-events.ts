import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { paymentEvents, paymentSessions } from '../../db/schema/payments.ts';
import { BadRequest, HttpError } from '../../errors.ts';
import type { Payment, ProviderTax } from './provider-types.ts';

/** A PaymentIntent field: its id, whether Stripe sent the id or the object. */
/** The tax Stripe Tax computed for a completed session, and the state it taxed; null when it computed none. */
export function stripeTaxOf(session: Stripe.Checkout.Session): ProviderTax | null {
  if (!session.automatic_tax?.enabled) return null;
  const address = session.collected_information?.shipping_details?.address ?? session.customer_details?.address ?? null;
  return { cents: session.total_details?.amount_tax ?? 0, state: address?.state ?? null };
}

export function paymentIntentOf(field: string | { id: string } | null | undefined): string | null {
  if (!field) return null;
  return typeof field === 'string' ? field : field.id;
}

/** Events that say a refund was made, changed or failed (in Stripe's dashboard, or by the shop). */
export const REFUND_EVENTS = ['charge.refunded', 'charge.refund.updated', 'refund.created', 'refund.updated', 'refund.failed'];

/** What a Stripe event says, in the shop's words. */
export type StripeFact =
  | { kind: 'paid'; payment: Payment }
  /** Something changed about the refunds of this session's payment: ask Stripe what they are now. */
  | { kind: 'refunds'; sessionId: string; orderId: number }
  /** About a payment the shop does not know (another app on the same account, or paid before the shop kept payment ids). */
  | { kind: 'unknown-payment'; paymentIntent: string | null }
  | { kind: 'expired'; sessionId: string; orderId: number }
  /** About a Checkout Session the shop never made (another app on the same account). */
  | { kind: 'unknown-session'; stripeSessionId: string }
  | { kind: 'ignored' };

/** The event, when its signature over the exact bytes Stripe sent is valid. */
export function verifyStripeEvent({ config, input }: { config: Config; input: { payload: Buffer; signature: string | undefined } }): Stripe.Event {
  const secret = config.stripe?.webhookSecret;
  if (!secret) throw new HttpError(404, 'Stripe webhooks are not enabled on this shop');
  if (!input.signature) throw new BadRequest('Missing Stripe-Signature header');
  try {
    return Stripe.webhooks.constructEvent(input.payload, input.signature, secret);
  } catch {
    throw new BadRequest('Invalid Stripe signature');
  }
}

/** Remembers the event id; false when it was handled before (Stripe retries and replays). */
export async function rememberStripeEvent({ db, input }: { db: DbOrTx; input: { id: string; type: string } }): Promise<boolean> {
  const [fresh] = await db.insert(paymentEvents).values(input).onConflictDoNothing().returning({ id: paymentEvents.id });
  return fresh !== undefined;
}

/** Handling failed: forgetting the id lets Stripe's retry be handled again (every step is safe to repeat). */
export async function forgetStripeEvent({ db, input }: { db: DbOrTx; input: { id: string } }): Promise<void> {
  await db.delete(paymentEvents).where(eq(paymentEvents.id, input.id));
}

/** The fact an event carries about one of our sessions. */
export async function readStripeFact({ db, input }: { db: DbOrTx; input: { event: Stripe.Event } }): Promise<StripeFact> {
  const { event } = input;
  if (REFUND_EVENTS.includes(event.type)) return refundFact(db, event);
  const paidTypes = ['checkout.session.completed', 'checkout.session.async_payment_succeeded'];
  if (!paidTypes.includes(event.type) && event.type !== 'checkout.session.expired') return { kind: 'ignored' };
  const checkout = event.data.object as Stripe.Checkout.Session;
  if (paidTypes.includes(event.type) && checkout.payment_status === 'unpaid') return { kind: 'ignored' };
  const [session] = await db
    .select({ id: paymentSessions.id, orderId: paymentSessions.orderId })
    .from(paymentSessions)
    .where(eq(paymentSessions.providerSessionId, checkout.id));
  if (!session) return { kind: 'unknown-session', stripeSessionId: checkout.id };
  if (event.type === 'checkout.session.expired') return { kind: 'expired', sessionId: session.id, orderId: session.orderId };
  return {
    kind: 'paid',
    payment: { sessionId: session.id, orderId: session.orderId, amountCents: checkout.amount_total, currency: checkout.currency, providerPaymentId: paymentIntentOf(checkout.payment_intent), tax: stripeTaxOf(checkout) },
  };
}

/** A refund event names the PaymentIntent (a Charge's or a Refund's `payment_intent`); that leads to our session. */
async function refundFact(db: DbOrTx, event: Stripe.Event): Promise<StripeFact> {
  const object = event.data.object as { payment_intent?: string | { id: string } | null };
  const paymentIntent = paymentIntentOf(object.payment_intent);
  if (!paymentIntent) return { kind: 'unknown-payment', paymentIntent };
  const [session] = await db
    .select({ id: paymentSessions.id, orderId: paymentSessions.orderId })
    .from(paymentSessions)
    .where(eq(paymentSessions.providerPaymentId, paymentIntent));
  return session ? { kind: 'refunds', sessionId: session.id, orderId: session.orderId } : { kind: 'unknown-payment', paymentIntent };
}
