import { TAX_CATEGORIES } from '@shop/shared/tax';
import { TEMPERATURE_F, WATER_DAYS } from '@shop/shared/care';
import { DIFFICULTIES, HUMIDITIES, PET_SAFETY } from '@shop/shared/care-labels';
import { PRODUCT_STATUSES } from '@shop/shared/product-status';
import { LIGHT_TAGS, SIZE_TAGS } from '@shop/shared/tags';
import { WEIGHT_UNITS } from '@shop/shared/products';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { nullOrOneOf, oneOf } from './one-of.ts';

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    shortDescription: text('short_description').notNull().default(''),
    imageUrl: text('image_url').notNull(),
    /** The variant docs/product's `price` and `qty` speak of (decision 032); null: the cheapest in stock. */
    defaultVariantId: integer('default_variant_id').references((): AnyPgColumn => productVariants.id, { onDelete: 'set null' }),
    /** Sales tax treats food-producing plants (herbs, fruit trees) apart: exempt where the owner ticks it (decision 034). */
    taxCategory: text('tax_category', { enum: TAX_CATEGORIES }).notNull().default('plant'),
    /** A plant that takes frost (decision 044): never held, nor given a heat pack, for cold. */
    hardy: boolean('hardy').notNull().default(false),
    /**
     * The product's address, `/products/<handle>` (docs/decisions/060-addresses-that-survive-the-move.md), and
     * how a product CSV names it (decision 040): a Shopify CSV's own, else made from the name; the owner may change it.
     */
    handle: text('handle').notNull(),
    /** The page title and description search engines show, as a Shopify CSV carries them; null: the shop's own. */
    seoTitle: text('seo_title'),
    seoDescription: text('seo_description'),
    /**
     * A plant of the demo catalogue the seed loads (decision 048): "Remove the demo catalogue" takes it
     * away. The owner editing it does not make it theirs; removing it clears the flag on one kept archived.
     */
    demo: boolean('demo').notNull().default(false),
    /**
     * Whether shoppers see it (docs/decisions/055-drafts-and-bulk-edit.md): only an active product is on
     * the shop's pages, in carts and in feeds; a draft or an archived one is the owner's alone.
     */
    status: text('status', { enum: PRODUCT_STATUSES }).notNull().default('active'),
    /** Shopify's Vendor, Type and Product Category, kept so an export is a copy of what came in (docs/decisions/061); null: none. */
    vendor: text('vendor'),
    productType: text('product_type'),
    productCategory: text('product_category'),
    /** The picture's alt text as the product CSV carried it; null: the product's name. */
    imageAlt: text('image_alt'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('products_name_not_blank', sql`length(trim(${t.name})) > 0`),
    check('products_status_known', oneOf(t.status, PRODUCT_STATUSES)),
    check('products_tax_category_known', oneOf(t.taxCategory, TAX_CATEGORIES)),
    index('products_name_lower_idx').on(sql`lower(${t.name}) collate "C"`, t.id),
    check('products_labels_length', sql`coalesce(length(${t.vendor}), 0) <= 255 and coalesce(length(${t.productType}), 0) <= 255 and coalesce(length(${t.productCategory}), 0) <= 255`),
    check('products_handle_shape', sql`${t.handle} ~ '^[a-z0-9][a-z0-9-]{0,199}$'`),
    uniqueIndex('products_handle_idx').on(t.handle),
  ],
);

/**
 * A handle a product had before the owner changed it (docs/decisions/060-addresses-that-survive-the-move.md):
 * its old address answers 301 to the product's page, while no product has that handle now.
 */
export const productOldHandles = pgTable(
  'product_old_handles',
  {
    handle: text('handle').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_old_handles_product_idx').on(t.productId)],
);

/** A product's options (Size, Planter...): at most three, each with its values in the owner's order. */
export const productOptions = pgTable(
  'product_options',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    values: text('values').array().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.position] }),
    check('product_options_position', sql`${t.position} between 0 and 2`),
    check('product_options_name_not_blank', sql`length(trim(${t.name})) > 0`),
    check('product_options_values', sql`cardinality(${t.values}) between 1 and 100`),
  ],
);


/**
 * What is sold (decision 032): one combination of a product's option values (none for a product without
 * options), with its own SKU, price, per-shopper cap, picture and size. Its stock is the inventory's. An
 * archived variant keeps its orders and is no longer sold.
 */
export const productVariants = pgTable(
  'product_variants',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    /** One value per option, in the options' order. */
    optionValues: text('option_values').array().notNull().default(sql`'{}'::text[]`),
    priceCents: integer('price_cents').notNull(),
    /** The price before a reduction, shown struck through (Shopify's compare-at price); null: none. */
    compareAtCents: integer('compare_at_cents'),
    /** Most of this variant one shopper's unpaid orders may hold: the owner's cap, so no one ties up the whole stock (decision 024). */
    maxPerOrder: integer('max_per_order').notNull().default(20),
    /** This variant's own picture (a planter colour); null: the product's. */
    imageUrl: text('image_url'),
    /** The size class the grid's size filter matches (Small, Medium, Large); null: the product's size tag. */
    sizeTag: text('size_tag', { enum: SIZE_TAGS }),
    position: integer('position').notNull().default(0),
    /** At or below this count the variant is low on stock (decision 040); null: the shop's LOW_STOCK_THRESHOLD. */
    lowStockThreshold: integer('low_stock_threshold'),
    /** When the owner was emailed that it ran low; cleared once it is restocked above its threshold. */
    lowStockAlertedAt: timestamp('low_stock_alerted_at', { withTimezone: true }),
    /** Its shipping weight in grams, and the unit the owner reads it in (Shopify's Variant Grams and Weight Unit); null: not given. */
    grams: integer('grams'),
    weightUnit: text('weight_unit', { enum: WEIGHT_UNITS }),
    /** What the owner paid for one (Shopify's Cost per item), in cents; null: not given. */
    costCents: integer('cost_cents'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('product_variants_price_range', sql`${t.priceCents} between 0 and 1000000`),
    check('product_variants_compare_at', sql`${t.compareAtCents} is null or ${t.compareAtCents} between 0 and 1000000`),
    check('product_variants_max_per_order_range', sql`${t.maxPerOrder} between 1 and 1000`),
    check('product_variants_sku_shape', sql`length(${t.sku}) between 1 and 64 and ${t.sku} = trim(${t.sku})`),
    check('product_variants_low_stock_threshold', sql`${t.lowStockThreshold} is null or ${t.lowStockThreshold} between 0 and 100000`),
    check('product_variants_grams', sql`${t.grams} is null or ${t.grams} between 0 and 1000000`),
    check('product_variants_weight_unit_known', nullOrOneOf(t.weightUnit, WEIGHT_UNITS)),
    check('product_variants_cost', sql`${t.costCents} is null or ${t.costCents} between 0 and 1000000`),
    check('product_variants_size_known', nullOrOneOf(t.sizeTag, SIZE_TAGS)),
    uniqueIndex('product_variants_sku_idx').on(sql`lower(${t.sku})`),
    uniqueIndex('product_variants_combination_idx').on(t.productId, t.optionValues).where(sql`${t.archivedAt} is null`),
    index('product_variants_product_idx').on(t.productId, t.position, t.id),
  ],
);

/**
 * A product's pictures after its first (which is `products.image_url`), in order: position 2 onwards, as a
 * product CSV carries them with their alt text (docs/decisions/061).
 */
export const productPictures = pgTable(
  'product_pictures',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    imageUrl: text('image_url').notNull(),
    altText: text('alt_text').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.productId, t.position] }), check('product_pictures_position', sql`${t.position} between 2 and 250`)],
);

/** The owner's stock settings: one row (id 1), written when the owner first saves them (decision 040). */
export const stockSettings = pgTable(
  'stock_settings',
  {
    id: integer('id').primaryKey().default(1),
    /** A variant without its own threshold is low at or below this; before the row exists, LOW_STOCK_THRESHOLD. */
    lowStockThreshold: integer('low_stock_threshold').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('stock_settings_one_row', sql`${t.id} = 1`),
    check('stock_settings_low_stock_threshold', sql`${t.lowStockThreshold} between 0 and 100000`),
  ],
);

export const tags = pgTable('tags', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const productTags = pgTable(
  'product_tags',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.tagId] }), index('product_tags_tag_idx').on(t.tagId)],
);


/**
 * A plant's care profile (decision 022): one row per product that has one. Its pet safety, difficulty
 * and light decide the product's 'Pet safe', 'Poisonous/toxic', 'Easy-care' and light tags, which are
 * written with it in the same transaction.
 */
export const careProfiles = pgTable(
  'care_profiles',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    petSafety: text('pet_safety', { enum: PET_SAFETY }).notNull(),
    difficulty: text('difficulty', { enum: DIFFICULTIES }).notNull(),
    light: text('light', { enum: LIGHT_TAGS }).notNull(),
    waterEveryDays: integer('water_every_days').notNull(),
    humidity: text('humidity', { enum: HUMIDITIES }).notNull(),
    tempMinF: integer('temp_min_f').notNull(),
    tempMaxF: integer('temp_max_f').notNull(),
    sizeWhenGrown: text('size_when_grown').notNull(),
    careText: text('care_text').notNull(),
  },
  (t) => [
    check('care_profiles_pet_safety_known', oneOf(t.petSafety, PET_SAFETY)),
    check('care_profiles_difficulty_known', oneOf(t.difficulty, DIFFICULTIES)),
    check('care_profiles_light_known', oneOf(t.light, LIGHT_TAGS)),
    check('care_profiles_humidity_known', oneOf(t.humidity, HUMIDITIES)),
    check('care_profiles_water_days', sql`${t.waterEveryDays} between ${sql.raw(String(WATER_DAYS.min))} and ${sql.raw(String(WATER_DAYS.max))}`),
    check('care_profiles_temperatures', sql`${t.tempMinF} >= ${sql.raw(String(TEMPERATURE_F.min))} and ${t.tempMaxF} <= ${sql.raw(String(TEMPERATURE_F.max))} and ${t.tempMinF} < ${t.tempMaxF}`),
  ],
);

/**
 * Each plant's published reviews as the catalogue shows them (stars and count on the grid, the minimum
 * rating filter, AggregateRating): written by the reviews module through `recordProductRating` whenever
 * what it publishes changes (decision 041). A plant without a row has no published review.
 */
export const productRatings = pgTable(
  'product_ratings',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    count: integer('count').notNull(),
    /** The sum of the published reviews' stars: the average is total / count. */
    total: integer('total').notNull(),
  },
  (t) => [check('product_ratings_sane', sql`${t.count} >= 0 and ${t.total} between ${t.count} and 5 * ${t.count}`)],
);
