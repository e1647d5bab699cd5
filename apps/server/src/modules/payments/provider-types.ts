// Types only: what a payment provider does and what the payments module answers about a payment.
import type { paymentSessions, refunds } from '../../db/schema/payments.ts';

export type PaymentSessionRow = typeof paymentSessions.$inferSelect;
export type ProviderName = PaymentSessionRow['provider'];
/** Whether a session can still be paid, was paid, or is over. */
export type ProviderStatus = 'open' | 'paid' | 'expired';

/** What the provider says about one session; for a paid one, how much it took and in which currency. */
export interface ProviderAnswer {
  status: ProviderStatus;
  amountCents: number | null;
  currency: string | null;
  /** The provider's own payment (Stripe's PaymentIntent), once paid. */
  providerPaymentId?: string | null;
  tax?: ProviderTax | null;
}

export type RefundRow = typeof refunds.$inferSelect;
export type RefundStatus = RefundRow['status'];

/** Give back part of a paid session: safe to repeat (the provider answers the refund it made the first time). */
export interface RefundRequest {
  refundId: number;
  orderId: number;
  amountCents: number;
  session: PaymentSessionRow;
}

/** One refund as the provider knows it; `refundId` is ours when the shop made it (Stripe's metadata). */
export interface ProviderRefund {
  /** Null only when the provider refused to make it. */
  providerRefundId: string | null;
  amountCents: number;
  status: RefundStatus;
  failure: string | null;
  refundId: number | null;
}

/** The order being paid, as the provider needs it: priced by the server, never by the client. */
export interface SessionOrder {
  id: number;
  /** The shop's name, for a line that stands for the whole order (decision 045). */
  shopName: string;
  email: string;
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  /** How it ships, as chosen (null on orders from before rates: then shipping is 0). */
  shippingName: string | null;
  shippingMinDays: number | null;
  shippingMaxDays: number | null;
  /** The heat pack the weather called for (decision 044), in cents; 0: none. */
  heatPackCents?: number;
  taxCents: number;
  taxState: string | null;
  /** The ZIP table's tax region (null: the state's rate), and the rate in millionths (decision 046). */
  taxRegion: string | null;
  taxRateMillionths: number | null;
  /** 'stripe': Stripe Tax computes the tax at payment (automatic tax, each line's tax code). */
  taxSource: 'none' | 'rates' | 'stripe';
  finalCents: number;
  promoName: string | null;
  promoRatePercent: number;
  lines: readonly {
    productName: string;
    variantTitle?: string;
    sku?: string | null;
    /** The picture of what was bought, as an absolute address. */
    imageUrl?: string | null;
    qty: number;
    unitPriceCents: number;
  }[];
}

export interface SessionRequest {
  sessionId: string;
  /** 1 for the order's first session, 2 for the next...: part of the idempotency key. */
  attempt: number;
  expiresAt: Date;
  successUrl: string;
  cancelUrl: string;
  order: SessionOrder;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  /** How long a new session stays payable. */
  readonly sessionMs: number;
  /** The shortest session the provider accepts (Stripe: 30 minutes); a shorter hold cannot shorten it. */
  readonly minSessionMs: number;
  /** Safe to repeat with the same request: the provider answers the session it made the first time. */
  createSession(request: SessionRequest): Promise<{ url: string; providerSessionId: string | null }>;
  fetchStatus(session: PaymentSessionRow): Promise<ProviderAnswer>;
  /** Closes the session so it can no longer be paid; answers 'paid' when it was paid first. */
  expire(session: PaymentSessionRow): Promise<ProviderAnswer>;
  /** Gives money back; a refusal is a 'failed' answer, a provider that does not answer throws. */
  refund(request: RefundRequest): Promise<ProviderRefund>;
  /** Every refund of the session's payment, as the provider has them now. */
  listRefunds(session: PaymentSessionRow): Promise<ProviderRefund[]>;
  /**
   * What a notification the provider pushed says (Stripe's webhook), read only once its signature over
   * the exact bytes sent is valid: a 404 when this shop takes none, a 400 when it is unsigned or forged.
   */
  parseWebhook(input: { payload: Buffer; signature: string | undefined }): WebhookEvent;
}

/** The providers the shop was built with (decision 037): `buildApp` makes them once from the configuration. */
export interface PaymentProviders {
  /** Where new checkouts go: Stripe when it is configured, else the built-in test page. */
  readonly checkout: PaymentProvider;
  /** The provider of a session made earlier, which may not be the one new checkouts use. */
  of(name: ProviderName): PaymentProvider;
}

/** One notification from the provider, verified; handled once per id (providers retry and replay). */
export interface WebhookEvent {
  id: string;
  type: string;
  news: WebhookNews;
}

/** What a notification says, in the shop's words, about the provider's own session and payment ids. */
export type WebhookNews =
  | { kind: 'paid'; providerSessionId: string; amountCents: number | null; currency: string | null; providerPaymentId: string | null; tax: ProviderTax | null }
  | { kind: 'expired'; providerSessionId: string }
  /** Something changed about the refunds of this payment (null: the notification named none). */
  | { kind: 'refunds'; providerPaymentId: string | null }
  | { kind: 'ignored' };

/**
 * "Session S of order N was paid": the one fact every way of learning about a payment ends in
 * (the Stripe webhook, the test card, asking the provider), for checkout to settle.
 */
export interface Payment {
  sessionId: string;
  orderId: number;
  /** What the provider says it took; null when it does not say (then the session's amount is assumed). */
  amountCents: number | null;
  currency: string | null;
  /** The provider's own payment id (Stripe's PaymentIntent), when it says. */
  providerPaymentId?: string | null;
  /** The sales tax the provider computed (Stripe Tax) and the state it taxed, when it did. */
  tax?: ProviderTax | null;
}

/** Sales tax computed by the payment provider (Stripe Tax, decision 034). */
export interface ProviderTax {
  cents: number;
  state: string | null;
}
