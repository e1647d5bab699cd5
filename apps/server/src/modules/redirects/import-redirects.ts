import { fromSpreadsheetCell } from '@shop/shared/csv';
import { MAX_REDIRECT_ROWS, type RedirectImportReport, redirectKey } from '@shop/shared/redirects';
import { parse } from 'csv-parse/sync';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { redirects } from '../../db/schema/redirects.ts';
import { BadRequest } from '../../errors.ts';
import { checkedRedirect } from './manage-redirects.ts';

const header = (cell: string) => cell.replace(/^\uFEFF/, '').trim().toLowerCase().replace(/\s+/g, ' ');

/** The file's rows as `Redirect from`, `Redirect to`, each with its row number (the header is row 1). */
function readRows(csv: string): { row: number; from: string; to: string }[] {
  if (csv.includes('\uFFFD')) throw new BadRequest('The file is not UTF-8 text: save it as "CSV UTF-8" and try again');
  let records: string[][];
  try {
    records = parse(csv, { bom: true, relax_column_count: true, skip_empty_lines: false }) as string[][];
  } catch (error) {
    throw new BadRequest(`The file could not be read as CSV: ${error instanceof Error ? error.message : String(error)}`);
  }
  const [names, ...data] = records;
  const from = names?.map(header).indexOf('redirect from') ?? -1;
  const to = names?.map(header).indexOf('redirect to') ?? -1;
  if (from < 0 || to < 0) throw new BadRequest("This is not a Shopify URL-redirects CSV: it needs the columns 'Redirect from' and 'Redirect to'");
  if (data.length > MAX_REDIRECT_ROWS) throw new BadRequest(`The file has ${data.length} rows; at most ${MAX_REDIRECT_ROWS} are read at once: split it`);
  return data.flatMap((cells, at) =>
    cells.every((cell) => cell.trim() === '') ? [] : [{ row: at + 2, from: fromSpreadsheetCell(cells[from] ?? ''), to: fromSpreadsheetCell(cells[to] ?? '') }],
  );
}

/**
 * Shopify's URL-redirects CSV (`Redirect from,Redirect to`), checked (a dry run, the default) or imported
 * (docs/decisions/060-addresses-that-survive-the-move.md). Each refused row is listed with its reasons and
 * left out; the others are written together. A source the shop already redirects gets the file's target.
 */
export async function importRedirects({ db, csv, dryRun, publicUrl }: { db: Db; csv: string; dryRun: boolean; publicUrl: string }): Promise<RedirectImportReport> {
  const rows = readRows(csv);
  const report: RedirectImportReport = { dryRun, rows: rows.length, added: [], replaced: [], refused: [] };
  const seen = new Map<string, number>();
  const wanted: { row: number; from: string; to: string }[] = [];
  for (const row of rows) {
    const checked = checkedRedirect(row, publicUrl);
    const reasons = 'reasons' in checked ? checked.reasons : [];
    if (!('reasons' in checked)) {
      const earlier = seen.get(redirectKey(checked.from));
      if (earlier !== undefined) reasons.push(`Row ${earlier} already redirects ${checked.from}`);
      else seen.set(redirectKey(checked.from), row.row);
    }
    if (reasons.length > 0 || 'reasons' in checked) report.refused.push({ ...row, reasons });
    else wanted.push({ row: row.row, ...checked });
  }
  await db.transaction(async (tx) => {
    const current = new Map<string, string>();
    const keys = wanted.map((row) => redirectKey(row.from));
    for (let start = 0; start < keys.length; start += 1000) {
      const some = keys.slice(start, start + 1000);
      for (const row of await tx.select().from(redirects).where(inArray(sql`lower(${redirects.fromPath})`, some))) current.set(redirectKey(row.fromPath), row.toPath);
    }
    for (const row of wanted) {
      const was = current.get(redirectKey(row.from));
      if (was === undefined) report.added.push(row);
      else if (was !== row.to) report.replaced.push({ ...row, was });
    }
    if (dryRun) return;
    for (let start = 0; start < report.added.length; start += 1000)
      await tx.insert(redirects).values(report.added.slice(start, start + 1000).map((row) => ({ fromPath: row.from, toPath: row.to })));
    for (const row of report.replaced)
      await tx.update(redirects).set({ toPath: row.to }).where(sql`lower(${redirects.fromPath}) = ${redirectKey(row.from)}`);
  });
  return report;
}
