import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { cartLines } from '../../db/schema/cart.ts';
import { adminToken, createTestShop, createUser, type TestShop } from '../../test/harness.ts';
import { defaultVariant } from '../catalog/catalog.test-support.ts';

let shop: TestShop;
let admin: string;
beforeAll(async () => {
  shop = await createTestShop();
  admin = await adminToken(shop);
});
afterAll(() => shop.close());

const cart = (userId: number | string, token?: string) => shop.request({ method: 'GET', url: `/api/users/${userId}/cart`, token });

describe('GET /api/users/:id/cart', () => {
  test('answers an empty list for a new shopper', async () => {
    const shopper = await createUser(shop);
    const response = await cart(shopper.id, shopper.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  test('answers the stored lines as { userId, productId, qty, variantId }, by product id', async () => {
    const shopper = await createUser(shop);
    const [one, three] = [await defaultVariant(shop, 1), await defaultVariant(shop, 3)];
    await shop.db.insert(cartLines).values([
      { userId: shopper.id, productId: 3, variantId: three, qty: 1 },
      { userId: shopper.id, productId: 1, variantId: one, qty: 4 },
    ]);
    expect((await cart(shopper.id, shopper.token)).json()).toEqual([
      { userId: shopper.id, productId: 1, qty: 4, variantId: one },
      { userId: shopper.id, productId: 3, qty: 1, variantId: three },
    ]);
  });

  test("lets the admin read a shopper's cart", async () => {
    const shopper = await createUser(shop);
    const two = await defaultVariant(shop, 2);
    await shop.db.insert(cartLines).values({ userId: shopper.id, productId: 2, variantId: two, qty: 2 });
    expect((await cart(shopper.id, admin)).json()).toEqual([{ userId: shopper.id, productId: 2, qty: 2, variantId: two }]);
  });

  test('refuses another shopper with 403 and shows nothing of the cart', async () => {
    const shopper = await createUser(shop);
    const intruder = await createUser(shop);
    await shop.db.insert(cartLines).values({ userId: shopper.id, productId: 2, variantId: await defaultVariant(shop, 2), qty: 2 });
    const response = await cart(shopper.id, intruder.token);
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain('productId');
  });

  test('refuses an anonymous caller with 401', async () => {
    const shopper = await createUser(shop);
    expect((await cart(shopper.id)).statusCode).toBe(401);
  });

  test('answers 404 to the admin naming a user that does not exist', async () => {
    const response = await cart(999999, admin);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'User not found' });
  });
});
