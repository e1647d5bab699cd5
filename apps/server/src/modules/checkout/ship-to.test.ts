import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { orders } from '../../db/schema/orders.ts';
import { adminToken, createTestShop, type TestShop } from '../../test/harness.ts';
import { makeProduct } from '../catalog/catalog.test-support.ts';
import { orderBody, placeOrder } from '../orders/orders.test-support.ts';

// Decision 046: the ZIP says where the parcel goes, so an address whose ZIP is in another state is refused.
// The audit's case: a Los Angeles ZIP typed with Nevada paid no tax and was filed under Nevada.

let shop: TestShop;
let admin: string;
let fernId: number;

const address = (state: string, zip: string) => ({ street1: '1 Palm Way', street2: '', city: 'Somewhere', state, zip });
const cart = () => JSON.stringify([{ productId: fernId, qty: 1 }]);
const quote = (state: string, zip: string) => shop.request({ method: 'POST', url: '/api/orders/quote', payload: { cart: cart(), state, zip } });
const order = (state: string, zip: string) => shop.request({ method: 'POST', url: '/api/orders', payload: orderBody([{ productId: fernId, qty: 1 }], { address: address(state, zip) }) });
const orderCount = async () => (await shop.db.select({ n: count() }).from(orders))[0]!.n;

beforeAll(async () => {
  shop = await createTestShop({ seed: 'none' });
  admin = await adminToken(shop);
  fernId = (await makeProduct(shop, admin, { price: 40, qty: 50 })).id;
  for (const [state, ratePercent] of [['CA', 7.25], ['TN', 7]] as const) {
    const saved = await shop.request({ method: 'PUT', url: `/api/admin/tax-states/${state}`, token: admin, payload: { ratePercent } });
    expect(saved.statusCode, saved.body).toBe(200);
  }
});
afterAll(() => shop.close());

describe('the ZIP and the state of an address', () => {
  test('90012 with NV is a 400 naming both, for the quote and for the order, and no order is written', async () => {
    const before = await orderCount();
    const quoted = await quote('NV', '90012');
    expect(quoted.statusCode).toBe(400);
    const message = 'ZIP 90012 is in California, not Nevada';
    expect(quoted.json()).toEqual({ error: message, issues: [{ path: 'zip', message }] });

    const placed = await order('NV', '90012');
    expect(placed.statusCode).toBe(400);
    expect(placed.json()).toEqual({ error: message, issues: [{ path: 'address.zip', message }] });
    // A ZIP+4 is the same ZIP.
    expect((await order('OR', '900121234')).json()).toMatchObject({ error: 'ZIP 90012 is in California, not Oregon' });
    expect(await orderCount()).toBe(before);
  });

  test("with the ZIP's own state the quote and the order are taxed there", async () => {
    const quoted = await quote('CA', '90012');
    expect(quoted.statusCode, quoted.body).toBe(200);
    expect(quoted.json()).toMatchObject({ tax: 2.9, taxState: 'CA', taxRegion: null, taxRatePercent: 7.25 });
    const placed = await placeOrder(shop, orderBody([{ productId: fernId, qty: 1 }], { address: address('CA', '90012') }));
    expect(placed).toMatchObject({ tax: 2.9, taxState: 'CA', taxRegion: null, taxRatePercent: 7.25 });
  });

  test('a military post office is refused; a territory is checked by its USPS range; a ZIP the data lacks is taken as typed', async () => {
    expect((await quote('NY', '09012')).json()).toMatchObject({ error: 'ZIP 09012 is a military (APO/FPO/DPO) address: we cannot ship plants there' });
    expect((await order('CA', '96201')).statusCode).toBe(400);
    expect((await quote('CA', '00901')).json()).toMatchObject({ error: 'ZIP 00901 is in Puerto Rico, not California' });
    expect((await quote('PR', '00901')).statusCode).toBe(200);
    expect((await quote('PR', '00802')).json()).toMatchObject({ error: 'ZIP 00802 is in the U.S. Virgin Islands, not Puerto Rico' });
    expect((await quote('HI', '96960')).json()).toMatchObject({ error: 'ZIP 96960 is in the Marshall Islands, where we do not ship' });
    // 27000 is not a ZIP code the data knows: not refused for that, and taxed by the state typed.
    expect(await placeOrder(shop, orderBody([{ productId: fernId, qty: 1 }], { address: address('CA', '27000') }))).toMatchObject({ taxState: 'CA', taxRatePercent: 7.25 });
  });

  test("a ZIP code across a state line is taken for the state whose ZIP table lists it", async () => {
    // Fort Campbell, 42223: Kentucky in the data, Tennessee for the part of the base south of the line.
    expect((await quote('TN', '42223')).statusCode).toBe(400);
    const table = 'State,ZipCode,TaxRegionName,EstimatedCombinedRate,StateRate,EstimatedCountyRate,EstimatedCityRate,EstimatedSpecialRate\nTN,42223,MONTGOMERY COUNTY,0.095,0.07,0.025,0,0\nTN,37042,CLARKSVILLE,0.095,0.07,0.025,0,0\n';
    const loaded = await shop.request({ method: 'POST', url: '/api/admin/tax-states/TN/zip-rates', token: admin, payload: { csv: table, effectiveOn: '2026-01-01', dryRun: false } });
    expect(loaded.statusCode, loaded.body).toBe(200);
    const quoted = await quote('TN', '42223');
    expect(quoted.statusCode, quoted.body).toBe(200);
    expect(quoted.json()).toMatchObject({ tax: 3.8, taxState: 'TN', taxRegion: 'MONTGOMERY COUNTY', taxRatePercent: 9.5 });
  });
});
