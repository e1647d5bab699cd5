import type { Config } from '../../config.ts';
import type { paymentSessions } from '../../db/schema/orders.ts';
import { stripeProvider } from './stripe-provider.ts';
import { testProvider } from './test-provider.ts';

export type PaymentSessionRow = typeof paymentSessions.$inferSelect;
export type ProviderName = PaymentSessionRow['provider'];
/** What the provider says about a session: still payable, paid, or over. */
export type ProviderStatus = 'open' | 'paid' | 'expired';

export interface SessionRequest {
  sessionId: string;
  /** 1 for the order's first session, 2 for the next...: part of the idempotency key. */
  attempt: number;
  expiresAt: Date;
  successUrl: string;
  cancelUrl: string;
  order: {
    id: number;
    email: string;
    subtotalCents: number;
    discountCents: number;
    finalCents: number;
    promoName: string | null;
    promoRatePercent: number;
    lines: readonly { productName: string; qty: number; unitPriceCents: number }[];
  };
}

export interface PaymentProvider {
  readonly name: ProviderName;
  /** How long a new session stays payable. */
  readonly sessionMs: number;
  createSession(request: SessionRequest): Promise<{ url: string; providerSessionId: string | null }>;
  fetchStatus(session: PaymentSessionRow): Promise<ProviderStatus>;
  /** Closes the session so it can no longer be paid; answers 'paid' when it was paid first. */
  expire(session: PaymentSessionRow): Promise<ProviderStatus>;
}

const providers = new WeakMap<Config, Map<ProviderName, PaymentProvider>>();

/** The provider for a session made earlier, which may not be the one new checkouts use. */
export function providerOf(config: Config, name: ProviderName): PaymentProvider {
  let byName = providers.get(config);
  if (!byName) {
    byName = new Map();
    providers.set(config, byName);
  }
  let provider = byName.get(name);
  if (!provider) {
    provider = name === 'stripe' ? stripeProvider(config) : testProvider(config.publicUrl);
    byName.set(name, provider);
  }
  return provider;
}

/** New checkouts go to Stripe when it is configured, else to the built-in test page. */
export function checkoutProvider(config: Config): PaymentProvider {
  return providerOf(config, config.stripe ? 'stripe' : 'test');
}
