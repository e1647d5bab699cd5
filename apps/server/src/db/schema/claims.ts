import { CLAIM_EVENT_KINDS, CLAIM_PHOTO_KINDS, CLAIM_REASONS, CLAIM_STATUSES } from '@shop/shared/claims';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customerPhotos } from './images.ts';
import { orderLines, orders } from './orders.ts';
import { oneOf } from './one-of.ts';

/** A claim under the arrival guarantee (decision 042): some units of one line of a shipped order. */
export const claims = pgTable(
  'claims',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    qty: integer('qty').notNull(),
    reason: text('reason', { enum: CLAIM_REASONS }).notNull(),
    description: text('description').notNull(),
    status: text('status', { enum: CLAIM_STATUSES }).notNull().default('open'),
    /** The refund's provider answer may take a while: the claim is held while it is asked (no second decision). */
    deciding: timestamp('deciding', { withTimezone: true }),
    /** A hash of the address it was filed from (as orders keep theirs). */
    filedFrom: text('filed_from'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('claims_qty_positive', sql`${t.qty} > 0`),
    check('claims_reason_known', oneOf(t.reason, CLAIM_REASONS)),
    check('claims_status_known', oneOf(t.status, CLAIM_STATUSES)),
    // One open claim per line: a second waits until the first is decided.
    uniqueIndex('claims_one_open_per_line').on(t.orderLineId).where(sql`${t.status} in ('open', 'info')`),
    index('claims_order_idx').on(t.orderId),
    index('claims_created_idx').on(t.createdAt),
  ],
);

/** A claim's photos (the images module's private `customer_photos`), with what each shows. */
export const claimPhotos = pgTable(
  'claim_photos',
  {
    claimId: integer('claim_id')
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    photoId: integer('photo_id')
      .notNull()
      .references(() => customerPhotos.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: CLAIM_PHOTO_KINDS }).notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.claimId, t.photoId] }), check('claim_photos_kind_known', oneOf(t.kind, CLAIM_PHOTO_KINDS))],
);

/** What happened to a claim, as the customer and the owner read it. */
export const claimEvents = pgTable(
  'claim_events',
  {
    id: serial('id').primaryKey(),
    claimId: integer('claim_id')
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: CLAIM_EVENT_KINDS }).notNull(),
    /** The owner's words to the customer (a question, a reason), or the customer's note with new photos. */
    note: text('note'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('claim_events_kind_known', oneOf(t.kind, CLAIM_EVENT_KINDS)),
    index('claim_events_claim_idx').on(t.claimId, t.id),
  ],
);

/** The one replacement a claim may get: the primary key makes a second one impossible, whoever approves. */
export const claimReplacements = pgTable(
  'claim_replacements',
  {
    claimId: integer('claim_id')
      .primaryKey()
      .references(() => claims.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The owner's note to the customer, sent with the decision (empty on replacements from before notes). */
    note: text('note').notNull().default(''),
  },
  (t) => [uniqueIndex('claim_replacements_order_idx').on(t.orderId)],
);

/** The owner's guarantee settings: one row. */
export const claimSettings = pgTable(
  'claim_settings',
  {
    id: text('id').primaryKey(),
    /** Days after shipping a claim may be filed. */
    windowDays: integer('window_days').notNull().default(30),
  },
  (t) => [check('claim_settings_window', sql`${t.windowDays} between 1 and 365`)],
);
