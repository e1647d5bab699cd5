// The one rule for every CSV the shop writes and reads back (decision 053, docs/product/rules.md):
// OWASP's CSV-injection rule, so a spreadsheet never runs a cell as a formula.

/** A cell a spreadsheet would read as a formula: it starts with =, +, -, @, a tab or a carriage return. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain number (a negative amount too): a spreadsheet reads it as a number, never a formula. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
/** What escaping wrote: one added quote before a formula start (after any quotes the text itself began with). */
const ESCAPED = /^'+[=+\-@\t\r]/;

/**
 * A cell as the shop writes it: text a spreadsheet would run as a formula gets a leading `'` (shown as
 * text, and taken off again by `fromSpreadsheetCell`); plain numbers stay numbers. Text that already
 * starts with quotes before a formula start gets one more, so reading it back gives exactly the text.
 */
export function spreadsheetCell(value: string | number): string {
  const text = String(value);
  if (PLAIN_NUMBER.test(text)) return text;
  return FORMULA_START.test(text.replace(/^'+/, '')) ? `'${text}` : text;
}

/** A cell the shop wrote, read back: the `'` that `spreadsheetCell` added is taken off. */
export function fromSpreadsheetCell(text: string): string {
  return ESCAPED.test(text) ? text.slice(1) : text;
}

/** One line of CSV (RFC 4180): a cell with a comma, a quote or a line break is quoted, its quotes doubled. */
export function csvLine(cells: readonly string[]): string {
  return cells.map((cell) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(',');
}
