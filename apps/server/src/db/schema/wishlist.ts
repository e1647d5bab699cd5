import { integer, pgTable, primaryKey, serial, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { products } from './catalog.ts';

export const wishlists = pgTable('wishlists', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
});

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    wishlistId: integer('wishlist_id')
      .notNull()
      .references(() => wishlists.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.wishlistId, t.productId] })],
);
