import { REMOVAL_REASONS, REVIEW_STATUSES } from '@shop/shared/reviews';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { products } from './catalog.ts';
import { orderLines, orders } from './orders.ts';
import { nullOrOneOf, oneOf } from './one-of.ts';

/** The owner's review settings: one row (id 1), made with its defaults on first read (decision 041). */
export const reviewSettings = pgTable(
  'review_settings',
  {
    id: integer('id').primaryKey().default(1),
    /** Days after an order ships that its review request email goes out (0: the first sweep after). */
    requestAfterDays: integer('request_after_days').notNull().default(14),
    /** On: a new or edited review waits for the owner before it is shown. */
    moderation: boolean('moderation').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('review_settings_one_row', sql`${t.id} = 1`), check('review_settings_days_range', sql`${t.requestAfterDays} between 0 and 90`)],
);

/** Everyone a review request went (or would go) to, by address (lower-cased), with its one-click unsubscribe token. */
export const reviewRecipients = pgTable('review_recipients', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  /** In every review request's unsubscribe link (RFC 8058); it can only stop emails, so it is kept as sent. */
  unsubscribeToken: text('unsubscribe_token').notNull().unique(),
  /** Set by the unsubscribe link: no review request is ever written to the address again. */
  unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One shipped order's review request: written once, or recorded as skipped (the address unsubscribed). */
export const reviewRequests = pgTable(
  'review_requests',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => reviewRecipients.id, { onDelete: 'cascade' }),
    /** The outbox row written, or null when the address had unsubscribed. */
    emailId: integer('email_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('review_requests_recipient_idx').on(t.recipientId)],
);

/** A buyer's review of one plant of one order line: one per line (decision 041). */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The plant's name as the order line has it, for the admin's list. */
    productName: text('product_name').notNull(),
    /** The account the order was placed from, which may edit the review; null for a guest's order. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** 'Ada L.': the buyer's first name and initial, as the order has them. */
    authorName: text('author_name').notNull(),
    rating: integer('rating').notNull(),
    title: text('title').notNull().default(''),
    body: text('body').notNull().default(''),
    /** The customer photos the buyer attached (their names, `cp-...`), at most three. */
    photos: text('photos').array().notNull().default(sql`'{}'::text[]`),
    status: text('status', { enum: REVIEW_STATUSES }).notNull(),
    removedReason: text('removed_reason', { enum: REMOVAL_REASONS }),
    removedNote: text('removed_note'),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    helpfulCount: integer('helpful_count').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('reviews_order_line_unique').on(t.orderLineId),
    index('reviews_product_status_idx').on(t.productId, t.status, t.createdAt),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    check('reviews_status_known', oneOf(t.status, REVIEW_STATUSES)),
    // A removal always carries one of the permitted reasons, and only a removal does.
    check('reviews_removed_has_reason', sql`(${t.status} = 'removed') = (${t.removedReason} is not null and ${t.removedAt} is not null)`),
    check('reviews_reason_known', nullOrOneOf(t.removedReason, REMOVAL_REASONS)),
    check('reviews_photos_at_most_three', sql`cardinality(${t.photos}) <= 3`),
  ],
);

/**
 * Photos a buyer sent for an order's reviews (stored cleaned by the images module, decision 042): a review
 * may carry only photos sent for its own order. Served publicly only while a published review shows them.
 */
export const reviewPhotoUploads = pgTable(
  'review_photo_uploads',
  {
    name: text('name').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('review_photo_uploads_order_idx').on(t.orderId)],
);

/** "Helpful" votes: one per signed-in customer per review. */
export const reviewVotes = pgTable(
  'review_votes',
  {
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] })],
);
