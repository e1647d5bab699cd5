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

/**
 * When and how safely the shop ships (decisions 040 and 044), one row the owner edits: where parcels
 * leave from, the days they leave on (0 Sunday to 6 Saturday), the cut-off hour (read in the shop's time
 * zone, a store setting: decision 045), the working days it takes to get an order ready, the dates the shop does not ship, and the weather
 * rule: hold below `hold_below_f` or above `hold_above_f` at the destination during transit, add a heat
 * pack (its price) below `heat_pack_below_f`, and ask the owner after `max_hold_days` of holding.
 */
export const shippingSettings = pgTable(
  'shipping_settings',
  {
    id: integer('id').primaryKey().default(1),
    originZip: text('origin_zip').notNull().default('27601'),
    shipDays: integer('ship_days').array().notNull().default(sql`'{1,2,3}'`),
    cutoffHour: integer('cutoff_hour').notNull().default(12),
    handlingDays: integer('handling_days').notNull().default(0),
    closedDates: text('closed_dates').array().notNull().default(sql`'{}'`),
    holdBelowF: integer('hold_below_f').notNull().default(32),
    heatPackBelowF: integer('heat_pack_below_f').notNull().default(45),
    holdAboveF: integer('hold_above_f').notNull().default(95),
    heatPackCents: integer('heat_pack_cents').notNull().default(495),
    maxHoldDays: integer('max_hold_days').notNull().default(14),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('shipping_settings_one_row', sql`${t.id} = 1`),
    check('shipping_settings_origin_zip', sql`${t.originZip} ~ '^[0-9]{5}$'`),
    check('shipping_settings_ship_days', sql`${t.shipDays} <@ '{0,1,2,3,4,5,6}'::integer[] and cardinality(${t.shipDays}) between 1 and 7`),
    check('shipping_settings_cutoff', sql`${t.cutoffHour} between 0 and 24`),
    check('shipping_settings_handling', sql`${t.handlingDays} between 0 and 10`),
    check('shipping_settings_temperatures', sql`${t.holdBelowF} between -40 and 80 and ${t.heatPackBelowF} between ${t.holdBelowF} and 90 and ${t.holdAboveF} between 60 and 130`),
    check('shipping_settings_heat_pack_price', sql`${t.heatPackCents} between 0 and 10000`),
    check('shipping_settings_max_hold', sql`${t.maxHoldDays} between 1 and 60`),
  ],
);
