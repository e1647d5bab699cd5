import { spreadsheetCell } from '@shop/shared/csv';
import type { TaxLedgerRow } from '../orders/index.ts';

export const CSV_HEADER = ['Month', 'State', 'Region', 'Orders', 'Sales', 'Taxable sales', 'Tax collected', 'Tax refunded', 'Amount refunds (tax part unknown)'];

/**
 * One field as RFC 4180 writes it: quoted (its quotes doubled) when it holds a comma, a quote or a line
 * break; text a spreadsheet would run as a formula first gets a leading `'` (decision 053).
 */
export function csvField(value: string | number): string {
  const text = spreadsheetCell(value);
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Cents as dollars with two decimals, by integer arithmetic (no floating-point 0.1 + 0.2). */
export function dollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.abs(cents);
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/**
 * The report as a spreadsheet: a header, then one row per month per jurisdiction (a state, then the tax
 * regions of its ZIP table, the Region cell empty for the state alone: decision 046), lines ending in CRLF.
 */
export function taxReportCsv(ledger: readonly TaxLedgerRow[]): string {
  const rows = ledger.map((row) => [
    row.month,
    row.state,
    row.region ?? '',
    row.orders,
    dollars(row.salesCents),
    dollars(row.taxableCents),
    dollars(row.taxCents),
    dollars(row.taxRefundedCents),
    dollars(row.untracedRefundCents),
  ]);
  return [CSV_HEADER, ...rows].map((fields) => `${fields.map(csvField).join(',')}\r\n`).join('');
}

/** tax-report-2025-12-to-2026-11.csv: the months it covers. */
export function csvFileName(from: Date, to: Date): string {
  const month = (at: Date) => at.toISOString().slice(0, 7);
  const last = new Date(Date.UTC(to.getUTCFullYear(), to.getUTCMonth() - 1, 1));
  return `tax-report-${month(from)}-to-${month(last)}.csv`;
}
