import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';
import { promos } from './promos.ts';
import { users } from './users.ts';

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** A guest's order has no user; deleting a user keeps their orders. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    street1: text('street1').notNull(),
    street2: text('street2').notNull().default(''),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    promoId: integer('promo_id').references(() => promos.id, { onDelete: 'set null' }),
    promoName: text('promo_name'),
    promoRatePercent: integer('promo_rate_percent').notNull().default(0),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    finalCents: integer('final_cents').notNull(),
    totalQty: integer('total_qty').notNull(),
    currencyId: integer('currency_id').notNull().default(1),
    status: text('status', { enum: ['pending', 'complete', 'canceled', 'shipped'] })
      .notNull()
      .default('pending'),
    paymentMethod: text('payment_method').notNull().default('cc'),
    checkoutTokenHash: text('checkout_token_hash').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('orders_status_known', sql`${t.status} in ('pending', 'complete', 'canceled', 'shipped')`),
    check(
      'orders_money_adds_up',
      sql`${t.subtotalCents} >= 0 and ${t.discountCents} between 0 and ${t.subtotalCents} and ${t.finalCents} = ${t.subtotalCents} - ${t.discountCents}`,
    ),
    check('orders_qty_positive', sql`${t.totalQty} > 0`),
    index('orders_user_idx').on(t.userId, t.id),
    index('orders_status_idx').on(t.status, t.id),
    index('orders_paid_at_idx').on(t.paidAt),
  ],
);

/** A line keeps the product's name and price; the product itself may be deleted later. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    qty: integer('qty').notNull(),
    totalCents: integer('total_cents').notNull(),
  },
  (t) => [
    check('order_lines_qty_positive', sql`${t.qty} > 0`),
    check('order_lines_total', sql`${t.totalCents} = ${t.unitPriceCents} * ${t.qty}`),
    index('order_lines_order_idx').on(t.orderId),
  ],
);

/**
 * Stock taken from a product for an order: 'held' while unpaid, 'final' once paid,
 * 'released' (given back to the product) when canceled or expired.
 */
export const stockReservations = pgTable(
  'stock_reservations',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    qty: integer('qty').notNull(),
    state: text('state', { enum: ['held', 'final', 'released'] }).notNull().default('held'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('stock_reservations_qty_positive', sql`${t.qty} > 0`),
    check('stock_reservations_state_known', sql`${t.state} in ('held', 'final', 'released')`),
    index('stock_reservations_order_idx').on(t.orderId),
    index('stock_reservations_held_idx').on(t.state, t.expiresAt),
  ],
);

export const paymentSessions = pgTable(
  'payment_sessions',
  {
    id: text('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['test', 'stripe'] }).notNull(),
    providerSessionId: text('provider_session_id'),
    status: text('status', { enum: ['open', 'paid', 'expired', 'canceled'] }).notNull().default('open'),
    amountCents: integer('amount_cents').notNull(),
    url: text('url').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('payment_sessions_status_known', sql`${t.status} in ('open', 'paid', 'expired', 'canceled')`),
    index('payment_sessions_order_idx').on(t.orderId),
    uniqueIndex('payment_sessions_provider_idx').on(t.providerSessionId),
  ],
);

/** Stripe webhook events already handled, so a replay does nothing. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Each email is recorded once per (order, kind): the unique index makes 'exactly once' a constraint. */
export const sentEmails = pgTable(
  'sent_emails',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    messageId: text('message_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Tries so far (the first send included) and when the last began: failed sends are retried. */
    attempts: integer('attempts').notNull().default(1),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sent_emails_once_idx').on(t.orderId, t.kind)],
);
