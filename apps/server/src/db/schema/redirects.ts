import { sql } from 'drizzle-orm';
import { check, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The owner's URL redirects (docs/decisions/060-addresses-that-survive-the-move.md): a path of this shop
 * that has no page answers 301 to another path of this shop. Both are the owner's, never the request's:
 * the target is a path on this host, so no redirect leads off the shop.
 */
export const redirects = pgTable(
  'redirects',
  {
    id: serial('id').primaryKey(),
    /** A path without query, matched without regard to case or a trailing slash. */
    fromPath: text('from_path').notNull(),
    /** A path of this shop, with its query if any. */
    toPath: text('to_path').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('redirects_from_idx').on(sql`lower(${t.fromPath})`),
    check('redirects_from_shape', sql`${t.fromPath} ~ '^/[!-~]*$' and length(${t.fromPath}) <= 1000 and ${t.fromPath} !~ '^//' and position('\\' in ${t.fromPath}) = 0`),
    check('redirects_to_shape', sql`${t.toPath} ~ '^/[!-~]*$' and length(${t.toPath}) <= 2000 and ${t.toPath} !~ '^//' and position('\\' in ${t.toPath}) = 0`),
  ],
);
