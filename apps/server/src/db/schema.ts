/** Every table, for drizzle's relational queries and drizzle-kit. */
export * from './schema/catalog.ts';
export * from './schema/users.ts';
export * from './schema/promos.ts';
export * from './schema/orders.ts';
