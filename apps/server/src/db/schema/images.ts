import { customType, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});


/** Images live in the database so every instance serves the same files. */
export const images = pgTable('images', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  original: bytea('original').notNull(),
  webp: bytea('webp').notNull(),
  lq: bytea('lq').notNull(),
  /** The 1200x630 link-preview picture, made from the original on its first request (decision 015). */
  share: bytea('share'),
  /** A logo's PNG, transparent, at most 512 px on a side (decision 045); null for every other picture. */
  png: bytea('png'),
  etag: text('etag').notNull(),
  /** The address an imported picture was fetched from, so a re-import fetches nothing (decision 040; a drawing an earlier import made for a failed one is fetched again, decision 054). */
  sourceUrl: text('source_url'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Photos customers send (claims, reviews): never served at `/images`, only by the module that owns the
 * photo's use and knows who may see it (decision 042). Stored already cleaned: auto-rotated, at most
 * 1600 px on the longest side, re-encoded as JPEG without any metadata (no location).
 */
export const customerPhotos = pgTable('customer_photos', {
  id: serial('id').primaryKey(),
  /** A random name for addresses (`cp-` and 20 hex digits): ids are not guessable nor counted. */
  name: text('name').notNull().unique(),
  jpeg: bytea('jpeg').notNull(),
  /** A small JPEG (longest side 320 px) for lists. */
  thumb: bytea('thumb').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
