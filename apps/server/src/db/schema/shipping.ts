import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A way an order can ship (decision 034): its price, free from an order subtotal (after the discount)
 * when set, and its delivery estimate in business days. Only active rates are offered; a rate is never
 * deleted once an order used it (orders keep its name, price and estimate anyway).
 */
export const shippingRates = pgTable(
  'shipping_rates',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull(),
    /** Free when the order's subtotal after the discount is at least this; null: never free. */
    freeFromCents: integer('free_from_cents'),
    minDays: integer('min_days').notNull(),
    maxDays: integer('max_days').notNull(),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('shipping_rates_name_shape', sql`length(trim(${t.name})) between 1 and 60`),
    check('shipping_rates_price_range', sql`${t.priceCents} between 0 and 100000`),
    check('shipping_rates_free_from_range', sql`${t.freeFromCents} is null or ${t.freeFromCents} between 0 and 10000000`),
    check('shipping_rates_days', sql`${t.minDays} between 0 and 60 and ${t.maxDays} between ${t.minDays} and 60`),
  ],
);
