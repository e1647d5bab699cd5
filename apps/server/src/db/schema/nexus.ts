import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A state's economic-nexus threshold (decision 036): the sales in a year, or the number of orders, from
 * which a seller with no presence there must register and collect its sales tax. Most states ask for
 * either; a few (New York, Connecticut) for both. Null and null: the state has no sales tax, or sets no
 * threshold. Kept as data the owner corrects, with the day it was last checked: states change these.
 */
export const taxNexusThresholds = pgTable(
  'tax_nexus_thresholds',
  {
    state: text('state').primaryKey(),
    salesCents: integer('sales_cents'),
    transactions: integer('transactions'),
    /** Both the sales and the transactions must be passed (New York, Connecticut); else either one. */
    bothRequired: boolean('both_required').notNull().default(false),
    /** When the figures were last checked against the state's own rules. */
    asOf: date('as_of', { mode: 'string' }).notNull(),
    note: text('note').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('tax_nexus_thresholds_state_shape', sql`${t.state} ~ '^[A-Z]{2}$'`),
    check('tax_nexus_thresholds_sales_range', sql`${t.salesCents} is null or ${t.salesCents} between 1 and 1000000000`),
    check('tax_nexus_thresholds_transactions_range', sql`${t.transactions} is null or ${t.transactions} between 1 and 1000000`),
    check('tax_nexus_thresholds_both_needs_both', sql`not ${t.bothRequired} or (${t.salesCents} is not null and ${t.transactions} is not null)`),
    check('tax_nexus_thresholds_note_size', sql`length(${t.note}) <= 500`),
  ],
);
