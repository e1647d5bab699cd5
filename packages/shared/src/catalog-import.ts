import { z } from 'zod';

/** The largest product CSV the admin screen takes; larger files go through `npm run import -- FILE`. */
export const MAX_IMPORT_BYTES = 8 * 1024 * 1024;

/** POST /api/admin/catalog/import: a Shopify product CSV, checked (dry run) or applied, all or nothing. */
export const importRequest = z.object({
  csv: z
    .string({ error: 'Attach a CSV file' })
    .min(1, 'The file is empty')
    .max(MAX_IMPORT_BYTES, 'The file is larger than 8 MB: use npm run import -- FILE'),
  dryRun: z.boolean().default(true),
});
export type ImportRequest = z.infer<typeof importRequest>;

/** A row the import refuses, by its row number in the file (the header is row 1), and why. */
export const importRowError = z.object({ row: z.number(), handle: z.string(), reason: z.string() });
export type ImportRowError = z.infer<typeof importRowError>;

export const IMPORT_ACTIONS = ['create', 'update', 'unchanged'] as const;
export type ImportAction = (typeof IMPORT_ACTIONS)[number];

/** What an import does (or, in a dry run, would do) to each product of the file. */
export const importProductResult = z.object({
  row: z.number(),
  handle: z.string(),
  title: z.string(),
  action: z.enum(IMPORT_ACTIONS),
  /** What changes on an update: 'price', 'stock', 'tags'... */
  changes: z.array(z.string()),
  variants: z.number(),
  /** It names a plant of the demo catalogue (decision 048): importing would update the demo's plant, not make the owner's. */
  demo: z.boolean(),
});
export type ImportProductResult = z.infer<typeof importProductResult>;

export const importReport = z.object({
  dryRun: z.boolean(),
  /** True when the changes were written (never in a dry run, never with a rejected row). */
  applied: z.boolean(),
  rows: z.number(),
  created: z.number(),
  updated: z.number(),
  unchanged: z.number(),
  rejected: z.array(importRowError),
  products: z.array(importProductResult),
  /** Picture addresses not yet in the shop: fetched when the import is applied. */
  imagesToFetch: z.number(),
  /** Pictures that could not be fetched: the plant got its illustration instead. */
  imageWarnings: z.array(z.object({ handle: z.string(), url: z.string(), reason: z.string() })),
});
export type ImportReport = z.infer<typeof importReport>;

/** The file's products that name demo plants (decision 048): the check offers to remove the demo catalogue first. */
export const demoMatches = (report: Pick<ImportReport, 'products'>) => report.products.filter((product) => product.demo);
