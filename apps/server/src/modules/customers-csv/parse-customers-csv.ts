import { type ImportRowError, NOT_UTF8 } from '@shop/shared/catalog-import';
import { EMAIL_PATTERN } from '@shop/shared/common';
import { fromSpreadsheetCell } from '@shop/shared/csv';
import { US_STATE_CODES } from '@shop/shared/states';
import { hasHiddenCharacters } from '@shop/shared/text';
import { parse } from 'csv-parse/sync';
import type { ImportedCustomer } from '../accounts/index.ts';

/**
 * The columns read, each under the name Shopify's current customer CSV gives it and the older one's
 * (decision 062). Headers are matched without regard to case or spacing; other columns are ignored.
 */
const COLUMNS = {
  firstName: ['first name'],
  lastName: ['last name'],
  email: ['email'],
  acceptsEmail: ['accepts email marketing', 'accepts marketing'],
  company: ['default address company', 'company'],
  address1: ['default address address1', 'address1'],
  address2: ['default address address2', 'address2'],
  city: ['default address city', 'city'],
  provinceCode: ['default address province code', 'province code'],
  countryCode: ['default address country code', 'country code'],
  country: ['country'],
  zip: ['default address zip', 'zip'],
  addressPhone: ['default address phone'],
  phone: ['phone'],
  acceptsSms: ['accepts sms marketing'],
  totalSpent: ['total spent'],
  totalOrders: ['total orders'],
  note: ['note'],
  taxExempt: ['tax exempt'],
  tags: ['tags'],
} as const;
type Column = keyof typeof COLUMNS;

export class UnreadableCustomerCsv extends Error {}

export interface ParsedCustomers {
  columns: 'current' | 'older';
  rows: number;
  customers: ImportedCustomer[];
  /** Every problem of every refused row (`handle` is the row's email). */
  rejected: ImportRowError[];
  /** Rows that come in without their address, and why. */
  notes: { row: number; email: string; note: string }[];
}

const MAX_NAME = 100;
const MAX_NOTE = 5000;
const MAX_TAGS = 1000;
const MAX_PHONE = 40;
const MAX_SPENT_CENTS = 2_000_000_000;
const ZIP = /^\d{5}(-\d{4})?$/;
/** A cell a spreadsheet would run: `=...`, or `+`, `-` or `@` before a function call (`@SUM(`, `-HYPERLINK(`). A phone's `+1 555` is not one. */
const FORMULA = /^(=|[+\-@]\s*[A-Za-z_][A-Za-z0-9_.]*\s*\()/;
const US = new Set(['us', 'usa', 'united states', 'united states of america']);

const normalHeader = (header: string) => header.replace(/^\uFEFF/, '').trim().replace(/\s+/g, ' ').toLowerCase();

function yesNo(value: string): boolean | null {
  const text = value.trim().toLowerCase();
  if (text === '' || text === 'no' || text === 'false' || text === 'n') return false;
  if (text === 'yes' || text === 'true' || text === 'y') return true;
  return null;
}

function readRecords(text: string): string[][] {
  // A file read as UTF-8 when it was not: its accented letters became U+FFFD (decision 053).
  if (text.includes('\uFFFD')) throw new UnreadableCustomerCsv(NOT_UTF8.replaced);
  const firstLine = /^[^\r\n]*/.exec(text)![0];
  const delimiter = firstLine.includes('\t') && !firstLine.includes(',') ? '\t' : ',';
  try {
    return parse(text, { delimiter, bom: true, relax_column_count: true, skip_empty_lines: false, trim: false }) as string[][];
  } catch (error) {
    throw new UnreadableCustomerCsv(`The file could not be read as CSV: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** The header's columns by what they hold, or why the file is not a Shopify customer CSV. */
function columnsOf(header: readonly string[]): { index: Map<Column, number>; columns: ParsedCustomers['columns'] } {
  const names = header.map(normalHeader);
  const index = new Map<Column, number>();
  for (const [column, aliases] of Object.entries(COLUMNS) as [Column, readonly string[]][]) {
    const at = names.findIndex((name) => aliases.includes(name));
    if (at >= 0) index.set(column, at);
  }
  if (names.includes('handle') || names.includes('title'))
    throw new UnreadableCustomerCsv('This is a product CSV, not a customer CSV: import it under Products');
  if (!index.has('email')) throw new UnreadableCustomerCsv("This is not a Shopify customer CSV: it has no 'Email' column");
  if (!index.has('firstName') && !index.has('lastName'))
    throw new UnreadableCustomerCsv("This is not a Shopify customer CSV: it has neither a 'First Name' nor a 'Last Name' column");
  const current = names.some((name) => name.startsWith('default address ')) || names.includes('accepts email marketing');
  return { index, columns: current ? 'current' : 'older' };
}

/**
 * Reads a Shopify customer CSV, current or older columns (decision 062). A row is refused with every
 * problem it has (no or a bad email, the same email as an earlier row, a formula, a name, amount or yes/no
 * that cannot be read); a row whose address the shop cannot ship to comes in without it, with a note
 * saying so. A file that is not CSV, not UTF-8, or has no Email column throws UnreadableCustomerCsv.
 */
export function parseCustomersCsv(text: string): ParsedCustomers {
  const [header, ...data] = readRecords(text);
  if (!header) throw new UnreadableCustomerCsv('The file is empty');
  const { index, columns } = columnsOf(header);
  const nameOf = (column: Column) => header[index.get(column)!]!.replace(/^\uFEFF/, '').trim();
  const customers: ImportedCustomer[] = [];
  const rejected: ImportRowError[] = [];
  const notes: ParsedCustomers['notes'] = [];
  const seen = new Map<string, number>();
  let rows = 0;
  data.forEach((cells, at) => {
    if (cells.every((cell) => cell.trim() === '')) return;
    rows++;
    const row = at + 2;
    const raw = (column: Column) => {
      const position = index.get(column);
      return position === undefined ? '' : (cells[position] ?? '');
    };
    // The shop's own export put a `'` before cells a spreadsheet would run (decision 053).
    const get = (column: Column) => fromSpreadsheetCell(raw(column)).trim();
    const email = get('email');
    const refuse = (column: Column | '', reason: string) => rejected.push({ row, handle: email, column: column === '' ? '' : nameOf(column), reason });

    for (const column of index.keys()) {
      const cell = raw(column).trim();
      if (FORMULA.test(cell)) refuse(column, `'${cell.slice(0, 40)}' looks like a spreadsheet formula: the shop takes no formulas`);
    }
    const key = email.toLowerCase();
    if (email === '') refuse('email', 'The email is empty: accounts here sign in with their email');
    else if (email.length > 254 || !EMAIL_PATTERN.test(email)) refuse('email', `'${email}' is not an email address`);
    else if (seen.has(key)) refuse('email', `${email} is also on row ${seen.get(key)}: one account an email`);
    else seen.set(key, row);

    for (const column of ['firstName', 'lastName'] as const) {
      const name = get(column);
      if (name.length > MAX_NAME) refuse(column, `The name is longer than ${MAX_NAME} characters`);
      if (hasHiddenCharacters(name)) refuse(column, 'The name has hidden characters');
    }
    if (get('note').length > MAX_NOTE) refuse('note', `The note is longer than ${MAX_NOTE} characters`);
    if (get('tags').length > MAX_TAGS) refuse('tags', `The tags are longer than ${MAX_TAGS} characters`);
    const phone = get('phone') || get('addressPhone');
    if (phone.length > MAX_PHONE) refuse(index.has('phone') ? 'phone' : 'addressPhone', `The phone number is longer than ${MAX_PHONE} characters`);

    const acceptsEmail = yesNo(get('acceptsEmail'));
    if (acceptsEmail === null) refuse('acceptsEmail', `'${get('acceptsEmail')}' is neither yes nor no`);
    const acceptsSms = yesNo(get('acceptsSms'));
    if (acceptsSms === null) refuse('acceptsSms', `'${get('acceptsSms')}' is neither yes nor no`);
    const taxExempt = yesNo(get('taxExempt'));
    if (taxExempt === null) refuse('taxExempt', `'${get('taxExempt')}' is neither yes nor no`);

    const spentText = get('totalSpent').replace(/^\$/, '').replace(/,/g, '');
    const spentCents = spentText === '' ? 0 : /^\d+(\.\d{1,2})?$/.test(spentText) ? Math.round(Number(spentText) * 100) : null;
    if (spentCents === null || spentCents > MAX_SPENT_CENTS) refuse('totalSpent', `'${get('totalSpent')}' is not an amount in dollars`);
    const ordersText = get('totalOrders');
    const orders = ordersText === '' ? 0 : /^\d{1,9}$/.test(ordersText) ? Number(ordersText) : null;
    if (orders === null) refuse('totalOrders', `'${ordersText}' is not a number of orders`);

    if (rejected.some((problem) => problem.row === row)) return;
    const address = addressOf(get, (note) => notes.push({ row, email, note }));
    customers.push({
      row,
      email,
      firstName: get('firstName'),
      lastName: get('lastName'),
      phone,
      note: get('note'),
      tags: get('tags'),
      taxExempt: taxExempt!,
      previousSpentCents: spentCents!,
      previousOrders: orders!,
      acceptsEmail: acceptsEmail!,
      acceptsSms: acceptsSms! && phone !== '',
      address,
    });
  });
  return { columns, rows, customers, rejected, notes };
}

/** The row's default address if the shop can ship to it; otherwise null, with a note saying why. */
function addressOf(get: (column: Column) => string, note: (text: string) => void): ImportedCustomer['address'] {
  const street1 = get('address1');
  const city = get('city');
  const zip = get('zip');
  const state = get('provinceCode').toUpperCase();
  const country = get('countryCode') || get('country');
  if (!street1 && !get('address2') && !city && !zip && !state && !country) return null;
  if (country !== '' && !US.has(country.toLowerCase())) {
    note(`The address is outside the United States (${country}): the account comes in without it, as the shop ships only within the United States`);
    return null;
  }
  if (!street1 || !city || !zip || !state) {
    note('The address is not complete (street, city, state and ZIP): the account comes in without it');
    return null;
  }
  if (!US_STATE_CODES.includes(state)) {
    note(`'${state}' is not a US state code: the account comes in without its address`);
    return null;
  }
  if (!ZIP.test(zip)) {
    note(`'${zip}' is not a US ZIP code: the account comes in without its address`);
    return null;
  }
  return { company: get('company'), street1, street2: get('address2'), city, state, zip, phone: get('addressPhone') || get('phone') };
}
