import { MSG } from '@shop/shared/messages';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminToken, createTestShop, createUser, type TestShop } from '../../test/harness.ts';

let shop: TestShop;
let admin: string;
beforeAll(async () => {
  shop = await createTestShop();
  admin = await adminToken(shop);
});
afterAll(() => shop.close());

function wishlists(userId: number | string, token?: string) {
  return shop.request({ method: 'GET', url: `/api/users/${userId}/wishlists`, token });
}

describe('GET /api/users/:id/wishlists', () => {
  test('makes the wishlist on first use and answers a list of one, empty', async () => {
    const shopper = await createUser(shop);
    const response = await wishlists(shopper.id, shopper.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([{ id: expect.any(Number), products: [] }]);
  });

  test('answers the same wishlist every time, even to simultaneous first visits', async () => {
    const shopper = await createUser(shop);
    const first = await Promise.all([1, 2, 3].map(() => wishlists(shopper.id, shopper.token)));
    const ids = first.map((response) => response.json()[0].id);
    expect(new Set(ids).size).toBe(1);
    expect((await wishlists(shopper.id, shopper.token)).json()[0].id).toBe(ids[0]);
  });

  test('gives each user their own wishlist', async () => {
    const a = await createUser(shop);
    const b = await createUser(shop);
    const idA = (await wishlists(a.id, a.token)).json()[0].id;
    const idB = (await wishlists(b.id, b.token)).json()[0].id;
    expect(idA).not.toBe(idB);
  });

  test(`refuses an anonymous caller with 401 '${MSG.notLoggedIn}'`, async () => {
    const shopper = await createUser(shop);
    const response = await wishlists(shopper.id);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: MSG.notLoggedIn });
  });

  test(`refuses a logged-out token with 401 '${MSG.notLoggedIn}'`, async () => {
    const shopper = await createUser(shop);
    await shop.request({ method: 'DELETE', url: '/api/auth', token: shopper.token });
    const response = await wishlists(shopper.id, shopper.token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: MSG.notLoggedIn });
  });

  test('refuses another shopper with 403', async () => {
    const shopper = await createUser(shop);
    const intruder = await createUser(shop);
    expect((await wishlists(shopper.id, intruder.token)).statusCode).toBe(403);
  });

  test("lets the admin read a shopper's wishlist", async () => {
    const shopper = await createUser(shop);
    const own = (await wishlists(shopper.id, shopper.token)).json();
    const response = await wishlists(shopper.id, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(own);
  });

  test('answers 404 to the admin naming a user that does not exist', async () => {
    const response = await wishlists(999999, admin);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'User not found' });
  });
});
