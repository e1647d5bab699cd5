import { usStateName } from '@shop/shared/states';
import { MAX_ZIP_TABLE_ROWS, ZIP_TABLE_COLUMNS, ZIP_TABLE_OPTIONAL_COLUMNS, type ZipRateRefusal } from '@shop/shared/tax';
import { parse } from 'csv-parse/sync';

/** One ZIP code's rate as the table gives it. */
export interface ZipRate {
  zip: string;
  region: string;
  /** The combined rate in millionths (0.0725 is 72500). */
  rateMillionths: number;
}

export interface ParsedZipRates {
  /** Data rows read (the header not counted). */
  rows: number;
  accepted: ZipRate[];
  refused: ZipRateRefusal[];
}

/** A file that is not a ZIP rate table at all: not CSV, the wrong columns, no rows, or too many. */
export class UnreadableZipTable extends Error {}

/** No US sales tax reaches 20% (the highest combined rates are near 11.5%): a rate past it is a mistake. */
export const MAX_RATE_MILLIONTHS = 200_000;

type Column = (typeof ZIP_TABLE_COLUMNS)[number];
const RATE_COLUMNS = ['EstimatedCombinedRate', 'StateRate', 'EstimatedCountyRate', 'EstimatedCityRate', 'EstimatedSpecialRate'] as const satisfies readonly Column[];
const KNOWN = new Map<string, string>([...ZIP_TABLE_COLUMNS, ...ZIP_TABLE_OPTIONAL_COLUMNS].map((name) => [name.toLowerCase(), name]));

/**
 * A rate written as a decimal fraction ('0.0725', '.0725', '0.072500', '0') in millionths, read from its
 * digits (never through a float), or why it is not one.
 */
export function rateMillionthsOf(column: string, text: string): number | string {
  if (/%\s*$/.test(text)) return `${column} ${text} is a percent: the table gives rates as decimals (7.25% is 0.0725)`;
  const match = /^(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || text === '' || text === '.') return text === '' ? `${column} is empty` : `${column} '${text}' is not a rate`;
  const decimals = (match[2] ?? '').replace(/0+$/, '');
  if (decimals.length > 6) return `${column} ${text} has more than six decimals`;
  const whole = Number(match[1] || '0');
  if (whole >= 1) return `${column} ${text} is not a decimal rate: 7.25% is written 0.0725`;
  const millionths = Number(decimals.padEnd(6, '0'));
  if (millionths > MAX_RATE_MILLIONTHS) return `${column} ${text} is above 20%, more than any US sales tax`;
  return millionths;
}

function readRecords(csv: string): { record: string[]; line: number }[] {
  try {
    const parsed = parse(csv, { bom: true, relax_column_count: true, skip_empty_lines: true, trim: true, info: true }) as unknown as { record: string[]; info: { lines: number } }[];
    return parsed.map(({ record, info }) => ({ record, line: info.lines }));
  } catch (error) {
    throw new UnreadableZipTable(`The file could not be read as CSV: ${error instanceof Error ? error.message : String(error)}`);
  }
}

function columnIndex(header: readonly string[]): Map<Column, number> {
  const names = header.map((name) => name.trim());
  const unknown = names.filter((name) => !KNOWN.has(name.toLowerCase()));
  const index = new Map<Column, number>();
  names.forEach((name, at) => {
    const known = KNOWN.get(name.toLowerCase()) as Column | undefined;
    if (!known) return;
    if (index.has(known)) throw new UnreadableZipTable(`The column ${known} appears twice in the header`);
    index.set(known, at);
  });
  const missing = ZIP_TABLE_COLUMNS.filter((name) => !index.has(name));
  if (missing.length > 0 || unknown.length > 0) {
    const problems = [
      missing.length > 0 ? `it lacks ${missing.join(', ')}` : '',
      unknown.length > 0 ? `it has ${unknown.map((name) => `'${name.slice(0, 40)}'`).join(', ')}, which the table does not` : '',
    ].filter(Boolean);
    throw new UnreadableZipTable(
      `This is not a ZIP rate table: ${problems.join('; ')}. Its header is ${ZIP_TABLE_COLUMNS.join(', ')} (and optionally RiskLevel).`,
    );
  }
  return index;
}

/**
 * Reads one state's ZIP rate table (decision 046): the published per-state format (State, ZipCode,
 * TaxRegionName, EstimatedCombinedRate, StateRate, EstimatedCountyRate, EstimatedCityRate,
 * EstimatedSpecialRate, optionally RiskLevel; rates as decimals). Each row is refused with its line and
 * reason when its state is another, its ZIP code is not five digits or comes twice, its region is empty,
 * or a rate is not a decimal from 0 to 0.2. A file that is not such a table throws UnreadableZipTable.
 */
export function parseZipRates(csv: string, state: string): ParsedZipRates {
  const records = readRecords(csv);
  const [header, ...data] = records;
  if (!header) throw new UnreadableZipTable('The file is empty');
  const index = columnIndex(header.record);
  if (data.length === 0) throw new UnreadableZipTable('The file has a header but no rows of rates');
  if (data.length > MAX_ZIP_TABLE_ROWS) {
    throw new UnreadableZipTable(`The file has ${data.length.toLocaleString('en-US')} rows: one state's table has at most ${MAX_ZIP_TABLE_ROWS.toLocaleString('en-US')} ZIP codes`);
  }
  const stateName = usStateName(state) ?? state;
  const accepted: ZipRate[] = [];
  const refused: ZipRateRefusal[] = [];
  const seen = new Map<string, number>();
  for (const { record, line } of data) {
    const cell = (column: Column) => record[index.get(column)!] ?? '';
    const zip = cell('ZipCode');
    const refuse = (reason: string) => refused.push({ row: line, zip, reason });
    if (record.length !== header.record.length) {
      refuse(`The row has ${record.length} fields, the header ${header.record.length}`);
      continue;
    }
    const rowState = cell('State').toUpperCase();
    if (rowState !== state) {
      refuse(`State is ${rowState === '' ? 'empty' : rowState}, not ${state}: this table is for ${stateName}`);
      continue;
    }
    if (!/^\d{5}$/.test(zip)) {
      refuse(/^\d{3,4}$/.test(zip) ? `ZIP code ${zip} has lost its leading zeros (a spreadsheet does that): write it as ${zip.padStart(5, '0')}` : `ZIP code '${zip.slice(0, 20)}' is not 5 digits`);
      continue;
    }
    const first = seen.get(zip);
    if (first !== undefined) {
      refuse(`ZIP code ${zip} is listed twice (first on line ${first})`);
      continue;
    }
    seen.set(zip, line);
    const region = cell('TaxRegionName');
    if (region === '' || region.length > 100) {
      refuse(region === '' ? 'TaxRegionName is empty' : 'TaxRegionName is longer than 100 characters');
      continue;
    }
    const rates = RATE_COLUMNS.map((column) => rateMillionthsOf(column, cell(column)));
    const problem = rates.find((rate): rate is string => typeof rate === 'string');
    if (problem) {
      refuse(problem);
      continue;
    }
    accepted.push({ zip, region, rateMillionths: rates[0] as number });
  }
  return { rows: data.length, accepted, refused };
}
