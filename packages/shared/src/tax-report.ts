// The owner's tax report (decision 036): the sales tax collected per state and month, and how close the
// shop comes to each state's economic-nexus threshold. Amounts are dollars at the edges, cents inside.
import { z } from 'zod';
import { US_STATE_CODES } from './states.ts';

export { NEAR_THRESHOLD, mayNeedToRegister, thresholdShare, type ThresholdFigures } from './nexus-share.ts';

/** The report covers this many calendar months unless asked for another number, at most MAX_MONTHS. */
export const DEFAULT_MONTHS = 12;
export const MAX_MONTHS = 36;

/** A state's threshold as the owner keeps it: a year's sales in dollars, or a number of orders, or both. */
export const nexusThreshold = z.object({
  state: z.string(),
  /** Dollars of sales into the state; null: no sales threshold. */
  sales: z.number().nullable(),
  /** Orders into the state; null: no transaction threshold. */
  transactions: z.number().int().nullable(),
  /** Both must be passed (New York, Connecticut); otherwise either one. */
  bothRequired: z.boolean(),
  /** When these figures were last checked, YYYY-MM-DD. */
  asOf: z.string(),
  note: z.string(),
});
export type NexusThreshold = z.infer<typeof nexusThreshold>;

const SALES = 'Enter the sales threshold in dollars (e.g. 100000), or leave it empty when the state has none';
const TRANSACTIONS = 'Enter the number of orders as a whole number (e.g. 200), or leave it empty when the state has none';
const AS_OF = 'Enter the day you checked the threshold as YYYY-MM-DD';

function isCalendarDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 2000 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** PUT /api/admin/nexus-thresholds/:state: what the owner sets. */
export const nexusThresholdInput = z
  .object({
    sales: z
      .number({ error: SALES })
      .positive(SALES)
      .max(10_000_000, SALES)
      .refine((dollars) => Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6, SALES)
      .nullable()
      .default(null),
    transactions: z.number({ error: TRANSACTIONS }).int(TRANSACTIONS).min(1, TRANSACTIONS).max(1_000_000, TRANSACTIONS).nullable().default(null),
    bothRequired: z.boolean({ error: 'Say whether both the sales and the orders must be passed' }).default(false),
    asOf: z.string({ error: AS_OF }).refine(isCalendarDay, AS_OF),
    note: z.string({ error: 'A note is text' }).trim().max(500, 'Keep the note to 500 characters').default(''),
  })
  .refine((input) => !input.bothRequired || (input.sales !== null && input.transactions !== null), {
    message: 'Both thresholds must be passed only when there are two: enter the sales and the orders, or untick "both"',
    path: ['bothRequired'],
  });
/** What a form sends (empty thresholds may be left out)... */
export type NexusThresholdInput = z.input<typeof nexusThresholdInput>;
/** ...and what the server saves, every field filled. */
export type NexusThresholdValues = z.output<typeof nexusThresholdInput>;

export const nexusStateParam = z.object({
  state: z
    .string()
    .transform((code) => code.toUpperCase())
    .refine((code) => US_STATE_CODES.includes(code), 'Name a US state by its two-letter code, e.g. CA'),
});

export const taxReportQuery = z.object({
  months: z.coerce
    .number({ error: `Ask for 1 to ${MAX_MONTHS} months` })
    .int(`Ask for 1 to ${MAX_MONTHS} months`)
    .min(1, `Ask for 1 to ${MAX_MONTHS} months`)
    .max(MAX_MONTHS, `Ask for 1 to ${MAX_MONTHS} months`)
    .default(DEFAULT_MONTHS),
});

/** One jurisdiction (a state, or a tax region in it) in one month (UTC): paid orders, their sales, and the tax collected and given back. */
export const taxReportMonth = z.object({
  /** YYYY-MM, by when the order was paid (refunds: when they were made). */
  month: z.string(),
  /** The ship-to state. */
  state: z.string(),
  /** The tax region within it whose ZIP-table rate the orders were taxed at (e.g. RALEIGH); null: the state alone (decision 046). */
  region: z.string().nullable(),
  /** Paid orders (complete or shipped) paid that month. */
  orders: z.number().int(),
  /** What they cost before the tax: the plants after discounts, plus shipping. */
  sales: z.number(),
  /** The part of `sales` the tax was charged on. */
  taxableSales: z.number(),
  taxCollected: z.number(),
  /** The tax returned by refunds made that month: a line's share by line, the rest with a full refund. */
  taxRefunded: z.number(),
  /** Refunds of an amount made that month, whose tax part cannot be known (the order was not refunded in full). */
  untracedRefunds: z.number(),
});
export type TaxReportMonth = z.infer<typeof taxReportMonth>;

export const taxReportState = z.object({
  state: z.string(),
  /** Paid orders shipped to the state within the report's months. */
  orders: z.number().int(),
  sales: z.number(),
  threshold: nexusThreshold.omit({ state: true }).nullable(),
  /** How far to the nearest threshold the shop is, 0 to 1 (1: passed); 0 where the state has none. */
  share: z.number(),
  /** The shop collects sales tax there (the state is one of its tax states). */
  collecting: z.boolean(),
});
export type TaxReportState = z.infer<typeof taxReportState>;

/** GET /api/admin/tax-report. */
export const taxReport = z.object({
  timeZone: z.literal('UTC'),
  asOf: z.string(),
  /** The first month and the month after the last, as ISO instants: [from, to). */
  from: z.string(),
  to: z.string(),
  months: z.number().int(),
  monthly: z.array(taxReportMonth),
  byState: z.array(taxReportState),
});
export type TaxReport = z.infer<typeof taxReport>;
