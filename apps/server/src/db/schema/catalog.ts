import { TEMPERATURE_F, WATER_DAYS } from '@shop/shared/care';
import { DIFFICULTIES, HUMIDITIES, PET_SAFETY } from '@shop/shared/care-labels';
import { LIGHT_TAGS } from '@shop/shared/tags';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull(),
    description: text('description').notNull(),
    shortDescription: text('short_description').notNull().default(''),
    imageUrl: text('image_url').notNull(),
    /** Most of this plant one shopper's unpaid orders may hold: the owner's cap, so no one ties up the whole stock (decision 024). */
    maxPerOrder: integer('max_per_order').notNull().default(20),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('products_price_range', sql`${t.priceCents} between 0 and 1000000`),
    check('products_name_not_blank', sql`length(trim(${t.name})) > 0`),
    check('products_max_per_order_range', sql`${t.maxPerOrder} between 1 and 1000`),
    index('products_name_lower_idx').on(sql`lower(${t.name}) collate "C"`, t.id),
    index('products_price_idx').on(t.priceCents, t.id),
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

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

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
    check('care_profiles_pet_safety_known', sql`${t.petSafety} in (${inList(PET_SAFETY)})`),
    check('care_profiles_difficulty_known', sql`${t.difficulty} in (${inList(DIFFICULTIES)})`),
    check('care_profiles_light_known', sql`${t.light} in (${inList(LIGHT_TAGS)})`),
    check('care_profiles_humidity_known', sql`${t.humidity} in (${inList(HUMIDITIES)})`),
    check('care_profiles_water_days', sql`${t.waterEveryDays} between ${sql.raw(String(WATER_DAYS.min))} and ${sql.raw(String(WATER_DAYS.max))}`),
    check('care_profiles_temperatures', sql`${t.tempMinF} >= ${sql.raw(String(TEMPERATURE_F.min))} and ${t.tempMaxF} <= ${sql.raw(String(TEMPERATURE_F.max))} and ${t.tempMinF} < ${t.tempMaxF}`),
  ],
);
