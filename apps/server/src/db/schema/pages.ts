import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The shop's policy pages (shipping, returns and arrival guarantee, privacy, terms, contact): the owner's
 * Markdown, sanitised when it is shown. The slugs are fixed; the demo writes sensible text for each.
 */
export const policyPages = pgTable(
  'policy_pages',
  {
    slug: text('slug').primaryKey(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** The account that last saved it (null: the seed). */
    updatedBy: integer('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('policy_pages_slug_known', sql`${t.slug} in ('shipping', 'returns', 'privacy', 'terms', 'contact')`),
    check('policy_pages_title_shape', sql`length(trim(${t.title})) between 1 and 120`),
    check('policy_pages_body_size', sql`length(${t.body}) <= 100000`),
  ],
);
