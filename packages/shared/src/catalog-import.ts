import { z } from 'zod';
import { csvLine, fromSpreadsheetCell, spreadsheetCell } from './csv.ts';
import { mappingEntry, tagMapping } from './tag-mapping.ts';

/** The largest product CSV the admin screen takes; larger files go through `npm run import -- FILE`. */
export const MAX_IMPORT_BYTES = 8 * 1024 * 1024;

/** POST /api/admin/catalog/import: a Shopify product CSV, checked (dry run) or applied, all or nothing. */
export const importRequest = z.object({
  csv: z
    .string({ error: 'Attach a CSV file' })
    .min(1, 'The file is empty')
    .max(MAX_IMPORT_BYTES, 'The file is larger than 8 MB: use npm run import -- FILE'),
  dryRun: z.boolean().default(true),
  /** The owner's changes to the dry run's mapping of tags and care metafields (docs/decisions/061); the rest keep theirs. */
  mapping: tagMapping.optional(),
});
export type ImportRequest = z.infer<typeof importRequest>;

/**
 * One problem of a row the import refuses: the row's number in the file (the header is row 1, as a
 * spreadsheet shows it), the column at fault as the file's header names it ('' when the row as a whole is
 * at fault), and a sentence saying what is wrong.
 */
export const importRowError = z.object({ row: z.number(), handle: z.string(), column: z.string(), reason: z.string() });
export type ImportRowError = z.infer<typeof importRowError>;

/** A refused row with every one of its problems (docs/product/rules.md): none is held back for a second check. */
export const refusedRow = z.object({
  row: z.number(),
  handle: z.string(),
  problems: z.array(z.object({ column: z.string(), reason: z.string() })),
});
export type RefusedRow = z.infer<typeof refusedRow>;

/** Each row's problems grouped under it, rows in file order, problems in the order they were found. */
export function refusedRows(errors: readonly ImportRowError[]): RefusedRow[] {
  const byRow = new Map<number, RefusedRow>();
  for (const { row, handle, column, reason } of errors) {
    const refused = byRow.get(row) ?? { row, handle, problems: [] };
    if (!refused.problems.some((problem) => problem.column === column && problem.reason === reason))
      refused.problems.push({ column, reason });
    byRow.set(row, refused);
  }
  return [...byRow.values()].sort((a, b) => a.row - b.row);
}

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

export const PICTURE_STATUSES = ['to fetch', 'fetched', 'failed'] as const;

/**
 * A picture of the file not yet in the shop. A failed one leaves a new plant on the neutral placeholder and
 * an updated one on the picture it had (docs/decisions/054); the next import of the file tries it again.
 */
export const importPicture = z.object({
  handle: z.string(),
  url: z.string(),
  status: z.enum(PICTURE_STATUSES),
  /** Why it failed ('answered 404', 'no answer within 10 s'...); null otherwise. */
  reason: z.string().nullable(),
});
export type ImportPicture = z.infer<typeof importPicture>;

export const importReport = z.object({
  dryRun: z.boolean(),
  /** True when the changes were written (never in a dry run, never with a rejected row). */
  applied: z.boolean(),
  rows: z.number(),
  created: z.number(),
  updated: z.number(),
  unchanged: z.number(),
  /** The rows refused, each with all of its problems. */
  rejected: z.array(refusedRow),
  /**
   * The rows left out, exactly as the file has them: the refused rows and the other rows of their products
   * (a product comes in whole or not at all), under the file's own header. The refused rows' download.
   */
  leftOut: z.object({
    header: z.array(z.string()),
    rows: z.array(z.object({ row: z.number(), handle: z.string(), cells: z.array(z.string()) })),
  }),
  products: z.array(importProductResult),
  /** Picture addresses not yet in the shop: fetched when the import is applied. */
  imagesToFetch: z.number(),
  /** Each picture to fetch (docs/decisions/054): in a dry run 'to fetch'; applied, fetched or failed and why. */
  pictures: z.array(importPicture),
  /** Each tag and care metafield value of the file, what it becomes and on how many products (docs/decisions/061). */
  mapping: z.array(mappingEntry),
});
export type ImportReport = z.infer<typeof importReport>;

/** The file's products that name demo plants (decision 048): the check offers to remove the demo catalogue first. */
export const demoMatches = (report: Pick<ImportReport, 'products'>) => report.products.filter((product) => product.demo);

/** The last column of the refused rows' download; the import reads no column of that name, so the file goes back in as it is. */
export const PROBLEMS_COLUMN = 'Problems';

/**
 * The refused rows' download (docs/product/rules.md): the file's header and its left-out rows with the same
 * columns and values, and a last column with each row's problems (a row refused only with its product
 * names the row to mend). Written with the shop's CSV rules (decision 053): a cell a spreadsheet would run
 * gets its `'`, which the import takes off again. Fix the values, import the file, and the rows come in.
 */
export function refusedRowsCsv(report: Pick<ImportReport, 'rejected' | 'leftOut'>): string {
  const problems = new Map(report.rejected.map((row) => [row.row, row]));
  const width = Math.max(report.leftOut.header.length, ...report.leftOut.rows.map((row) => row.cells.length));
  // A file downloaded before and checked again has its old Problems column: the new one takes its place.
  const stale = new Set(
    report.leftOut.header.flatMap((name, at) => (name.trim().toLowerCase() === PROBLEMS_COLUMN.toLowerCase() ? [at] : [])),
  );
  const line = (cells: readonly string[], last: string) =>
    csvLine(
      [...cells, ...Array<string>(Math.max(0, width - cells.length)).fill('')]
        .filter((_, at) => !stale.has(at))
        .concat(last)
        .map((cell) => spreadsheetCell(fromSpreadsheetCell(cell))),
    );
  const lines = [line(report.leftOut.header, PROBLEMS_COLUMN)];
  for (const { row, handle, cells } of report.leftOut.rows) {
    const refused = problems.get(row);
    const mend = report.rejected.find((one) => one.handle === handle);
    const text = refused
      ? refused.problems.map((problem) => problem.reason).join('; ')
      : `Left out with its product: mend row ${mend?.row ?? '?'} and import again`;
    lines.push(line(cells, text));
  }
  return lines.join('\n') + '\n';
}

/** Why a file is refused before it is read (decision 053, docs/product/texts.md): it is not UTF-8. */
export const NOT_UTF8 = {
  latin1: 'This file is not UTF-8: it looks like Latin-1 (Windows-1252). Save it as CSV UTF-8 and try again.',
  utf16: 'This file is not UTF-8: it looks like UTF-16 without a byte-order mark. Save it as CSV UTF-8 and try again.',
  other: 'This file is not UTF-8: it looks like another encoding. Save it as CSV UTF-8 and try again.',
  replaced:
    'This file is not UTF-8: some of its characters could not be read (they show as �). Save it as CSV UTF-8 and try again.',
} as const;

export type DecodedFile = { ok: true; text: string } | { ok: false; message: string };

/**
 * A CSV file's bytes as text (decision 053): UTF-8 (with or without its byte-order mark), or UTF-16 with
 * one (Excel's "Unicode Text"). Anything else is refused with the encoding it looks like, never read with
 * U+FFFD in place of its accented letters.
 */
export function decodeCsvFile(bytes: Uint8Array): DecodedFile {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { ok: true, text: new TextDecoder('utf-16le').decode(bytes) };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { ok: true, text: new TextDecoder('utf-16be').decode(bytes) };
  // UTF-16 without its mark: every other byte of its Latin text is zero (and would pass as UTF-8).
  const sample = bytes.subarray(0, 4096);
  if (sample.filter((byte) => byte === 0).length * 4 > sample.length) return { ok: false, message: NOT_UTF8.utf16 };
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return { ok: false, message: looksLikeLatin1(bytes) ? NOT_UTF8.latin1 : NOT_UTF8.other };
  }
}

/** Latin-1 and Windows-1252 text is ASCII with a lone byte over 127 here and there (é, ñ, ’); East Asian encodings pair them. */
function looksLikeLatin1(bytes: Uint8Array): boolean {
  let high = 0;
  let alone = 0;
  bytes.forEach((byte, at) => {
    if (byte < 0x80) return;
    high += 1;
    if ((bytes[at - 1] ?? 0) < 0x80 && (bytes[at + 1] ?? 0) < 0x80) alone += 1;
  });
  return alone * 2 >= high;
}
