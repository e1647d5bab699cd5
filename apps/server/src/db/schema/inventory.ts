import { STOCK_REASONS } from '@shop/shared/stock-ledger';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { productVariants } from './catalog.ts';
import { orders } from './orders.ts';
import { nullOrOneOf, oneOf } from './one-of.ts';

/**
 * Why a unit's stock changed (decision 028): set up with the product, taken by an order, given back by a
 * canceled or expired order, put back by a refund, changed by the owner, or brought in by an import.
 * 'migration' is the count a shop had when the ledger began.
 */
export const STOCK_CAUSES = ['initial', 'order', 'cancellation', 'expiry', 'refund', 'adjustment', 'import', 'migration'] as const;
export type StockCause = (typeof STOCK_CAUSES)[number];


/** What can be sold of each variant now: on the shelf and not held by an order. */
export const stockLevels = pgTable(
  'stock_levels',
  {
    variantId: integer('variant_id')
      .primaryKey()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    onHand: integer('on_hand').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('stock_levels_on_hand_not_negative', sql`${t.onHand} >= 0`)],
);

/**
 * Every change of a unit's stock, written in the transaction that makes it and never changed after: its
 * cause, the order behind it, who made it and why, and the count after it. A unit's on-hand count is
 * the sum of its rows' deltas.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: serial('id').primaryKey(),
    /** Null once the variant is deleted: the history stays. */
    variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    delta: integer('delta').notNull(),
    onHandAfter: integer('on_hand_after').notNull(),
    cause: text('cause', { enum: STOCK_CAUSES }).notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** The account that made an adjustment (null for the shop's own moves). */
    actorId: integer('actor_id'),
    reason: text('reason'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('stock_movements_cause_known', oneOf(t.cause, STOCK_CAUSES)),
    check('stock_movements_after_not_negative', sql`${t.onHandAfter} >= 0`),
    // The owner's reasons for an adjustment (decision 040); rows from before reasons were asked have none.
    check('stock_movements_reason_known', nullOrOneOf(t.reason, STOCK_REASONS)),
    // A row says something changed; only the first count of a unit may be zero.
    check('stock_movements_delta_not_zero', sql`${t.delta} <> 0 or ${t.cause} in ('initial', 'migration')`),
    index('stock_movements_variant_idx').on(t.variantId, t.id),
    index('stock_movements_order_idx').on(t.orderId),
  ],
);

/**
 * Stock of a variant taken for an order: 'held' while unpaid, 'final' once paid, 'released' (given back)
 * when canceled or expired.
 */
/** A reservation's life: held while unpaid, final once paid, released when given back. */
const RESERVATION_STATES = ['held', 'final', 'released'] as const;

export const stockReservations = pgTable(
  'stock_reservations',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    qty: integer('qty').notNull(),
    state: text('state', { enum: RESERVATION_STATES }).notNull().default('held'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('stock_reservations_qty_positive', sql`${t.qty} > 0`),
    check('stock_reservations_state_known', oneOf(t.state, RESERVATION_STATES)),
    index('stock_reservations_order_idx').on(t.orderId),
    index('stock_reservations_held_idx').on(t.state, t.expiresAt),
  ],
);
