/** Every table, for drizzle's relational queries and drizzle-kit: one schema file per owning module. */
export * from './schema/accounts.ts';
export * from './schema/care.ts';
export * from './schema/cart.ts';
export * from './schema/catalog.ts';
export * from './schema/email.ts';
export * from './schema/images.ts';
export * from './schema/inventory.ts';
export * from './schema/nexus.ts';
export * from './schema/orders.ts';
export * from './schema/pages.ts';
export * from './schema/payments.ts';
export * from './schema/promos.ts';
export * from './schema/rate-limits.ts';
export * from './schema/shipping.ts';
export * from './schema/stock-alerts.ts';
export * from './schema/tax.ts';
export * from './schema/wishlist.ts';
