import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const promos = pgTable(
  'promos',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
    /** The rate as a whole percent, 0 to 100: rates move in steps of 0.01. */
    ratePercent: integer('rate_percent').notNull(),
    active: boolean('active').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('promos_name_lower', sql`${t.name} = lower(${t.name}) and length(${t.name}) > 0`),
    check('promos_rate_range', sql`${t.ratePercent} between 0 and 100`),
  ],
);
