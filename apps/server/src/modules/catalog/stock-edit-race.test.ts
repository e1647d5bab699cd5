import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminToken, createTestShop, type TestShop } from '../../test/harness.ts';
import { orderBody, placeOrder } from '../orders/orders.test-support.ts';
import { makeProduct, stockOf } from './catalog.test-support.ts';

let shop: TestShop;
let admin: string;
beforeAll(async () => {
  shop = await createTestShop({ seed: 'none' });
  admin = await adminToken(shop);
});
afterAll(() => shop.close());

const edit = (id: number, payload: object) => shop.request({ method: 'PUT', url: `/api/products/${id}`, token: admin, payload });
const fields = (name: string) => ({ name, price: 10, description: 'A fern.' });

describe('an admin edit never loses an order (security review, finding 3)', () => {
  test('a save made from a form loaded before an order is refused with the current stock; no oversell', async () => {
    const fern = await makeProduct(shop, admin, { price: 10, qty: 10 });
    const loaded = (await shop.request({ method: 'GET', url: `/api/products/${fern.id}` })).json().qty as number;
    expect(loaded).toBe(10);
    await placeOrder(shop, orderBody([{ productId: fern.id, qty: 3 }]));

    // The admin keeps "10" in the form and saves: the 3 held for the order must not come back.
    const stale = await edit(fern.id, { ...fields(fern.name), qty: 10, expectedQty: loaded });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toBe('The stock changed to 7 since this form was opened (orders came in). Check the quantity and save again.');
    expect(await stockOf(shop, fern.id)).toBe(7);
    // 7 on sale + 3 held = the 10 plants the shop has: nothing can be sold twice.
    await placeOrder(shop, orderBody([{ productId: fern.id, qty: 7 }]));
    await expect(placeOrder(shop, orderBody([{ productId: fern.id, qty: 1 }]))).rejects.toThrow(/409/);

    // With the figure read again, the save goes through.
    const fresh = await edit(fern.id, { ...fields(fern.name), qty: 4, expectedQty: 0 });
    expect(fresh.statusCode).toBe(200);
    expect(await stockOf(shop, fern.id)).toBe(4);
  });

  test("docs/product's plain edit (no expected stock) still overwrites, as before", async () => {
    const fern = await makeProduct(shop, admin, { price: 10, qty: 5 });
    expect((await edit(fern.id, { ...fields(fern.name), qty: 9 })).statusCode).toBe(200);
    expect(await stockOf(shop, fern.id)).toBe(9);
  });

  test('an unknown product is still a 404, with or without the expected stock', async () => {
    expect((await edit(999_999, { ...fields('Gone'), qty: 1, expectedQty: 1 })).statusCode).toBe(404);
  });
});

describe('a product picture is one of the shop\'s own (security review, finding 10)', () => {
  test.each([
    ['a script', 'javascript:alert(1)'],
    ['an outside address', 'https://evil.example/plant.jpg'],
    ['a path outside the images', '/api/users.jpg'],
    ['a climb out of the folder', '/images/../secret.jpg'],
  ])('refuses %s with a clear message', async (_what, imageURL) => {
    const response = await shop.request({ method: 'POST', url: '/api/products', token: admin, payload: { ...fields('Odd Fern'), qty: 1, imageURL } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Choose a picture uploaded to the shop');
  });

  test('accepts an uploaded picture\'s address', async () => {
    const response = await shop.request({ method: 'POST', url: '/api/products', token: admin, payload: { ...fields('Good Fern'), qty: 1, imageURL: '/images/u-0123456789abcdef.jpg' } });
    expect(response.statusCode).toBe(201);
    expect(response.json().imageURL).toBe('/images/u-0123456789abcdef.jpg');
  });
});
