import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull(),
    qty: integer('qty').notNull(),
    description: text('description').notNull(),
    shortDescription: text('short_description').notNull().default(''),
    imageUrl: text('image_url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('products_price_range', sql`${t.priceCents} between 0 and 1000000`),
    check('products_qty_not_negative', sql`${t.qty} >= 0`),
    check('products_name_not_blank', sql`length(trim(${t.name})) > 0`),
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

/** Images live in the database so every instance serves the same files. */
export const images = pgTable('images', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  original: bytea('original').notNull(),
  webp: bytea('webp').notNull(),
  lq: bytea('lq').notNull(),
  etag: text('etag').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
