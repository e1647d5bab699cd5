import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { oneOf } from './one-of.ts';

export const promos = pgTable(
  'promos',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
    /** The rate as a whole percent, 0 to 100: rates move in steps of 0.01. */
    ratePercent: integer('rate_percent').notNull(),
    active: boolean('active').notNull(),
    /** Usable from this moment and before `endsAt`; null: no limit on that side. */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** How many orders may use it in all (held by an unpaid order, or paid); null: no cap. */
    maxUses: integer('max_uses'),
    /** At most one order per email address. */
    oncePerCustomer: boolean('once_per_customer').notNull().default(false),
    /** A promo code of the demo catalogue (decision 048): "Remove the demo catalogue" deletes it. */
    demo: boolean('demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('promos_name_lower', sql`${t.name} = lower(${t.name}) and length(${t.name}) > 0`),
    check('promos_rate_range', sql`${t.ratePercent} between 0 and 100`),
    check('promos_window', sql`${t.startsAt} is null or ${t.endsAt} is null or ${t.startsAt} < ${t.endsAt}`),
    check('promos_max_uses_positive', sql`${t.maxUses} is null or ${t.maxUses} > 0`),
  ],
);

/**
 * Each order that used a promo: 'held' while the order is unpaid, 'used' once paid, 'released' when the
 * order was canceled or expired (the use counts again for the cap and the once-per-customer rule).
 */
/** A code's use by an order: held while unpaid, used once paid, released when the order is not. */
const REDEMPTION_STATES = ['held', 'used', 'released'] as const;

export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    id: serial('id').primaryKey(),
    promoId: integer('promo_id')
      .notNull()
      .references(() => promos.id, { onDelete: 'cascade' }),
    /** No foreign key: orders already references promos, and a schema cycle would follow. Orders are never deleted. */
    orderId: integer('order_id').notNull().unique(),
    /** The buyer's email, lower-cased. */
    email: text('email').notNull(),
    state: text('state', { enum: REDEMPTION_STATES }).notNull().default('held'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('promo_redemptions_state_known', oneOf(t.state, REDEMPTION_STATES)),
    index('promo_redemptions_promo_idx').on(t.promoId, t.email),
  ],
);
