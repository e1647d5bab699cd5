import Stripe from 'stripe';
import { BadRequest, HttpError } from '../../errors.ts';
import type { ProviderTax, WebhookEvent, WebhookNews } from './provider-types.ts';

/** The tax Stripe Tax computed for a completed session, and the state it taxed; null when it computed none. */
export function stripeTaxOf(session: Stripe.Checkout.Session): ProviderTax | null {
  if (!session.automatic_tax?.enabled) return null;
  const address = session.collected_information?.shipping_details?.address ?? session.customer_details?.address ?? null;
  return { cents: session.total_details?.amount_tax ?? 0, state: address?.state ?? null };
}

/** A PaymentIntent field: its id, whether Stripe sent the id or the object. */
export function paymentIntentOf(field: string | { id: string } | null | undefined): string | null {
  if (!field) return null;
  return typeof field === 'string' ? field : field.id;
}

/** Events that say a refund was made, changed or failed (in Stripe's dashboard, or by the shop). */
export const REFUND_EVENTS = ['charge.refunded', 'charge.refund.updated', 'refund.created', 'refund.updated', 'refund.failed'];
const PAID_EVENTS = ['checkout.session.completed', 'checkout.session.async_payment_succeeded'];

/** The event, when its signature over the exact bytes Stripe sent is valid, in the shop's words. */
export function parseStripeWebhook(secret: string | undefined, input: { payload: Buffer; signature: string | undefined }): WebhookEvent {
  if (!secret) throw new HttpError(404, 'Stripe webhooks are not enabled on this shop');
  if (!input.signature) throw new BadRequest('Missing Stripe-Signature header');
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(input.payload, input.signature, secret);
  } catch {
    throw new BadRequest('Invalid Stripe signature');
  }
  return { id: event.id, type: event.type, news: newsOf(event) };
}

/** A refund event names the PaymentIntent (a Charge's or a Refund's `payment_intent`); a Checkout event, its session. */
function newsOf(event: Stripe.Event): WebhookNews {
  if (REFUND_EVENTS.includes(event.type)) {
    const object = event.data.object as { payment_intent?: string | { id: string } | null };
    return { kind: 'refunds', providerPaymentId: paymentIntentOf(object.payment_intent) };
  }
  if (!PAID_EVENTS.includes(event.type) && event.type !== 'checkout.session.expired') return { kind: 'ignored' };
  const checkout = event.data.object as Stripe.Checkout.Session;
  if (event.type === 'checkout.session.expired') return { kind: 'expired', providerSessionId: checkout.id };
  if (checkout.payment_status === 'unpaid') return { kind: 'ignored' };
  return {
    kind: 'paid',
    providerSessionId: checkout.id,
    amountCents: checkout.amount_total,
    currency: checkout.currency,
    providerPaymentId: paymentIntentOf(checkout.payment_intent),
    tax: stripeTaxOf(checkout),
  };
}
