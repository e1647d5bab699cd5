import { ORDER_EVENT_KINDS, ORDER_STATUSES } from '@shop/shared/order-status';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { products, productVariants } from './catalog.ts';
import { promos } from './promos.ts';
import { users } from './accounts.ts';
import { oneOf } from './one-of.ts';

/** Where an order's tax came from: none, the shop's own rates, or Stripe Tax. */
const TAX_SOURCES = ['none', 'rates', 'stripe'] as const;

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
    /** The pricing quote's parts (decision 028); `final_cents` is their sum, checked below. */
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull().default(0),
    addOnsCents: integer('add_ons_cents').notNull().default(0),
    taxCents: integer('tax_cents').notNull().default(0),
    /** How it ships, as chosen and priced when it was placed (decision 034); the rate itself may change later. */
    shippingRateId: integer('shipping_rate_id'),
    shippingName: text('shipping_name'),
    shippingMinDays: integer('shipping_min_days'),
    shippingMaxDays: integer('shipping_max_days'),
    /**
     * The tax: the ship-to state it was computed for, the tax region of the owner's ZIP table (null: the
     * state's rate, decision 046), the rate in millionths (72500 is 7.25%; exact to the published tables'
     * sixth decimal) and by whom ('rates': the shop's own).
     */
    taxState: text('tax_state'),
    taxRegion: text('tax_region'),
    taxRateMillionths: integer('tax_rate_millionths'),
    taxSource: text('tax_source', { enum: TAX_SOURCES }).notNull().default('none'),
    finalCents: integer('final_cents').notNull(),
    totalQty: integer('total_qty').notNull(),
    currencyId: integer('currency_id').notNull().default(1),
    status: text('status', { enum: ORDER_STATUSES })
      .notNull()
      .default('pending'),
    paymentMethod: text('payment_method').notNull().default('cc'),
    checkoutTokenHash: text('checkout_token_hash').notNull(),
    /** A hash of the address the order was placed from, to bound the unpaid orders one client holds. */
    placedFrom: text('placed_from'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** What the payment provider took for this order; set even when the order could not be completed. */
    paidCents: integer('paid_cents'),
    /** Why the owner must look at this order (a payment that does not match it); null when all is well. */
    reviewReason: text('review_reason'),
    /** When a pending order ran out or was given up, or a paid one was canceled and refunded. */
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    /** Given back through the payment provider so far (refunds the provider accepted). */
    refundedCents: integer('refunded_cents').notNull().default(0),
    gift: boolean('gift').notNull().default(false),
    /** Plain text, at most 250 characters; only on a gift order. */
    giftMessage: text('gift_message'),
    /** When the shopper ticked "Email me care tips for these plants" (null: not asked for). */
    careTipsConsentAt: timestamp('care_tips_consent_at', { withTimezone: true }),
    /** A $0 replacement sent for a claim under the arrival guarantee (decision 042): the order it replaces a plant of. */
    replacementFor: integer('replacement_for'),
    /** When the care module planned this order's care emails (they are planned once, after it ships). */
    carePlannedAt: timestamp('care_planned_at', { withTimezone: true }),
    /** The paid heat pack, part of `add_ons_cents` (the only add-on so far). */
    heatPackCents: integer('heat_pack_cents').notNull().default(0),
    /** The owner's own labels ("vip", "fragile"), lower-cased, at most ORDER_TAGS_MAX; never shown to the customer (decision 069). */
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('orders_refunded_not_negative', sql`${t.refundedCents} >= 0`),
    check('orders_status_known', oneOf(t.status, ORDER_STATUSES)),
    check(
      'orders_money_adds_up',
      sql`${t.subtotalCents} >= 0 and ${t.discountCents} between 0 and ${t.subtotalCents} and ${t.shippingCents} >= 0 and ${t.addOnsCents} >= 0 and ${t.taxCents} >= 0
        and ${t.finalCents} = ${t.subtotalCents} - ${t.discountCents} + ${t.shippingCents} + ${t.addOnsCents} + ${t.taxCents}`,
    ),
    check('orders_qty_positive', sql`${t.totalQty} > 0`),
    check('orders_parts_not_negative', sql`${t.shippingCents} >= 0 and ${t.addOnsCents} >= 0 and ${t.taxCents} >= 0 and ${t.discountCents} >= 0`),
    check('orders_tax_rate_range', sql`${t.taxRateMillionths} is null or ${t.taxRateMillionths} between 0 and 200000`),
    check('orders_tax_source_known', oneOf(t.taxSource, TAX_SOURCES)),
    check('orders_heat_pack_in_add_ons', sql`${t.heatPackCents} >= 0 and ${t.heatPackCents} <= ${t.addOnsCents}`),
    check('orders_shipping_days', sql`${t.shippingMinDays} is null or ${t.shippingMaxDays} >= ${t.shippingMinDays}`),
    index('orders_user_idx').on(t.userId, t.id),
    index('orders_status_idx').on(t.status, t.id),
    index('orders_paid_at_idx').on(t.paidAt),
    // The hoarding limits look up a buyer's unpaid orders on every order placed (decision 024).
    index('orders_pending_email_idx').on(sql`lower(${t.email})`).where(sql`${t.status} = 'pending'`),
    // A verified address gathers its earlier guest orders into the account (decision 070).
    index('orders_guest_email_idx').on(sql`lower(${t.email})`).where(sql`${t.userId} is null`),
    index('orders_pending_from_idx').on(t.placedFrom).where(sql`${t.status} = 'pending'`),
    // The admin's order search at volume (decision 069): prefix matches on the email and the name, the date
    // range, the rate and the tags, each by an index; text_pattern_ops lets `like 'abc%'` use the btree under any collation.
    index('orders_email_search_idx').using('btree', sql`lower(${t.email}) text_pattern_ops`),
    index('orders_name_search_idx').using('btree', sql`lower(${t.firstName} || ' ' || ${t.lastName}) text_pattern_ops`),
    index('orders_last_name_search_idx').using('btree', sql`lower(${t.lastName}) text_pattern_ops`),
    index('orders_created_at_idx').on(t.createdAt, t.id),
    index('orders_rate_idx').on(t.shippingRateId, t.id),
    index('orders_tags_idx').using('gin', t.tags),
    check('orders_tags_count', sql`cardinality(${t.tags}) <= 10`),
    index('orders_care_to_plan_idx').on(t.id).where(sql`${t.careTipsConsentAt} is not null and ${t.carePlannedAt} is null`),
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
    /** The variant sold, and what it was called and its SKU then (decision 032); '' for a product without options. */
    variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    variantTitle: text('variant_title').notNull().default(''),
    sku: text('sku'),
    unitPriceCents: integer('unit_price_cents').notNull(),
    qty: integer('qty').notNull(),
    totalCents: integer('total_cents').notNull(),
    /** The line's share of the order's sales tax, from the pricing quote: a refund of the line gives it back. */
    taxCents: integer('tax_cents').notNull().default(0),
    /** Units refunded so far, and units put back in stock so far (never more than were ordered). */
    refundedQty: integer('refunded_qty').notNull().default(0),
    restockedQty: integer('restocked_qty').notNull().default(0),
  },
  (t) => [
    check('order_lines_qty_positive', sql`${t.qty} > 0`),
    check('order_lines_refunded_qty', sql`${t.refundedQty} between 0 and ${t.qty}`),
    check('order_lines_restocked_qty', sql`${t.restockedQty} between 0 and ${t.qty}`),
    check('order_lines_total', sql`${t.totalCents} = ${t.unitPriceCents} * ${t.qty}`),
    check('order_lines_tax_not_negative', sql`${t.taxCents} >= 0`),
    index('order_lines_order_idx').on(t.orderId),
  ],
);

export const ORDER_REFUND_KINDS = ['full', 'lines', 'amount', 'cancel', 'provider'] as const;

/** What one refund means for its order; the money itself is the payments module's `refunds` row. */
export interface RefundedLine {
  lineId: number;
  qty: number;
  /** Units of this line put back in stock by this refund. */
  restock: number;
}

/**
 * A refund of an order: written when the admin asks (or the provider reports one made elsewhere), applied
 * once the provider accepts it (lines refunded, plants restocked, the order's refunded total), failed when
 * it refuses. `refund_id` is the payments module's refund (no foreign key: payments' schema refers to this
 * file, not the other way).
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    refundId: integer('refund_id').notNull(),
    kind: text('kind', { enum: ORDER_REFUND_KINDS }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** Shown to the customer. */
    reason: text('reason').notNull(),
    lines: jsonb('lines').$type<RefundedLine[]>().notNull().default([]),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('order_refunds_amount_positive', sql`${t.amountCents} > 0`),
    check('order_refunds_kind_known', oneOf(t.kind, ORDER_REFUND_KINDS)),
    uniqueIndex('order_refunds_refund_idx').on(t.refundId),
    index('order_refunds_order_idx').on(t.orderId),
  ],
);

/** The key the order status links are signed with, made once per shop (decision 021). */
export const orderLinkKeys = pgTable('order_link_keys', {
  id: text('id').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What happened to an order, in the order it happened (decision 057): written in the same transaction as
 * the change it records (a move of the order or its shipment, a hold, a refund, a claim), so the timelines
 * read one list instead of rebuilding it from timestamp columns. 'placed' is the order's own `created_at`.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ORDER_EVENT_KINDS }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** Money it moved (a payment, a refund), in cents; null for the rest. */
    amountCents: integer('amount_cents'),
    /** For the owner: the carrier and tracking, why it was held, a refund's reason, the replacement's number... */
    note: text('note'),
    /** The admin who did it by hand; null when the shop or the customer did. */
    byUserId: integer('by_user_id'),
  },
  (t) => [
    check('order_events_kind_known', oneOf(t.kind, ORDER_EVENT_KINDS)),
    index('order_events_order_idx').on(t.orderId, t.at, t.id),
  ],
);
