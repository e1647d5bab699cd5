import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { products, productVariants } from './catalog.ts';

/**
 * "Email me when it's back": one row per address and sold-out product (decision 023). A guest's row waits
 * for the address to be confirmed through the emailed link; a signed-in customer's is confirmed at once.
 * When the product is in stock again each confirmed row gets one email and ends (`notified_at`).
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    /** Lower-cased. */
    email: text('email').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** SHA-256 of the token in a guest's confirmation link; the token itself is only in the email. */
    confirmTokenHash: text('confirm_token_hash'),
    /** When the latest confirmation link was sent; it is good for a week. */
    confirmSentAt: timestamp('confirm_sent_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** The back-in-stock email was written: the subscription has ended. */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('stock_alerts_open_idx').on(t.variantId, t.email).where(sql`${t.notifiedAt} is null`),
    index('stock_alerts_waiting_idx').on(t.variantId).where(sql`${t.confirmedAt} is not null and ${t.notifiedAt} is null`),
    uniqueIndex('stock_alerts_token_idx').on(t.confirmTokenHash),
  ],
);
