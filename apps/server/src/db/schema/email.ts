import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';
import { oneOf } from './one-of.ts';

/**
 * The outbox: every email the shop sends, written with its whole message (in the same transaction as
 * what it tells about), then handed to the mailer at once and, when that fails or the process stops
 * first, by the minute sweep (decision 014).
 */
export const sentEmails = pgTable(
  'sent_emails',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    /** At most one email per key (`order-confirmation:12`); rows older than the outbox have none. */
    dedupeKey: text('dedupe_key'),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body'),
    htmlBody: text('html_body'),
    /** Extra headers, such as List-Unsubscribe. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** The From name (the shop's, as it was when the email was written) and where replies go (decision 045). */
    fromName: text('from_name'),
    replyTo: text('reply_to'),
    /** Not before this time (scheduled emails). */
    sendAfter: timestamp('send_after', { withTimezone: true }).notNull().defaultNow(),
    messageId: text('message_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Withdrawn before it went out (an unsubscribe): never sent. */
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    /** Tries so far and when the last began: failed sends are retried. */
    attempts: integer('attempts').notNull().default(0),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sent_emails_dedupe_idx').on(t.dedupeKey), index('sent_emails_unsent_idx').on(t.sendAfter).where(sql`sent_at is null and canceled_at is null`)],
);

/**
 * Recorded marketing consent (decision 062): an address (lower-cased email, or a phone for SMS) that said
 * yes, where that was said ('shopify import') and when. An email written as marketing goes only to an
 * address with its row here; no row is no consent.
 */
/** The channels a customer may agree to be marketed on. */
const MARKETING_CHANNELS = ['email', 'sms'] as const;

export const marketingConsents = pgTable(
  'marketing_consents',
  {
    channel: text('channel', { enum: MARKETING_CHANNELS }).notNull(),
    address: text('address').notNull(),
    source: text('source').notNull(),
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.channel, t.address] }), check('marketing_consents_channel_known', oneOf(t.channel, MARKETING_CHANNELS))],
);
