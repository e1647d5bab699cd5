import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';
import { oneOf } from './one-of.ts';

/** Who took the payment: the built-in test page or Stripe. */
const PAYMENT_PROVIDERS = ['test', 'stripe'] as const;

export const SESSION_STATUSES = ['creating', 'open', 'paid', 'expired', 'canceled', 'failed'] as const;

export const paymentSessions = pgTable(
  'payment_sessions',
  {
    id: text('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    providerSessionId: text('provider_session_id'),
    /**
     * 'creating' while the provider is asked for the session (the row is claimed first, so two checkouts
     * of one order share one session), 'failed' when the provider never answered.
     */
    status: text('status', { enum: SESSION_STATUSES }).notNull().default('open'),
    /** 1 for the order's first session, 2 for the next...: unique per order, part of the idempotency key. */
    attempt: integer('attempt'),
    amountCents: integer('amount_cents').notNull(),
    /** What the provider says was paid, and in which currency, once it says so. */
    paidCents: integer('paid_cents'),
    paidCurrency: text('paid_currency'),
    /** The provider's own payment (Stripe's PaymentIntent), which refunds are made against. */
    providerPaymentId: text('provider_payment_id'),
    url: text('url'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('payment_sessions_status_known', oneOf(t.status, SESSION_STATUSES)),
    index('payment_sessions_order_idx').on(t.orderId),
    uniqueIndex('payment_sessions_attempt_idx').on(t.orderId, t.attempt),
    uniqueIndex('payment_sessions_provider_idx').on(t.providerSessionId),
    uniqueIndex('payment_sessions_payment_idx').on(t.providerPaymentId),
  ],
);

export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;

/**
 * Money given back through the provider. 'pending' with no provider id: claimed here and being asked
 * (the idempotency key is `refund-<id>`, so asking again is safe); 'pending' with one: the provider took
 * it and has not finished; 'succeeded'; 'failed' (refused, or failed later at the provider).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    sessionId: text('session_id')
      .notNull()
      .references(() => paymentSessions.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('pending'),
    providerRefundId: text('provider_refund_id'),
    /** Why the provider refused it, when it did. */
    failure: text('failure'),
    /** When the provider was last asked to make it (the sweep asks again after a silence). */
    askedAt: timestamp('asked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('refunds_amount_positive', sql`${t.amountCents} > 0`),
    check('refunds_status_known', oneOf(t.status, REFUND_STATUSES)),
    uniqueIndex('refunds_provider_idx').on(t.providerRefundId),
    index('refunds_order_idx').on(t.orderId),
  ],
);

/** Stripe webhook events already handled, so a replay does nothing. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
