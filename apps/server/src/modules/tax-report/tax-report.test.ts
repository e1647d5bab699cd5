import { readFileSync } from 'node:fs';
import type { AdminOrder, PlacedOrder } from '@shop/shared/orders';
import type { NexusThreshold, TaxReport } from '@shop/shared/tax-report';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { orderLines } from '../../db/schema/orders.ts';
import { adminToken, createTestShop, type TestShop, testClock } from '../../test/harness.ts';
import { makeProduct } from '../catalog/catalog.test-support.ts';
import { payOnTestPage } from '../checkout/checkout.test-support.ts';
import { orderBody, placeOrder } from '../orders/orders.test-support.ts';
import { seedNexusThresholds } from './nexus-thresholds.ts';
import { csvField, taxReportCsv } from './tax-report-csv.ts';

// The owner's tax page (docs/decisions/036-tax-report.md). The shop collects California's 7.25% and offers no shipping rate (so
// orders ship free). Time is the shop's test clock, set well before today so sessions stay valid.

const clock = testClock(new Date('2025-05-20T12:00:00.000Z'));
let shop: TestShop;
let admin: string;

/** A ZIP code in each state the orders go to: an address whose ZIP is in another state is refused (decision 046). */
const ZIPS: Record<string, string> = { CA: '95814', OR: '97201', TX: '73301', NY: '10001', NC: '27601' };
const address = (state: string, zip = ZIPS[state]!) => ({ street1: '1 Palm Way', street2: '', city: 'Somewhere', state, zip });

async function plant(price: number, taxCategory: 'plant' | 'food-plant' = 'plant') {
  const made = await makeProduct(shop, admin, { price, qty: 100 });
  if (taxCategory !== 'plant') {
    const saved = await shop.request({ method: 'PUT', url: `/api/products/${made.id}`, token: admin, payload: { name: made.name, price, qty: 100, description: 'A plant for a tax report test.', taxCategory } });
    expect(saved.statusCode, saved.body).toBe(200);
  }
  return made;
}

/** Places and pays an order shipped to `state`, at the clock's time. */
async function paidOrder(state: string, lines: { productId: number; qty: number }[]): Promise<PlacedOrder> {
  return paidOrderTo(address(state), lines);
}

async function paidOrderTo(shipTo: ReturnType<typeof address>, lines: { productId: number; qty: number }[]): Promise<PlacedOrder> {
  const placed = await placeOrder(shop, orderBody(lines, { address: shipTo }));
  await payOnTestPage(shop, placed);
  return placed;
}

async function refund(orderId: number, payload: object): Promise<AdminOrder> {
  const response = await shop.request({ method: 'POST', url: `/api/orders/${orderId}/refunds`, token: admin, payload: { reason: 'A test refund', restock: false, ...payload } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as AdminOrder;
}

async function report(months?: number | string): Promise<TaxReport> {
  const response = await shop.request({ method: 'GET', url: `/api/admin/tax-report${months === undefined ? '' : `?months=${months}`}`, token: admin });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TaxReport;
}

const none = { taxRefunded: 0, untracedRefunds: 0 };
/** The June 2025 orders the first test pays and the second refunds. */
let june: { three: PlacedOrder; thirty: PlacedOrder; twenty: PlacedOrder };

beforeAll(async () => {
  shop = await createTestShop({ seed: 'none', clock });
  admin = await adminToken(shop);
  const ca = await shop.request({ method: 'PUT', url: '/api/admin/tax-states/CA', token: admin, payload: { ratePercent: 7.25 } });
  expect(ca.statusCode, ca.body).toBe(200);
});
afterAll(() => shop.close());

describe('the nexus thresholds', () => {
  test('every state and DC starts with a threshold, its date and a note to check it', async () => {
    const response = await shop.request({ method: 'GET', url: '/api/admin/nexus-thresholds', token: admin });
    expect(response.statusCode).toBe(200);
    const all = Object.fromEntries((response.json() as NexusThreshold[]).map((row) => [row.state, row]));
    expect(Object.keys(all)).toHaveLength(51);
    expect(all.CA).toMatchObject({ sales: 500000, transactions: null, bothRequired: false, asOf: '2026-01-01' });
    expect(all.NY).toMatchObject({ sales: 500000, transactions: 100, bothRequired: true });
    expect(all.OR).toMatchObject({ sales: null, transactions: null });
    expect(all.GA).toMatchObject({ sales: 100000, transactions: 200, bothRequired: false });
    for (const row of Object.values(all)) expect(row.note, row.state).toContain('Check with the state before relying on it.');
  });

  test('the owner corrects a threshold, and a restart does not put the old one back', async () => {
    const saved = await saveThreshold('wa', { sales: 100000.5, transactions: null, asOf: '2026-02-01', note: '  Checked with the Department of Revenue.  ' }, 200);
    expect(saved).toEqual({ state: 'WA', sales: 100000.5, transactions: null, bothRequired: false, asOf: '2026-02-01', note: 'Checked with the Department of Revenue.' });
    expect(await seedNexusThresholds({ db: shop.db })).toBe(false);
    const list = (await shop.request({ method: 'GET', url: '/api/admin/nexus-thresholds', token: admin })).json() as NexusThreshold[];
    expect(list.find((row) => row.state === 'WA')).toEqual(saved);
  });

  test('bad thresholds are 400s with a message', async () => {
    const good = { sales: 100000, transactions: 200, bothRequired: false, asOf: '2026-01-01', note: '' };
    const cases: [string, object, string][] = [
      ['XX', good, 'Name a US state by its two-letter code'],
      ['MA', { ...good, sales: -5 }, 'Enter the sales threshold in dollars'],
      ['MA', { ...good, sales: 10.001 }, 'Enter the sales threshold in dollars'],
      ['MA', { ...good, transactions: 1.5 }, 'Enter the number of orders as a whole number'],
      ['MA', { ...good, transactions: 0 }, 'Enter the number of orders as a whole number'],
      ['MA', { ...good, asOf: '2026-02-30' }, 'Enter the day you checked the threshold as YYYY-MM-DD'],
      ['MA', { ...good, asOf: undefined }, 'Enter the day you checked the threshold as YYYY-MM-DD'],
      ['MA', { ...good, transactions: null, bothRequired: true }, 'Both thresholds must be passed only when there are two'],
      ['MA', { ...good, note: 'x'.repeat(501) }, 'Keep the note to 500 characters'],
    ];
    for (const [state, payload, message] of cases) {
      const refused = await shop.request({ method: 'PUT', url: `/api/admin/nexus-thresholds/${state}`, token: admin, payload });
      expect(refused.statusCode, `${state} ${JSON.stringify(payload)}`).toBe(400);
      expect(refused.json()).toMatchObject({ error: expect.stringContaining(message) as unknown });
    }
    const list = (await shop.request({ method: 'GET', url: '/api/admin/nexus-thresholds', token: admin })).json() as NexusThreshold[];
    expect(list.find((row) => row.state === 'MA')).toMatchObject({ sales: 100000, transactions: null, asOf: '2026-01-01' });
  });
});

describe('the tax report', () => {
  test('tax collected per state per month counts paid orders only, with the taxable part of what they cost', async () => {
    const fern = await plant(40);
    const olive = await plant(40, 'food-plant');
    const palm = await plant(12.5);
    const cactus = await plant(25);

    // May 2025: a $40 fern to CA ($2.90), a fern and an exempt olive tree to CA (only the fern taxed), a cactus to OR.
    await paidOrder('CA', [{ productId: fern.id, qty: 1 }]);
    const mixed = await paidOrder('CA', [{ productId: olive.id, qty: 1 }, { productId: fern.id, qty: 1 }]);
    expect(mixed).toMatchObject({ subtotal: 80, tax: 2.9, finalPrice: 82.9 });
    await paidOrder('OR', [{ productId: cactus.id, qty: 1 }]);
    // Placed and never paid: not a sale.
    await placeOrder(shop, orderBody([{ productId: fern.id, qty: 3 }], { address: address('CA') }));

    // June 2025: two ferns and a palm ($92.50, tax $6.71), $30 and $20 orders.
    clock.set(new Date('2025-06-03T09:00:00.000Z'));
    june = {
      three: await paidOrder('CA', [{ productId: fern.id, qty: 2 }, { productId: palm.id, qty: 1 }]),
      thirty: await paidOrder('CA', [{ productId: (await plant(30)).id, qty: 1 }]),
      twenty: await paidOrder('CA', [{ productId: (await plant(20)).id, qty: 1 }]),
    };
    expect([june.three, june.thirty, june.twenty].map((order) => order.tax)).toEqual([6.71, 2.18, 1.45]);

    const seen = await report();
    expect(seen).toMatchObject({ timeZone: 'UTC', months: 12, from: '2024-07-01T00:00:00.000Z', to: '2025-07-01T00:00:00.000Z' });
    expect(seen.monthly).toEqual([
      { month: '2025-05', state: 'CA', region: null, orders: 2, sales: 120, taxableSales: 80, taxCollected: 5.8, ...none },
      { month: '2025-05', state: 'OR', region: null, orders: 1, sales: 25, taxableSales: 0, taxCollected: 0, ...none },
      { month: '2025-06', state: 'CA', region: null, orders: 3, sales: 142.5, taxableSales: 142.5, taxCollected: 10.34, ...none },
    ]);
  });

  test('refunds return tax in the month they are made: a line its share, a full refund the rest; an amount is untraced', async () => {
    clock.set(new Date('2025-07-02T10:00:00.000Z'));
    const before = (await report()).monthly.filter((row) => row.month === '2025-06');
    const { three, thirty, twenty } = { three: june.three.id, thirty: june.thirty.id, twenty: june.twenty.id };
    // The palm's line carries 91 of the order's 671 cents of tax (the quote's spread of $6.71 over $80 and $12.50).
    const lines = await shop.db.select().from(orderLines).where(eq(orderLines.orderId, three)).orderBy(asc(orderLines.id));
    expect(lines.map((line) => line.taxCents)).toEqual([580, 91]);
    await refund(three, { kind: 'lines', lines: [{ lineId: lines[1]!.id, qty: 1 }] });
    await refund(thirty, { kind: 'amount', amount: 5 });
    await refund(twenty, { kind: 'full' });

    const seen = await report();
    // June is as it was: the refunds were made in July, and count there.
    expect(seen.monthly.filter((row) => row.month === '2025-06')).toEqual(before);
    expect(seen.monthly.filter((row) => row.month === '2025-07')).toEqual([
      { month: '2025-07', state: 'CA', region: null, orders: 0, sales: 0, taxableSales: 0, taxCollected: 0, taxRefunded: 2.36, untracedRefunds: 5 },
    ]);

    // The rest of the $30 order: its whole tax goes back with it (the $5 before stays untraced).
    clock.set(new Date('2025-07-09T10:00:00.000Z'));
    await refund(thirty, { kind: 'full' });
    expect((await report()).monthly.filter((row) => row.month === '2025-07')).toEqual([
      { month: '2025-07', state: 'CA', region: null, orders: 0, sales: 0, taxableSales: 0, taxCollected: 0, taxRefunded: 4.54, untracedRefunds: 5 },
    ]);
  });

  test('the CSV has a header and one row per month per state, in dollars with two decimals', async () => {
    const response = await shop.request({ method: 'GET', url: '/api/admin/tax-report.csv?months=3', token: admin });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="tax-report-2025-05-to-2025-07.csv"');
    expect(response.body).toBe(
      [
        'Month,State,Region,Orders,Sales,Taxable sales,Tax collected,Tax refunded,Amount refunds (tax part unknown)',
        '2025-05,CA,,2,120.00,80.00,5.80,0.00,0.00',
        '2025-05,OR,,1,25.00,0.00,0.00,0.00,0.00',
        '2025-06,CA,,3,142.50,142.50,10.34,0.00,0.00',
        '2025-07,CA,,0,0.00,0.00,0.00,4.54,5.00',
        '',
      ].join('\r\n'),
    );
    expect(csvField('Taxed, "mostly"')).toBe('"Taxed, ""mostly"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
  });

  test('the last 12 months move with the clock', async () => {
    // May 2026: the report covers June 2025 to May 2026; May 2025 has dropped out.
    clock.set(new Date('2026-05-31T23:59:00.000Z'));
    expect((await report()).monthly.map((row) => `${row.month} ${row.state}`)).toEqual(['2025-06 CA', '2025-07 CA']);
    // A minute later it is June (UTC): June 2025 is out too.
    clock.set(new Date('2026-06-01T00:01:00.000Z'));
    const later = await report();
    expect(later).toMatchObject({ from: '2025-07-01T00:00:00.000Z', to: '2026-07-01T00:00:00.000Z' });
    expect(later.monthly.map((row) => `${row.month} ${row.state}`)).toEqual(['2025-07 CA']);
    // California stays listed (the shop collects there) with what was sold in the window.
    expect(later.byState).toEqual([
      { state: 'CA', orders: 0, sales: 0, threshold: expect.objectContaining({ sales: 500000, transactions: null }) as unknown, share: 0, collecting: true },
    ]);
    expect((await report(24)).monthly).toHaveLength(4);
    for (const bad of [0, 37, 'many', 1.5]) {
      const refused = await shop.request({ method: 'GET', url: `/api/admin/tax-report?months=${bad}`, token: admin });
      expect(refused.statusCode, String(bad)).toBe(400);
      expect(refused.json()).toMatchObject({ error: expect.stringContaining('Ask for 1 to 36 months') as unknown });
    }
  });

  test("each state's orders and sales stand beside its threshold; nearing one where the shop does not collect shows", async () => {
    clock.set(new Date('2026-06-10T12:00:00.000Z'));
    // Thresholds the owner lowered for the test: Texas at $100 of sales, New York at $100 and 2 orders, both needed.
    await saveThreshold('TX', { sales: 100, transactions: null, bothRequired: false, asOf: '2026-06-01', note: '' }, 200);
    await saveThreshold('NY', { sales: 100, transactions: 2, bothRequired: true, asOf: '2026-06-01', note: '' }, 200);
    const shrub = await plant(85);
    await paidOrder('TX', [{ productId: shrub.id, qty: 1 }]);
    await paidOrder('NY', [{ productId: shrub.id, qty: 1 }]);
    await paidOrder('CA', [{ productId: shrub.id, qty: 1 }]);

    const byState = Object.fromEntries((await report()).byState.map((row) => [row.state, row]));
    // Texas: $85 of $100 is 0.85 and the shop does not collect there.
    expect(byState.TX).toEqual({ state: 'TX', orders: 1, sales: 85, threshold: { sales: 100, transactions: null, bothRequired: false, asOf: '2026-06-01', note: '' }, share: 0.85, collecting: false });
    // New York needs both: $85 of $100 but 1 order of 2, so it is half way.
    expect(byState.NY).toMatchObject({ orders: 1, sales: 85, share: 0.5, collecting: false });
    // California's $500,000: $85 (the tax is not a sale) is 0.017% of it.
    expect(byState.CA).toMatchObject({ orders: 1, sales: 85, share: 0.0001, collecting: true });
  });
});

describe('jurisdictions', () => {
  test('with a ZIP table, the report groups by state, then tax region; the CSV has the same rows', async () => {
    clock.set(new Date('2026-06-12T12:00:00.000Z'));
    await shop.request({ method: 'PUT', url: '/api/admin/tax-states/NC', token: admin, payload: { ratePercent: 4.75 } });
    const table = readFileSync(new URL('../tax/fixtures/TAXRATES_ZIP5_NC202601.csv', import.meta.url), 'utf8');
    const loaded = await shop.request({ method: 'POST', url: '/api/admin/tax-states/NC/zip-rates', token: admin, payload: { csv: table, fileName: 'TAXRATES_ZIP5_NC202601.csv', dryRun: false } });
    expect(loaded.statusCode, loaded.body).toBe(200);
    const fern = await plant(40);
    const line = [{ productId: fern.id, qty: 1 }];
    // Two $40 ferns to Raleigh (7.25%: $2.90 each), one to Asheville (7.00%: $2.80), one to Chapel Hill (not in the table: 4.75%, $1.90).
    const raleigh = await paidOrderTo(address('NC', '27601'), line);
    await paidOrderTo(address('NC', '27603'), line);
    await paidOrderTo(address('NC', '28801'), line);
    await paidOrderTo(address('NC', '27514'), line);
    await refund(raleigh.id, { kind: 'full' });

    const monthly = (await report(1)).monthly;
    const nc = { month: '2026-06', state: 'NC', ...none };
    expect(monthly.filter((row) => row.state === 'NC')).toEqual([
      { ...nc, region: null, orders: 1, sales: 40, taxableSales: 40, taxCollected: 1.9 },
      { ...nc, region: 'ASHEVILLE', orders: 1, sales: 40, taxableSales: 40, taxCollected: 2.8 },
      { ...nc, region: 'RALEIGH', orders: 2, sales: 80, taxableSales: 80, taxCollected: 5.8, taxRefunded: 2.9 },
    ]);
    // The tax-report byState stays by state: thresholds are the state's.
    expect((await report(1)).byState.find((row) => row.state === 'NC')).toMatchObject({ orders: 4, sales: 160, collecting: true });

    const csv = await shop.request({ method: 'GET', url: '/api/admin/tax-report.csv?months=1', token: admin });
    expect(csv.body).toBe(
      [
        'Month,State,Region,Orders,Sales,Taxable sales,Tax collected,Tax refunded,Amount refunds (tax part unknown)',
        '2026-06,CA,,1,85.00,85.00,6.16,0.00,0.00',
        '2026-06,NC,,1,40.00,40.00,1.90,0.00,0.00',
        '2026-06,NC,ASHEVILLE,1,40.00,40.00,2.80,0.00,0.00',
        '2026-06,NC,RALEIGH,2,80.00,80.00,5.80,2.90,0.00',
        '2026-06,NY,,1,85.00,0.00,0.00,0.00,0.00',
        '2026-06,TX,,1,85.00,0.00,0.00,0.00,0.00',
        '',
      ].join('\r\n'),
    );
    // Row for row what the screen shows.
    const dollars = (value: number) => value.toFixed(2);
    expect(csv.body.split('\r\n').slice(1, -1)).toEqual(
      monthly.map((row) => [row.month, row.state, row.region ?? '', row.orders, ...[row.sales, row.taxableSales, row.taxCollected, row.taxRefunded, row.untracedRefunds].map(dollars)].join(',')),
    );
  });
});

async function saveThreshold(state: string, payload: object, status: number): Promise<NexusThreshold> {
  const response = await shop.request({ method: 'PUT', url: `/api/admin/nexus-thresholds/${state}`, token: admin, payload });
  expect(response.statusCode, response.body).toBe(status);
  return response.json() as NexusThreshold;
}

describe('the CSV a spreadsheet opens (decision 053)', () => {
  test("a region a spreadsheet would run as a formula starts with a quote; amounts stay numbers", () => {
    const csv = taxReportCsv([
      { month: '2026-11', state: 'NC', region: '=HYPERLINK("http://evil.test")', orders: 2, salesCents: 5000, taxableCents: 5000, taxCents: 363, taxRefundedCents: 0, untracedRefundCents: 0 },
      { month: '2026-11', state: 'NC', region: '-RALEIGH', orders: 1, salesCents: -1250, taxableCents: 0, taxCents: 0, taxRefundedCents: 0, untracedRefundCents: 0 },
    ]);
    const [, first, second] = csv.split('\r\n');
    expect(first).toBe(`2026-11,NC,"'=HYPERLINK(""http://evil.test"")",2,50.00,50.00,3.63,0.00,0.00`);
    expect(second).toBe("2026-11,NC,'-RALEIGH,1,-12.50,0.00,0.00,0.00,0.00");
  });
});
