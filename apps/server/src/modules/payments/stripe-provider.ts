import { formatUsd } from '@shop/shared/money';
import Stripe from 'stripe';
import type { Config } from '../../config.ts';
import { BadRequest, HttpError } from '../../errors.ts';
import type { PaymentProvider, ProviderStatus, SessionRequest } from './provider.ts';

/** Stripe wants expires_at at least 30 minutes ahead when the request arrives; a minute of margin. */
export const STRIPE_SESSION_MS = 31 * 60 * 1000;
/** Stripe's smallest card charge in USD. */
const STRIPE_MIN_CENTS = 50;

function client(config: Config): Stripe {
  if (!config.stripe) throw new HttpError(502, 'Stripe is not configured on this shop');
  const api = config.stripe.apiUrl ? new URL(config.stripe.apiUrl) : undefined;
  return new Stripe(config.stripe.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
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

function statusOf(session: Stripe.Checkout.Session): ProviderStatus {
  if (session.status === 'complete' && session.payment_status !== 'unpaid') return 'paid';
  return session.status === 'expired' ? 'expired' : 'open';
}

/**
 * Line items from the server's prices. With a promo, Stripe gets one line of the final amount
 * (its description lists the plants and the discount), so Stripe charges exactly our total.
 */
function lineItems({ order }: SessionRequest): Stripe.Checkout.SessionCreateParams.LineItem[] {
  const usd = (unit_amount: number, name: string, description?: string) => ({
    currency: 'usd',
    unit_amount,
    product_data: { name, ...(description && { description }) },
  });
  if (order.discountCents === 0) {
    return order.lines.map((line) => ({ price_data: usd(line.unitPriceCents, line.productName), quantity: line.qty }));
  }
  const plants = order.lines.map((line) => `${line.qty} x ${line.productName}`).join(', ');
  const promo = `${order.promoRatePercent}% off with ${order.promoName ?? 'a promo'} (-${formatUsd(order.discountCents)})`;
  const description = `${plants}; ${promo}`.slice(0, 500);
  return [{ price_data: usd(order.finalCents, `Houseplant Shop order #${order.id}`, description), quantity: 1 }];
}

export function stripeProvider(config: Config): PaymentProvider {
  let stripe: Stripe | undefined;
  const api = () => (stripe ??= client(config));

  async function retrieve(providerSessionId: string): Promise<ProviderStatus> {
    try {
      return statusOf(await api().checkout.sessions.retrieve(providerSessionId));
    } catch (error) {
      throw providerError(error);
    }
  }

  return {
    name: 'stripe',
    sessionMs: STRIPE_SESSION_MS,
    async createSession(request) {
      if (request.order.finalCents < STRIPE_MIN_CENTS) {
        throw new BadRequest(`Card payments need an order total of at least ${formatUsd(STRIPE_MIN_CENTS)}`);
      }
      try {
        const session = await api().checkout.sessions.create(
          {
            mode: 'payment',
            line_items: lineItems(request),
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
      if (!session.providerSessionId) return 'expired';
      return retrieve(session.providerSessionId);
    },
    async expire(session) {
      if (!session.providerSessionId) return 'expired';
      try {
        return statusOf(await api().checkout.sessions.expire(session.providerSessionId));
      } catch (error) {
        // Stripe refuses to expire a session that is already complete or expired: ask what it is.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return retrieve(session.providerSessionId);
        throw providerError(error);
      }
    },
  };
}
