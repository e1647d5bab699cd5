import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminToken, createTestShop, createUser, type TestShop } from '../../test/harness.ts';
import { purgeCart } from './purge-cart.ts';

let shop: TestShop;
let admin: string;
beforeAll(async () => {
  shop = await createTestShop();
  admin = await adminToken(shop);
});
afterAll(() => shop.close());

const read = (userId: number, token: string) => shop.request({ method: 'GET', url: `/api/users/${userId}/cart`, token });
const purge = (userId: number, payload: unknown, token?: string) =>
  shop.request({ method: 'DELETE', url: `/api/users/${userId}/cart`, payload: payload as object, token });

async function shopperWithCart() {
  const shopper = await createUser(shop);
  await shop.request({ method: 'POST', url: `/api/users/${shopper.id}/cart`, token: shopper.token, payload: { cart: [{ productId: 1, qty: 2 }, { productId: 2, qty: 1 }] } });
  return shopper;
}

describe("DELETE /api/users/:id/cart { action: 'purge' }", () => {
  test('empties the cart and answers the (empty) stored lines', async () => {
    const shopper = await shopperWithCart();
    const response = await purge(shopper.id, { action: 'purge' }, shopper.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
    expect((await read(shopper.id, shopper.token)).json()).toEqual([]);
  });

  test('refuses any other action, or none, with 400 and keeps the cart', async () => {
    const shopper = await shopperWithCart();
    for (const body of [{ action: 'empty' }, {}]) {
      const response = await purge(shopper.id, body, shopper.token);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual(expect.any(String));
    }
    const bodiless = await shop.request({ method: 'DELETE', url: `/api/users/${shopper.id}/cart`, token: shopper.token });
    expect(bodiless.statusCode).toBe(400);
    expect((await read(shopper.id, shopper.token)).json()).toHaveLength(2);
  });

  test('refuses another shopper changing the id in the path with 403, and the cart stays', async () => {
    const shopper = await shopperWithCart();
    const intruder = await createUser(shop);
    expect((await purge(shopper.id, { action: 'purge' }, intruder.token)).statusCode).toBe(403);
    expect((await read(shopper.id, shopper.token)).json()).toHaveLength(2);
  });

  test('refuses an anonymous caller with 401', async () => {
    const shopper = await shopperWithCart();
    expect((await purge(shopper.id, { action: 'purge' })).statusCode).toBe(401);
  });

  test("lets the admin purge a shopper's cart, and answers 404 for an unknown user", async () => {
    const shopper = await shopperWithCart();
    expect((await purge(shopper.id, { action: 'purge' }, admin)).json()).toEqual([]);
    expect((await purge(999999, { action: 'purge' }, admin)).statusCode).toBe(404);
  });
});

describe('purgeCart (for the orders module, on payment)', () => {
  test("empties that user's cart only", async () => {
    const shopper = await shopperWithCart();
    const other = await shopperWithCart();
    await purgeCart({ db: shop.db, userId: shopper.id });
    expect((await read(shopper.id, shopper.token)).json()).toEqual([]);
    expect((await read(other.id, other.token)).json()).toHaveLength(2);
  });

  test('works inside a transaction the caller holds', async () => {
    const shopper = await shopperWithCart();
    await shop.db.transaction(async (tx) => purgeCart({ db: tx, userId: shopper.id }));
    expect((await read(shopper.id, shopper.token)).json()).toEqual([]);
  });
});
