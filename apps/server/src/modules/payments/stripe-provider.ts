import { formatUsd } from '@shop/shared/money';
import { lineName } from '@shop/shared/products';
import { HEAT_PACK_LABEL, taxLabel } from '@shop/shared/order-totals';
import { ratePercentOf } from '@shop/shared/pricing-quote';
import Stripe from 'stripe';
import type { Config } from '../../config.ts';
import { BadRequest, HttpError } from '../../errors.ts';
import type { PaymentProvider, PaymentSessionRow, ProviderAnswer, ProviderRefund, RefundStatus, SessionRequest } from './provider-types.ts';
import { parseStripeWebhook, paymentIntentOf, stripeTaxOf } from './stripe-webhook.ts';

/** Stripe wants expires_at at least 30 minutes ahead when the request arrives; a minute of margin. */
export const STRIPE_SESSION_MS = 31 * 60 * 1000;
/** Stripe's smallest card charge in USD. */
const STRIPE_MIN_CENTS = 50;
/**
 * A short wait and one retry (the SDK resends with the same idempotency key): about 10 s at worst, and
 * no database transaction or lock is ever held meanwhile (decision 013).
 */
const STRIPE_TIMEOUT_MS = 5_000;
const STRIPE_RETRIES = 1;

function client(config: Config): Stripe {
  if (!config.stripe) throw new HttpError(502, 'Stripe is not configured on this shop');
  const api = config.stripe.apiUrl ? new URL(config.stripe.apiUrl) : undefined;
  return new Stripe(config.stripe.secretKey, {
    maxNetworkRetries: STRIPE_RETRIES,
    timeout: STRIPE_TIMEOUT_MS,
    telemetry: false,
    appInfo: { name: 'houseplant-shop' },
    ...(api && {
      host: api.hostname,
      port: api.port || (api.protocol === 'https:' ? 443 : 80),
      protocol: api.protocol === 'https:' ? 'https' : 'http',
    }),
  });
}

/** Stripe refusing our request is reported to the caller; Stripe being unreachable is a 502. */
function providerError(error: unknown): Error {
  if (error instanceof Stripe.errors.StripeInvalidRequestError) {
    return new BadRequest(`The payment provider refused this order: ${error.message}`);
  }
  return new HttpError(502, 'The payment provider is not answering; please try again in a moment');
}

/** A Checkout Session as our providers describe it: paid (with what Stripe took), open or over. */
function answerOf(session: Stripe.Checkout.Session): ProviderAnswer {
  if (session.status === 'complete' && session.payment_status !== 'unpaid') {
    return { status: 'paid', amountCents: session.amount_total, currency: session.currency, providerPaymentId: paymentIntentOf(session.payment_intent), tax: stripeTaxOf(session) };
  }
  return { status: session.status === 'expired' ? 'expired' : 'open', amountCents: null, currency: null };
}

/** Stripe Tax's product tax codes: tangible goods (a plant, a planter), and shipping. */
export const TAX_CODE_GOODS = 'txcd_99999999';
export const TAX_CODE_SHIPPING = 'txcd_92010001';

const usd = (unit_amount: number, name: string, description?: string) => ({
  currency: 'usd',
  unit_amount,
  product_data: { name, ...(description && { description }) },
});

/**
 * Line items from the server's prices, and the sales tax the shop computed as a line of its own
 * (decision 034), so Stripe charges exactly our total with the shipping option. With a promo, the plants
 * are one line of their discounted amount (its description lists them and the discount).
 */
function lineItems(request: SessionRequest): Stripe.Checkout.SessionCreateParams.LineItem[] {
  const { order } = request;
  if (order.taxSource === 'stripe') {
    // Stripe Tax adds the tax on top of each line, from its tax code.
    return [...goodsItems(request), ...heatPackItems(request)].map((item) => ({
      ...item,
      price_data: { ...item.price_data!, tax_behavior: 'exclusive', product_data: { ...item.price_data!.product_data!, tax_code: TAX_CODE_GOODS } },
    }));
  }
  if (order.taxCents === 0) return [...goodsItems(request), ...heatPackItems(request)];
  const label = taxLabel(order.taxState, order.taxRateMillionths === null ? null : ratePercentOf(order.taxRateMillionths), order.taxRegion);
  return [...goodsItems(request), ...heatPackItems(request), { price_data: usd(order.taxCents, label), quantity: 1 }];
}

/** The order's shipping as Stripe's shipping option: its name, amount and delivery estimate in business days. */
function shippingOptions({ order }: SessionRequest): Stripe.Checkout.SessionCreateParams.ShippingOption[] | undefined {
  if (order.shippingName === null) return undefined;
  const estimate = order.shippingMinDays !== null && order.shippingMaxDays !== null && {
    delivery_estimate: {
      minimum: { unit: 'business_day' as const, value: Math.max(1, order.shippingMinDays) },
      maximum: { unit: 'business_day' as const, value: Math.max(1, order.shippingMaxDays) },
    },
  };
  const taxed = order.taxSource === 'stripe' && { tax_behavior: 'exclusive' as const, tax_code: TAX_CODE_SHIPPING };
  return [{ shipping_rate_data: { type: 'fixed_amount', display_name: order.shippingName, fixed_amount: { amount: order.shippingCents, currency: 'usd' }, ...estimate, ...taxed } }];
}

/** The heat pack the weather called for (decision 044), a line of its own so Stripe's total is ours. */
function heatPackItems({ order }: SessionRequest): Stripe.Checkout.SessionCreateParams.LineItem[] {
  return (order.heatPackCents ?? 0) > 0 ? [{ price_data: usd(order.heatPackCents!, HEAT_PACK_LABEL, 'A 72-hour heat pack packed with your plants'), quantity: 1 }] : [];
}

function goodsItems({ order }: SessionRequest): Stripe.Checkout.SessionCreateParams.LineItem[] {
  if (order.discountCents === 0) {
    // Each line names its size or planter, shows its picture and carries its SKU (decision 032).
    return order.lines.map((line) => {
      const priced = usd(line.unitPriceCents, lineName(line.productName, line.variantTitle));
      const product_data = { ...priced.product_data, ...(line.imageUrl && { images: [line.imageUrl] }), ...(line.sku && { metadata: { sku: line.sku } }) };
      return { price_data: { ...priced, product_data }, quantity: line.qty };
    });
  }
  const plants = order.lines.map((line) => `${line.qty} x ${lineName(line.productName, line.variantTitle)}`).join(', ');
  const promo = `${order.promoRatePercent}% off with ${order.promoName ?? 'a promo'} (-${formatUsd(order.discountCents)})`;
  const description = `${plants}; ${promo}`.slice(0, 500);
  const goodsCents = order.subtotalCents - order.discountCents;
  return [{ price_data: usd(goodsCents, `${order.shopName} order #${order.id}`, description), quantity: 1 }];
}

const REFUND_STATUS: Record<string, RefundStatus> = { succeeded: 'succeeded', failed: 'failed', canceled: 'failed', pending: 'pending', requires_action: 'pending' };

function refundOf(refund: Stripe.Refund): ProviderRefund {
  const ours = Number(refund.metadata?.refundId);
  return {
    providerRefundId: refund.id,
    amountCents: refund.amount,
    status: REFUND_STATUS[refund.status ?? 'pending'] ?? 'pending',
    failure: refund.failure_reason ?? null,
    refundId: Number.isInteger(ours) && ours > 0 ? ours : null,
  };
}

/** A session Stripe never made (its creation failed) can never be paid. */
const NO_SESSION: ProviderAnswer = { status: 'expired', amountCents: null, currency: null };

export function stripeProvider(config: Config): PaymentProvider {
  let stripe: Stripe | undefined;
  const api = () => (stripe ??= client(config));

  async function retrieve(providerSessionId: string): Promise<ProviderAnswer> {
    try {
      return answerOf(await api().checkout.sessions.retrieve(providerSessionId));
    } catch (error) {
      throw providerError(error);
    }
  }

  /** The PaymentIntent a paid session's refunds go against (sessions paid before it was kept: asked of Stripe). */
  async function paymentIntentFor(session: PaymentSessionRow): Promise<string | null> {
    if (session.providerPaymentId) return session.providerPaymentId;
    if (!session.providerSessionId) return null;
    try {
      return paymentIntentOf((await api().checkout.sessions.retrieve(session.providerSessionId)).payment_intent);
    } catch (error) {
      throw providerError(error);
    }
  }

  return {
    name: 'stripe',
    sessionMs: STRIPE_SESSION_MS,
    minSessionMs: STRIPE_SESSION_MS,
    async createSession(request) {
      if (request.order.finalCents < STRIPE_MIN_CENTS) {
        throw new BadRequest(`Card payments need an order total of at least ${formatUsd(STRIPE_MIN_CENTS)}`);
      }
      try {
        const session = await api().checkout.sessions.create(
          {
            mode: 'payment',
            line_items: lineItems(request),
            ...(shippingOptions(request) && { shipping_options: shippingOptions(request) }),
            // Stripe Tax taxes where the plants go: the shopper gives the address on Stripe's page.
            ...(request.order.taxSource === 'stripe' && { automatic_tax: { enabled: true }, shipping_address_collection: { allowed_countries: ['US'] } }),
            client_reference_id: String(request.order.id),
            customer_email: request.order.email,
            metadata: { orderId: String(request.order.id), sessionId: request.sessionId },
            expires_at: Math.floor(request.expiresAt.getTime() / 1000),
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
          },
          { idempotencyKey: `order-${request.order.id}-checkout-${request.attempt}` },
        );
        if (!session.url) throw new HttpError(502, 'The payment provider gave no payment page');
        return { url: session.url, providerSessionId: session.id };
      } catch (error) {
        throw error instanceof HttpError ? error : providerError(error);
      }
    },
    async fetchStatus(session) {
      if (!session.providerSessionId) return NO_SESSION;
      return retrieve(session.providerSessionId);
    },
    async expire(session) {
      if (!session.providerSessionId) return NO_SESSION;
      try {
        return answerOf(await api().checkout.sessions.expire(session.providerSessionId));
      } catch (error) {
        // Stripe refuses to expire a session that is already complete or expired: ask what it is.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return retrieve(session.providerSessionId);
        throw providerError(error);
      }
    },
    async refund({ refundId, orderId, amountCents, session }) {
      const paymentIntent = await paymentIntentFor(session);
      const refused = (failure: string): ProviderRefund => ({ providerRefundId: null, amountCents, status: 'failed', failure, refundId });
      if (!paymentIntent) return refused('Stripe has no payment for this session');
      try {
        const refund = await api().refunds.create(
          { payment_intent: paymentIntent, amount: amountCents, metadata: { orderId: String(orderId), refundId: String(refundId) } },
          { idempotencyKey: `refund-${refundId}` },
        );
        return refundOf(refund);
      } catch (error) {
        // Stripe said no (more than is left on the charge, a disputed charge...): a refusal, not an outage.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return refused(error.message);
        throw providerError(error);
      }
    },
    async listRefunds(session) {
      const paymentIntent = await paymentIntentFor(session);
      if (!paymentIntent) return [];
      try {
        const list = await api().refunds.list({ payment_intent: paymentIntent, limit: 100 });
        return list.data.map(refundOf);
      } catch (error) {
        throw providerError(error);
      }
    },
    parseWebhook(input) {
      return parseStripeWebhook(config.stripe?.webhookSecret, input);
    },
  };
}
