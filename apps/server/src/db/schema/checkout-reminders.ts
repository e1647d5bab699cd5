import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';

/** The owner's checkout reminder settings: one row (id 1), made with its defaults on first read (decision 072). */
export const reminderSettings = pgTable(
  'reminder_settings',
  {
    id: integer('id').primaryKey().default(1),
    enabled: boolean('enabled').notNull().default(true),
    /** The promo code the reminder names (lower-cased, as promos keeps names), or none; named only while it is active. */
    promoCode: text('promo_code'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('reminder_settings_one_row', sql`${t.id} = 1`)],
);

/** Everyone a checkout reminder went (or would go) to, by address (lower-cased), with its one-click unsubscribe token. */
export const reminderRecipients = pgTable('reminder_recipients', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  /** In every reminder's unsubscribe link (RFC 8058); it can only stop reminders, so it is kept as sent. */
  unsubscribeToken: text('unsubscribe_token').notNull().unique(),
  /** Set by the unsubscribe link: no reminder is ever written to the address again. */
  unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One unpaid order's reminder, claimed once (the unique order): written, or recorded as skipped (the address
 * unsubscribed, or bought since). `opened_at`: when its link first rebuilt the cart.
 */
export const checkoutReminders = pgTable(
  'checkout_reminders',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => reminderRecipients.id, { onDelete: 'cascade' }),
    /** The outbox row written, or null when nothing was to be sent. */
    emailId: integer('email_id'),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('checkout_reminders_recipient_idx').on(t.recipientId)],
);
