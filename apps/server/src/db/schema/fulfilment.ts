import { CARRIER_IDS } from '@shop/shared/carriers';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { SHIPMENT_METHODS, SHIPMENT_STATUSES } from '@shop/shared/shipment-status';
import { orders } from './orders.ts';
import { nullOrOneOf, oneOf } from './one-of.ts';

/** What the forecast decided for a shipment (decision 044). */
export const WEATHER_DECISIONS = ['ships', 'heat-pack', 'held', 'needs-owner'] as const;
export type WeatherDecision = (typeof WEATHER_DECISIONS)[number];


/**
 * Where a customer may collect an order (docs/decisions/067-local-pickup.md): the owner's places, with the
 * words the checkout and the "ready" email show and how many days an order needs before it is ready.
 * Never deleted, only made inactive, so an order's shipment keeps naming its place.
 */
export const pickupLocations = pgTable(
  'pickup_locations',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    street1: text('street1').notNull(),
    street2: text('street2').notNull().default(''),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    hours: text('hours').notNull().default(''),
    instructions: text('instructions').notNull().default(''),
    daysToPrepare: integer('days_to_prepare').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('pickup_locations_days_to_prepare', sql`${t.daysToPrepare} >= 0`),
    check('pickup_locations_state_shape', sql`${t.state} ~ '^[A-Z]{2}$'`),
    check('pickup_locations_zip_shape', sql`${t.zip} ~ '^[0-9]{5}$'`),
  ],
);

/**
 * How an order's plants reach its customer (decision 057): the fulfilment module's row, one per order
 * today and shaped for several (its own id; the unique index on `order_id` is what one-per-order means).
 * Written only through fulfilment's verbs; its status moves only through `SHIPMENT_TRANSITIONS`.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** 'ship' by a carrier, or 'pickup' at the shop (a pickup location is to come: `pickup_location_id`). */
    method: text('method', { enum: SHIPMENT_METHODS }).notNull().default('ship'),
    pickupLocationId: integer('pickup_location_id').references(() => pickupLocations.id),
    status: text('status', { enum: SHIPMENT_STATUSES }).notNull().default('waiting'),
    /**
     * Weather-safe shipping (decision 044): the day it is planned to leave (the shop's calendar), what the
     * forecast at the destination decided ('ships', 'heat-pack': ships with one, 'held': waits for safe
     * weather, 'needs-owner': the shop could not know or held too long), why, the forecast days it was
     * based on and when it was read, since when it is held, and the owner who decided by hand (null: the
     * shop decided). Null on orders from before it.
     */
    shipOn: text('ship_on'),
    weatherDecision: text('weather_decision', { enum: WEATHER_DECISIONS }),
    weatherReason: text('weather_reason'),
    weatherForecast: jsonb('weather_forecast'),
    weatherCheckedAt: timestamp('weather_checked_at', { withTimezone: true }),
    heldSince: timestamp('held_since', { withTimezone: true }),
    /** When the customer was told of the hold (once), and of its release. */
    holdEmailedAt: timestamp('hold_emailed_at', { withTimezone: true }),
    weatherDecidedBy: integer('weather_decided_by'),
    /** Every plant in it is hardy: cold never holds it nor asks for a heat pack. */
    hardy: boolean('hardy').notNull().default(false),
    /** How it left: the carrier, its tracking number (none for some 'other' carriers) and the tracking page. */
    carrier: text('carrier', { enum: CARRIER_IDS }),
    trackingNumber: text('tracking_number'),
    trackingUrl: text('tracking_url'),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    pickedUpAt: timestamp('picked_up_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    check('shipments_method_known', oneOf(t.method, SHIPMENT_METHODS)),
    check('shipments_status_known', oneOf(t.status, SHIPMENT_STATUSES)),
    check('shipments_weather_decision_known', nullOrOneOf(t.weatherDecision, WEATHER_DECISIONS)),
    check('shipments_ship_on_shape', sql`${t.shipOn} is null or ${t.shipOn} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`),
    check('shipments_held_since_when_held', sql`(${t.weatherDecision} = 'held') = (${t.heldSince} is not null)`),
    check('shipments_delivered_after_shipped', sql`${t.deliveredAt} is null or ${t.shippedAt} is not null`),
    check('shipments_pickup_has_location', sql`(${t.method} = 'pickup') = (${t.pickupLocationId} is not null)`),
    uniqueIndex('shipments_order_idx').on(t.orderId),
    // The weather sweep reads the shipments still to leave.
    index('shipments_to_ship_idx').on(t.shipOn).where(sql`${t.status} = 'waiting'`),
    index('shipments_shipped_at_idx').on(t.shippedAt),
    // The admin's order search (decision 069): a tracking number by its start, and the orders of one shipment state.
    index('shipments_tracking_search_idx').using('btree', sql`${t.trackingNumber} text_pattern_ops`),
    index('shipments_status_order_idx').on(t.status, t.orderId),
  ],
);
