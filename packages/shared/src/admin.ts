import { z } from 'zod';

/** A product with this many or fewer in stock is listed as low on the admin dashboard. */
export const LOW_STOCK_QTY = 5;
/** How many low-stock products the dashboard lists (the count covers them all). */
export const LOW_STOCK_LIST = 8;

/** Paid orders (complete or shipped, counted by when they were paid) in one period. */
export const paidPeriod = z.object({
  /** Start of the period, inclusive, ISO 8601 in UTC. */
  from: z.string(),
  /** End of the period, exclusive. */
  to: z.string(),
  orders: z.number().int(),
  /** Dollars after discounts: everything paid, shipping and sales tax included. */
  revenue: z.number(),
  /** The parts of `revenue` that are shipping charged, and sales tax collected for the states (decision 034). */
  shipping: z.number(),
  tax: z.number(),
});
export type PaidPeriod = z.infer<typeof paidPeriod>;

export const lowStockProduct = z.object({ id: z.number(), name: z.string(), qty: z.number() });
export type LowStockProduct = z.infer<typeof lowStockProduct>;

/** How many sold-out plants the dashboard lists as most wanted. */
export const MOST_WANTED_LIST = 5;

/** A sold-out plant and how many confirmed addresses wait to be told it is back. */
export const wantedProduct = z.object({ id: z.number(), name: z.string(), waiting: z.number().int() });
export type WantedProduct = z.infer<typeof wantedProduct>;

/** GET /api/admin/dashboard: the shop's day and month at a glance. Days and months are UTC. */
export const dashboard = z.object({
  timeZone: z.literal('UTC'),
  asOf: z.string(),
  today: paidPeriod,
  month: paidPeriod,
  /** Paid orders not shipped yet. */
  toShip: z.number().int(),
  lowStock: z.object({
    threshold: z.number().int(),
    count: z.number().int(),
    products: z.array(lowStockProduct),
  }),
  /** The sold-out plants most people wait for, most wanted first. */
  mostWanted: z.array(wantedProduct),
});
export type Dashboard = z.infer<typeof dashboard>;
