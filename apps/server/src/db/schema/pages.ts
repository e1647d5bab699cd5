import { POLICY_SLUGS } from '@shop/shared/policy-pages';
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { oneOf } from './one-of.ts';

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
    check('policy_pages_slug_known', oneOf(t.slug, POLICY_SLUGS)),
    check('policy_pages_title_shape', sql`length(trim(${t.title})) between 1 and 120`),
    check('policy_pages_body_size', sql`length(${t.body}) <= 100000`),
  ],
);

/**
 * The owner's words on the storefront (decision 049), one row: the landing page's hero (the line above the
 * headline, the headline, the line under it, the button and where it goes, the picture), the plants it
 * features in the owner's order (empty: the first in stock), whether it shows the ways to shop, and the
 * announcement line's own text. No row: the defaults in `packages/shared/src/storefront-content.ts`.
 */
export const storefrontContent = pgTable(
  'storefront_content',
  {
    id: integer('id').primaryKey().default(1),
    eyebrow: text('eyebrow').notNull(),
    headline: text('headline').notNull(),
    subline: text('subline').notNull(),
    buttonText: text('button_text').notNull(),
    buttonLink: text('button_link').notNull(),
    /** An uploaded picture's address (`/images/h-….jpg`); null: the generated landing picture. */
    heroImage: text('hero_image'),
    /** Product ids, in order; a plant deleted since is skipped where it is shown. */
    featured: integer('featured').array().notNull().default(sql`'{}'`),
    waysToShop: boolean('ways_to_shop').notNull().default(true),
    announcement: text('announcement').notNull().default(''),
    announceFreeShipping: boolean('announce_free_shipping').notNull().default(true),
    /** The admin who last saved it. */
    updatedBy: integer('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('storefront_content_one_row', sql`${t.id} = 1`),
    check('storefront_content_headline', sql`length(trim(${t.headline})) between 1 and 80`),
    check('storefront_content_button_text', sql`length(trim(${t.buttonText})) between 1 and 24`),
    check(
      'storefront_content_lengths',
      sql`length(${t.eyebrow}) <= 40 and length(${t.subline}) <= 160 and length(${t.buttonLink}) <= 300 and length(${t.announcement}) <= 120`,
    ),
    check('storefront_content_featured', sql`cardinality(${t.featured}) <= 8`),
  ],
);
