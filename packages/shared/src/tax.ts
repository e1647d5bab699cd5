import { z } from 'zod';
import { US_STATE_CODES } from './states.ts';

/** A state's loaded ZIP table, as the Sales tax screen lists it (decision 046). */
export const zipTable = z.object({
  /** The day its rates take effect, YYYY-MM-DD. */
  effectiveOn: z.string(),
  fileName: z.string().nullable(),
  zips: z.number().int(),
  /** The lowest and highest combined rate in it, in percent. */
  minRatePercent: z.number(),
  maxRatePercent: z.number(),
  loadedAt: z.string(),
});
export type ZipTable = z.infer<typeof zipTable>;

/** A state where the shop collects sales tax, as the owner sets it (decision 034), with its ZIP table (decision 046). */
export const taxState = z.object({
  state: z.string(),
  /** The combined rate in percent, e.g. 7.25. */
  ratePercent: z.number(),
  shippingTaxable: z.boolean(),
  /** Food-producing plants (herbs, fruit trees) are not taxed in this state. */
  foodPlantsExempt: z.boolean(),
  /** The ZIP-level rates the owner loaded for the state; null: its own rate above applies everywhere in it. */
  zipTable: zipTable.nullable(),
});
export type TaxState = z.infer<typeof taxState>;

const RATE = 'Enter the rate in percent with at most two decimals, from 0 to 20 (e.g. 7.25)';

export const taxStateInput = z.object({
  ratePercent: z
    .number({ error: RATE })
    .min(0, RATE)
    .max(20, RATE)
    .refine((rate) => Math.abs(rate * 100 - Math.round(rate * 100)) < 1e-6, RATE),
  shippingTaxable: z.boolean({ error: 'Say whether shipping is taxed there' }).default(false),
  foodPlantsExempt: z.boolean({ error: 'Say whether food-producing plants are exempt there' }).default(true),
});
export type TaxStateInput = z.infer<typeof taxStateInput>;

export const taxStateParam = z.object({
  state: z
    .string()
    .transform((code) => code.toUpperCase())
    .refine((code) => US_STATE_CODES.includes(code), 'Name a US state by its two-letter code, e.g. CA'),
});

/** A product's tax category: an ordinary plant, or a food-producing one (herbs, fruit trees). */
export const TAX_CATEGORIES = ['plant', 'food-plant'] as const;
export type TaxCategory = (typeof TAX_CATEGORIES)[number];

/** The largest ZIP rate table the admin screen takes: a state's published table is 50-300 KB. */
export const MAX_ZIP_TABLE_BYTES = 1024 * 1024;
/** More rows than any state has ZIP codes (Texas has about 2,700): a file past this is not one state's table. */
export const MAX_ZIP_TABLE_ROWS = 5000;

/** The columns of the published per-state ZIP rate tables (Avalara's free TAXRATES_ZIP5_XX files); RiskLevel may follow. */
export const ZIP_TABLE_COLUMNS = [
  'State',
  'ZipCode',
  'TaxRegionName',
  'EstimatedCombinedRate',
  'StateRate',
  'EstimatedCountyRate',
  'EstimatedCityRate',
  'EstimatedSpecialRate',
] as const;
export const ZIP_TABLE_OPTIONAL_COLUMNS = ['RiskLevel'] as const;

/**
 * What a published table's file name says: TAXRATES_ZIP5_NC202601.csv is North Carolina's, its rates in
 * effect from 2026-01-01. Null for another name.
 */
export function tableOfFileName(fileName: string | null | undefined): { state: string; effectiveOn: string } | null {
  const match = /TAXRATES_ZIP5_([A-Z]{2})(\d{4})(\d{2})/i.exec(fileName ?? '');
  if (!match) return null;
  const month = Number(match[3]);
  if (month < 1 || month > 12) return null;
  return { state: match[1]!.toUpperCase(), effectiveOn: `${match[2]}-${match[3]}-01` };
}

const EFFECTIVE_ON = 'Enter the day these rates take effect as YYYY-MM-DD';

function isCalendarDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 2000 && year <= 2100 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** POST /api/admin/tax-states/:state/zip-rates: a state's table as CSV text, checked (dry run, the default) or loaded. */
export const zipRatesUpload = z.object({
  csv: z
    .string({ error: 'Attach the CSV file of ZIP rates' })
    .min(1, 'The file is empty')
    .max(MAX_ZIP_TABLE_BYTES, 'The file is larger than 1 MB: one state\'s ZIP rate table is far smaller'),
  /** The file's name; TAXRATES_ZIP5_NC202601.csv says the rates take effect on 2026-01-01. */
  fileName: z.string().trim().max(200, 'The file name is longer than 200 characters').nullish(),
  /** The day the rates take effect; absent: read from the file name. */
  effectiveOn: z.string({ error: EFFECTIVE_ON }).refine(isCalendarDay, EFFECTIVE_ON).nullish(),
  dryRun: z.boolean().default(true),
});
export type ZipRatesUpload = z.input<typeof zipRatesUpload>;

/** A row the table refuses, by its line in the file (the header is line 1), and why. */
export const zipRateRefusal = z.object({ row: z.number().int(), zip: z.string(), reason: z.string() });
export type ZipRateRefusal = z.infer<typeof zipRateRefusal>;

/** What loading a table does (or, in a dry run, would do): nothing is loaded while a row is refused. */
export const zipRatesReport = z.object({
  state: z.string(),
  dryRun: z.boolean(),
  applied: z.boolean(),
  effectiveOn: z.string(),
  /** Data rows read, ZIP codes accepted and tax regions named. */
  rows: z.number().int(),
  zips: z.number().int(),
  regions: z.number().int(),
  /** The lowest and highest combined rate accepted, in percent; null when none was. */
  minRatePercent: z.number().nullable(),
  maxRatePercent: z.number().nullable(),
  refused: z.array(zipRateRefusal),
  /** The table it replaces (null: the state's own rate applied until now). */
  replaces: zipTable.nullable(),
});
export type ZipRatesReport = z.infer<typeof zipRatesReport>;
