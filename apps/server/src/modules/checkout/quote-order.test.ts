import type { OrderQuote } from '@shop/shared/orders';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminToken, createTestShop, type TestShop } from '../../test/harness.ts';
import { makeProduct, stockOf } from '../catalog/catalog.test-support.ts';
import { PROMO_LOOKUPS_PER_MINUTE } from '../promos/limit-promo-lookups.ts';
import { orderBody, placeOrder } from '../orders/orders.test-support.ts';

let shop: TestShop;
let admin: string;

beforeAll(async () => {
  shop = await createTestShop({ seed: 'none' });
  admin = await adminToken(shop);
  await shop.request({ method: 'POST', url: '/api/promos/', token: admin, payload: { name: 'third', discountRate: 0.33, status: true } });
  await shop.request({ method: 'POST', url: '/api/promos/', token: admin, payload: { name: 'sleeping', discountRate: 0.5, status: false } });
});
afterAll(() => shop.close());

const cartOf = (lines: { productId: number; qty: number }[]) => JSON.stringify(lines.map((line) => ({ userId: null, ...line })));
const ask = (payload: object, ip = '203.0.113.9') => shop.request({ method: 'POST', url: '/api/orders/quote', payload, remoteAddress: ip });

// Decision 029: the shipping step shows the promo's discount and the new total before paying, priced by
// the server as the order will be.
describe('POST /api/orders/quote', () => {
  test('prices the cart with the code exactly as the placed order is priced, holding nothing', async () => {
    const fern = await makeProduct(shop, admin, { price: 10.01, qty: 10 });
    const palm = await makeProduct(shop, admin, { price: 3.33, qty: 10 });
    const lines = [{ productId: fern.id, qty: 3 }, { productId: palm.id, qty: 1 }];
    const response = await ask({ cart: cartOf(lines), promoCode: ' THIRD ' });
    expect(response.statusCode, response.body).toBe(200);
    const quoted = response.json() as OrderQuote;
    expect(quoted).toMatchObject({ subtotal: 33.36, promoRate: 0.33, promoCode: 'third', promoValid: true, shipping: 0 });
    expect(quoted.total).toBeCloseTo(quoted.subtotal - quoted.discount, 2);
    expect(await stockOf(shop, fern.id)).toBe(10);

    const placed = await placeOrder(shop, orderBody(lines, { promoCode: 'third' }));
    expect({ discount: placed.discount, total: placed.finalPrice }).toEqual({ discount: quoted.discount, total: quoted.total });
  });

  test('a code that cannot be used now prices without a discount and says so', async () => {
    const fern = await makeProduct(shop, admin, { price: 20, qty: 10 });
    for (const promoCode of ['sleeping', 'no-such-code']) {
      const quoted = (await ask({ cart: cartOf([{ productId: fern.id, qty: 2 }]), promoCode })).json() as OrderQuote;
      expect(quoted).toMatchObject({ subtotal: 40, discount: 0, total: 40, promoValid: false, promoCode });
    }
    const without = (await ask({ cart: cartOf([{ productId: fern.id, qty: 2 }]) })).json() as OrderQuote;
    expect(without).toMatchObject({ total: 40, promoCode: null, promoValid: false });
  });

  test('bad carts are a 400 with a message, and codes are guessed no faster than by name', async () => {
    expect((await ask({ cart: 'not json' })).statusCode).toBe(400);
    expect((await ask({ cart: cartOf([{ productId: 999_999, qty: 1 }]) })).json()).toMatchObject({ error: 'Unknown product: 999999' });
    const fern = await makeProduct(shop, admin, { price: 5, qty: 10 });
    const statuses: number[] = [];
    for (let i = 0; i <= PROMO_LOOKUPS_PER_MINUTE; i += 1) {
      statuses.push((await ask({ cart: cartOf([{ productId: fern.id, qty: 1 }]), promoCode: `guess${i}` }, '198.51.100.7')).statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});
