import { z } from 'zod';
import { refusedRow } from './catalog-import.ts';

/** The largest customer CSV the admin screen takes (decision 062): some 40,000 customers. */
export const MAX_CUSTOMER_IMPORT_BYTES = 8 * 1024 * 1024;

/** Shopify's customer CSV as it exports it today: the shop's export writes these columns, in this order. */
export const CUSTOMER_CSV_COLUMNS = [
  'First Name',
  'Last Name',
  'Email',
  'Accepts Email Marketing',
  'Default Address Company',
  'Default Address Address1',
  'Default Address Address2',
  'Default Address City',
  'Default Address Province Code',
  'Default Address Country Code',
  'Default Address Zip',
  'Default Address Phone',
  'Phone',
  'Accepts SMS Marketing',
  'Total Spent',
  'Total Orders',
  'Note',
  'Tax Exempt',
  'Tags',
] as const;

/** Where the consent an imported customer gave was recorded (decision 062). */
export const SHOPIFY_IMPORT_SOURCE = 'shopify import';

/** POST /api/admin/customers/import: a Shopify customer CSV, checked (dry run) or imported, all or nothing. */
export const customerImportRequest = z.object({
  csv: z
    .string({ error: 'Attach a CSV file' })
    .min(1, 'The file is empty')
    .max(MAX_CUSTOMER_IMPORT_BYTES, 'The file is larger than 8 MB: split it into smaller files'),
  dryRun: z.boolean().default(true),
});
export type CustomerImportRequest = z.infer<typeof customerImportRequest>;

/** A row that comes in, but not whole: its address is left out, and why. */
export const customerImportNote = z.object({ row: z.number(), email: z.string(), note: z.string() });

export const customerImportReport = z.object({
  dryRun: z.boolean(),
  /** True when the accounts were written (never in a dry run, never with a refused row). */
  applied: z.boolean(),
  /** Which of Shopify's column sets the file has. */
  columns: z.enum(['current', 'older']),
  rows: z.number(),
  /** New accounts, made (or, in a dry run, to make). */
  created: z.number(),
  /** Rows whose email already has an account here: that account is left as it is. */
  skipped: z.array(z.object({ row: z.number(), email: z.string() })),
  /** Every refused row with every one of its problems; `handle` is the row's email. */
  rejected: z.array(refusedRow),
  /** Rows that come in without their address (outside the United States, or not a full address). */
  notes: z.array(customerImportNote),
  /** How many of the new accounts come with a saved address, and with recorded email marketing consent. */
  withAddress: z.number(),
  consenting: z.number(),
});
export type CustomerImportReport = z.infer<typeof customerImportReport>;

/** The imported accounts and their invitations, for the admin screen. */
export const customerInvitations = z.object({
  /** Imported accounts without a password that have not been invited yet. */
  waiting: z.number(),
  invited: z.number(),
  /** Imported accounts that have set a password. */
  joined: z.number(),
  /** Invitations written by this request (POST only; 0 for GET). */
  sent: z.number(),
  /** Invitations a batch sends at most, and batches an hour. */
  batchSize: z.number(),
  batchesPerHour: z.number(),
});
export type CustomerInvitations = z.infer<typeof customerInvitations>;
