import { readFileSync } from 'node:fs';
import type { OrderQuote } from '@shop/shared/orders';
import type { TaxState, ZipRatesReport } from '@shop/shared/tax';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { orders } from '../../db/schema/orders.ts';
import { adminToken, createTestShop, type TestShop } from '../../test/harness.ts';
import { makeProduct } from '../catalog/catalog.test-support.ts';
import { orderBody, placeOrder } from '../orders/orders.test-support.ts';

// Decision 046: where the shop collects, the rate can come from the owner's ZIP table for the state, in the
// published per-state format. The shop collects in North Carolina at the state's own 4.75%; the fixture is
// a small North Carolina table as Avalara publishes it (Raleigh 7.25%, Asheville 7.00%...).

const FILE_NAME = 'TAXRATES_ZIP5_NC202601.csv';
const NC_TABLE = readFileSync(new URL(`./fixtures/${FILE_NAME}`, import.meta.url), 'utf8');
const HEADER = NC_TABLE.split('\r\n')[0]!;

let shop: TestShop;
let admin: string;
let fernId: number;

const upload = (payload: object, state = 'NC') => shop.request({ method: 'POST', url: `/api/admin/tax-states/${state}/zip-rates`, token: admin, payload });
const ncState = async () => ((await shop.request({ method: 'GET', url: '/api/admin/tax-states', token: admin })).json() as TaxState[]).find((row) => row.state === 'NC');

/** A $40 fern shipped to a North Carolina ZIP, as the shipping step quotes it. */
async function quoteTo(zip: string): Promise<OrderQuote> {
  const response = await shop.request({ method: 'POST', url: '/api/orders/quote', payload: { cart: JSON.stringify([{ productId: fernId, qty: 1 }]), state: 'NC', zip } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as OrderQuote;
}

const taxed = (quote: OrderQuote) => ({ tax: quote.tax, taxState: quote.taxState, taxRegion: quote.taxRegion, taxRatePercent: quote.taxRatePercent });

beforeAll(async () => {
  shop = await createTestShop({ seed: 'none' });
  admin = await adminToken(shop);
  fernId = (await makeProduct(shop, admin, { price: 40, qty: 100 })).id;
  const nc = await shop.request({ method: 'PUT', url: '/api/admin/tax-states/NC', token: admin, payload: { ratePercent: 4.75 } });
  expect(nc.statusCode, nc.body).toBe(200);
});
afterAll(() => shop.close());

describe("a state's ZIP rate table", () => {
  test('the dry run counts the ZIP codes and regions, gives the rate range and the date from the file name, and loads nothing', async () => {
    const response = await upload({ csv: NC_TABLE, fileName: FILE_NAME });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      state: 'NC',
      dryRun: true,
      applied: false,
      effectiveOn: '2026-01-01',
      rows: 11,
      zips: 11,
      regions: 8,
      minRatePercent: 6.75,
      maxRatePercent: 7.5,
      refused: [],
      replaces: null,
    } satisfies ZipRatesReport);
    expect((await ncState())?.zipTable).toBeNull();
    expect(taxed(await quoteTo('27601'))).toEqual({ tax: 1.9, taxState: 'NC', taxRegion: null, taxRatePercent: 4.75 });
  });

  test("once loaded, 27601 is taxed at Raleigh's 7.25% and 28801 at Asheville's 7.00%; a ZIP not in it at the state's rate", async () => {
    const loaded = await upload({ csv: NC_TABLE, fileName: FILE_NAME, dryRun: false });
    expect(loaded.statusCode, loaded.body).toBe(200);
    expect(loaded.json()).toMatchObject({ applied: true, zips: 11, effectiveOn: '2026-01-01' });
    expect((await ncState())?.zipTable).toMatchObject({ effectiveOn: '2026-01-01', fileName: FILE_NAME, zips: 11, minRatePercent: 6.75, maxRatePercent: 7.5 });

    // $40 x 7.25% = $2.90; x 7.00% = $2.80; Chapel Hill (27514) is not in the table: x 4.75% = $1.90.
    expect(taxed(await quoteTo('27601'))).toEqual({ tax: 2.9, taxState: 'NC', taxRegion: 'RALEIGH', taxRatePercent: 7.25 });
    expect(taxed(await quoteTo('28801'))).toEqual({ tax: 2.8, taxState: 'NC', taxRegion: 'ASHEVILLE', taxRatePercent: 7 });
    expect(taxed(await quoteTo('27514'))).toEqual({ tax: 1.9, taxState: 'NC', taxRegion: null, taxRatePercent: 4.75 });

    // The order records its jurisdiction and the rate in millionths; its tax is the quote's, in cents.
    const placed = await placeOrder(shop, orderBody([{ productId: fernId, qty: 1 }], { address: { street1: '1 Fayetteville St', street2: '', city: 'Raleigh', state: 'NC', zip: '27601' } }));
    expect(placed).toMatchObject({ tax: 2.9, taxState: 'NC', taxRegion: 'RALEIGH', taxRatePercent: 7.25, finalPrice: 42.9 });
    const [stored] = await shop.db.select().from(orders).where(eq(orders.id, placed.id));
    expect(stored).toMatchObject({ state: 'NC', taxState: 'NC', taxRegion: 'RALEIGH', taxRateMillionths: 72_500, taxCents: 290, taxSource: 'rates' });
  });

  test('a malformed table is a 4xx with a clear message and changes nothing', async () => {
    const rows = NC_TABLE.split('\r\n');
    const withRow = (index: number, row: string) => rows.map((line, at) => (at === index ? row : line)).join('\r\n');
    const cases: [string, object, number, string][] = [
      ['a rate written as a percent', { csv: withRow(4, 'NC,27601,RALEIGH,7.25,0.0475,0.02,0,0.005,1') }, 400, 'line 5: EstimatedCombinedRate 7.25 is not a decimal rate: 7.25% is written 0.0725'],
      ['a rate that is not a number', { csv: withRow(4, 'NC,27601,RALEIGH,abc,0.0475,0.02,0,0.005,1') }, 400, "EstimatedCombinedRate 'abc' is not a rate"],
      ['a rate above 20%', { csv: withRow(4, 'NC,27601,RALEIGH,0.25,0.0475,0.02,0,0.005,1') }, 400, 'EstimatedCombinedRate 0.25 is above 20%'],
      ['a row of another state', { csv: withRow(4, 'SC,29401,CHARLESTON,0.09,0.06,0.01,0,0.02,1') }, 400, 'State is SC, not NC: this table is for North Carolina'],
      ['a ZIP code twice', { csv: withRow(5, 'NC,27601,RALEIGH,0.0725,0.0475,0.02,0,0.005,1') }, 400, 'ZIP code 27601 is listed twice (first on line 5)'],
      ['a ZIP code that lost its leading zero', { csv: withRow(1, 'NC,2700,DAVIE COUNTY,0.07,0.0475,0.0225,0,0,1') }, 400, 'ZIP code 2700 has lost its leading zeros'],
      ['the wrong columns', { csv: 'Handle,Title,Variant Price\nfern,Fern,12\n' }, 400, 'This is not a ZIP rate table: it lacks State, ZipCode'],
      ['a column missing', { csv: NC_TABLE.replace(',EstimatedSpecialRate', '') }, 400, 'it lacks EstimatedSpecialRate'],
      ['a header and no rows', { csv: `${HEADER}\r\n` }, 400, 'The file has a header but no rows of rates'],
      ['more rows than a state has ZIP codes', { csv: [HEADER, ...Array.from({ length: 5001 }, (_, i) => `NC,${String(27000 + (i % 2000)).padStart(5, '0')},X,0.07,0.0475,0.0225,0,0,1`)].join('\n') }, 400, 'The file has 5,001 rows'],
      ['a file over 1 MB', { csv: `${HEADER}\n${'x'.repeat(1024 * 1024)}` }, 400, 'The file is larger than 1 MB'],
      ['a body over the limit', { csv: 'x'.repeat(2 * 1024 * 1024) }, 413, 'Request body is too large'],
      ['no date and a name that has none', { csv: NC_TABLE, fileName: 'rates.csv' }, 400, 'Enter the day these rates take effect'],
      ['a file named for another state', { csv: NC_TABLE, fileName: 'TAXRATES_ZIP5_SC202601.csv' }, 400, 'the table of South Carolina, not of North Carolina'],
      ['a day that is not one', { csv: NC_TABLE, effectiveOn: '2026-02-30' }, 400, 'Enter the day these rates take effect as YYYY-MM-DD'],
    ];
    const before = await ncState();
    for (const [what, payload, status, message] of cases) {
      const response = await upload({ fileName: FILE_NAME, ...payload, dryRun: false });
      expect(response.statusCode, what).toBe(status);
      expect(response.json(), what).toMatchObject({ error: expect.stringContaining(message) as unknown });
    }
    expect(await ncState(), 'the table loaded before is as it was').toEqual(before);
    expect(taxed(await quoteTo('27601'))).toMatchObject({ taxRegion: 'RALEIGH', taxRatePercent: 7.25 });

    // The dry run lists every refused row with its line and reason.
    const dry = await upload({ csv: withRow(4, 'NC,27601,RALEIGH,7.25,0.0475,0.02,0,0.005,1').replace('NC,28801,ASHEVILLE', 'SC,28801,ASHEVILLE'), fileName: FILE_NAME });
    expect(dry.json()).toMatchObject({
      rows: 11,
      zips: 9,
      refused: [
        { row: 5, zip: '27601', reason: 'EstimatedCombinedRate 7.25 is not a decimal rate: 7.25% is written 0.0725' },
        { row: 11, zip: '28801', reason: 'State is SC, not NC: this table is for North Carolina' },
      ],
    });
    // Only where the shop collects.
    expect((await upload({ csv: NC_TABLE.replaceAll('NC,', 'SC,'), effectiveOn: '2026-01-01' }, 'SC')).json()).toEqual({
      error: 'The shop does not collect sales tax in South Carolina: add the state first, then load its ZIP rates',
    });
  });

  test("a new table replaces the state's whole table; removing it brings the state's rate back", async () => {
    const february = [HEADER, 'NC,27601,RALEIGH,0.0735,0.0475,0.02,0,0.006,1', 'NC,27513,CARY,0.0725,0.0475,0.02,0,0.005,1'].join('\n');
    const replaced = await upload({ csv: february, fileName: 'rates-february.csv', effectiveOn: '2026-02-01', dryRun: false });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json()).toMatchObject({ applied: true, zips: 2, replaces: { effectiveOn: '2026-01-01', zips: 11 } });
    expect((await ncState())?.zipTable).toMatchObject({ effectiveOn: '2026-02-01', fileName: 'rates-february.csv', zips: 2 });
    expect(taxed(await quoteTo('27601'))).toEqual({ tax: 2.94, taxState: 'NC', taxRegion: 'RALEIGH', taxRatePercent: 7.35 });
    // Asheville is not in the new table: the state's rate.
    expect(taxed(await quoteTo('28801'))).toEqual({ tax: 1.9, taxState: 'NC', taxRegion: null, taxRatePercent: 4.75 });

    const removed = await shop.request({ method: 'DELETE', url: '/api/admin/tax-states/NC/zip-rates', token: admin });
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await ncState())?.zipTable).toBeNull();
    expect(taxed(await quoteTo('27601'))).toEqual({ tax: 1.9, taxState: 'NC', taxRegion: null, taxRatePercent: 4.75 });
    expect((await shop.request({ method: 'DELETE', url: '/api/admin/tax-states/NC/zip-rates', token: admin })).statusCode).toBe(404);
  });

  test('stopping collecting in a state removes its table with it', async () => {
    expect((await upload({ csv: NC_TABLE, fileName: FILE_NAME, dryRun: false })).statusCode).toBe(200);
    expect((await shop.request({ method: 'DELETE', url: '/api/admin/tax-states/NC', token: admin })).statusCode).toBe(204);
    expect(taxed(await quoteTo('27601'))).toEqual({ tax: 0, taxState: null, taxRegion: null, taxRatePercent: null });
    await shop.request({ method: 'PUT', url: '/api/admin/tax-states/NC', token: admin, payload: { ratePercent: 4.75 } });
    expect((await ncState())?.zipTable).toBeNull();
  });
});
