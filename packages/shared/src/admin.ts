import { z } from 'zod';
import { reminderFigures } from './checkout-reminders.ts';

/** A product with this many or fewer in stock is listed as low on the admin dashboard. */
export const LOW_STOCK_QTY = 5;
/** How many low-stock products the dashboard lists (the count covers them all). */
export const LOW_STOCK_LIST = 8;

/**
 * Paid orders (complete or shipped, counted on the shop's day they were paid; a replacement sent under the
 * guarantee is no sale) in one period.
 */
export const paidPeriod = z.object({
  /** Start of the period, inclusive: the shop's local midnight, as an ISO 8601 instant (UTC). */
  from: z.string(),
  /** End of the period, exclusive. */
  to: z.string(),
  orders: z.number().int(),
  /**
   * The sales, in dollars (decision 050): what customers paid, less what was refunded of these orders
   * since; after discounts, shipping and sales tax included.
   */
  revenue: z.number(),
  /** What was refunded of these orders, already taken out of `revenue`. */
  refunded: z.number(),
  /** The shipping charged and the sales tax collected for the states on these orders (decision 034). */
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

/** GET /api/admin/dashboard: the shop's day and month at a glance, in the shop's time zone (decision 050). */
export const dashboard = z.object({
  /** The shop's IANA time zone: its days and months, and the zone every date on the admin is shown in. */
  timeZone: z.string(),
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
  /** Checkout reminders sent, and the orders that came through their links (decision 072). */
  checkoutReminders: reminderFigures,
});
export type Dashboard = z.infer<typeof dashboard>;

/** The sales chart's spans (decision 050): the last 30 days by day, the last 12 months by month, today's and this month's included. */
export const SALES_DAYS = 30;
export const SALES_MONTHS = 12;
/** How many plants the chart lists as selling best in its span. */
export const TOP_PLANTS = 5;

export const SALES_BY = ['day', 'month'] as const;
export type SalesBy = (typeof SALES_BY)[number];

export const salesChartQuery = z.object({
  by: z.enum(SALES_BY, { error: 'Ask for the sales by day or by month (by=day or by=month)' }).default('day'),
});

/** One day or month of the chart; money in integer cents, formatted by the screen. */
export const salesPoint = z.object({
  /** The shop's local day, YYYY-MM-DD, or month, YYYY-MM. */
  period: z.string(),
  orders: z.number().int(),
  /** What the period's paid orders brought in, less what was refunded of them (as `revenue` above). */
  salesCents: z.number().int(),
  /** Sales over orders, rounded to the cent; null on a day without orders. */
  averageOrderCents: z.number().int().nullable(),
});
export type SalesPoint = z.infer<typeof salesPoint>;

/**
 * A plant among the best sellers of the span: units sold and their sales at the price paid (before an
 * order-wide promo discount, without shipping and tax), less the units refunded.
 */
export const topPlant = z.object({
  productId: z.number().nullable(),
  name: z.string(),
  units: z.number().int(),
  salesCents: z.number().int(),
});
export type TopPlant = z.infer<typeof topPlant>;

/** GET /api/admin/dashboard/sales?by=day|month: every day (or month) of the span, none left out, oldest first. */
export const salesChart = z.object({
  timeZone: z.string(),
  asOf: z.string(),
  by: z.enum(SALES_BY),
  points: z.array(salesPoint),
  totals: salesPoint.omit({ period: true }),
  topPlants: z.array(topPlant),
});
export type SalesChart = z.infer<typeof salesChart>;
