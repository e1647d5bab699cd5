// The economic-nexus thresholds a new shop starts with (decision 036), one row per state and DC. They are
// what the states published for 2026, read from public summaries last updated 2025-12-31 (Avalara's list
// of states that dropped the 200-transaction test as of 2025-07-01, Avior's state-by-state table, the
// Sales Tax Institute's chart). The owner corrects them on the tax report screen; a shop that already has
// rows is never reseeded. Each state measures "sales" its own way (gross, retail or taxable; the current or
// previous calendar year; some count marketplace sales): the notes say so where it matters most.

export interface NexusSeed {
  state: string;
  salesCents: number | null;
  transactions: number | null;
  bothRequired: boolean;
  note: string;
}

/** The day the figures below were checked. */
export const NEXUS_AS_OF = '2026-01-01';

const CHECK = 'Check with the state before relying on it.';
const usd = (dollars: number) => dollars * 100;

/** $100,000 a year, no transaction count: the most common rule since 2024-2025. */
const salesOnly = (state: string, note = ''): NexusSeed => ({ state, salesCents: usd(100_000), transactions: null, bothRequired: false, note: `${note}${note ? ' ' : ''}${CHECK}` });
/** $100,000 or 200 separate transactions a year, whichever comes first. */
const salesOr200 = (state: string, note = ''): NexusSeed => ({ state, salesCents: usd(100_000), transactions: 200, bothRequired: false, note: `${note}${note ? ' ' : ''}${CHECK}` });
const noSalesTax = (state: string): NexusSeed => ({ state, salesCents: null, transactions: null, bothRequired: false, note: `No statewide sales tax, so no threshold. ${CHECK}` });

export const NEXUS_THRESHOLDS: readonly NexusSeed[] = [
  { state: 'AL', salesCents: usd(250_000), transactions: null, bothRequired: false, note: `$250,000 of retail sales in the previous calendar year. ${CHECK}` },
  salesOnly('AK', 'No state sales tax: local sales taxes through the Alaska Remote Seller Sales Tax Commission; its 200-transaction test ended 2025-01-01.'),
  salesOnly('AZ', 'Gross sales, previous or current calendar year.'),
  salesOr200('AR', 'Taxable sales.'),
  { state: 'CA', salesCents: usd(500_000), transactions: null, bothRequired: false, note: `$500,000 of sales, previous or current calendar year. ${CHECK}` },
  salesOnly('CO', 'Retail sales.'),
  { state: 'CT', salesCents: usd(100_000), transactions: 200, bothRequired: true, note: `$100,000 AND 200 retail sales in the 12 months ending September 30. ${CHECK}` },
  noSalesTax('DE'),
  salesOr200('DC'),
  salesOnly('FL', 'Taxable sales in the previous calendar year.'),
  salesOr200('GA'),
  salesOr200('HI', 'Gross sales (general excise tax).'),
  salesOnly('ID'),
  salesOnly('IL', 'The 200-transaction test ended 2026-01-01.'),
  salesOnly('IN', 'The 200-transaction test ended 2024-07-01.'),
  salesOnly('IA', 'No transaction test since 2019.'),
  salesOnly('KS'),
  salesOr200('KY', 'Some 2026 summaries say the 200-transaction test was dropped.'),
  salesOnly('LA', 'The 200-transaction test ended 2023-08-01.'),
  salesOnly('ME', 'The 200-transaction test ended 2022-01-01.'),
  salesOr200('MD'),
  salesOnly('MA'),
  salesOr200('MI'),
  salesOr200('MN'),
  { state: 'MS', salesCents: usd(250_000), transactions: null, bothRequired: false, note: `$250,000 in the prior 12 months. ${CHECK}` },
  salesOnly('MO', 'Since 2023-01-01.'),
  noSalesTax('MT'),
  salesOr200('NE'),
  salesOr200('NV'),
  noSalesTax('NH'),
  salesOr200('NJ'),
  salesOnly('NM', 'Previous calendar year.'),
  { state: 'NY', salesCents: usd(500_000), transactions: 100, bothRequired: true, note: `$500,000 AND more than 100 sales in the immediately preceding four sales tax quarters. ${CHECK}` },
  salesOnly('NC', 'The 200-transaction test ended 2024-07-01.'),
  salesOnly('ND'),
  salesOr200('OH'),
  salesOnly('OK'),
  noSalesTax('OR'),
  salesOnly('PA'),
  salesOr200('RI'),
  salesOnly('SC'),
  salesOnly('SD', 'The 200-transaction test ended 2023-07-01.'),
  salesOnly('TN', 'Previous 12 months.'),
  { state: 'TX', salesCents: usd(500_000), transactions: null, bothRequired: false, note: `$500,000 in the preceding 12 months. ${CHECK}` },
  salesOnly('UT', 'The 200-transaction test ended 2025-07-01.'),
  salesOr200('VT'),
  salesOr200('VA'),
  salesOnly('WA', 'Retail sales (the B&O tax has its own threshold).'),
  salesOr200('WV'),
  salesOnly('WI', 'The 200-transaction test ended 2021-02-20.'),
  salesOnly('WY', 'The 200-transaction test ended 2024-07-01.'),
];
