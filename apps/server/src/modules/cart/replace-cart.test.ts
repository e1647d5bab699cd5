import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminToken, createTestShop, createUser, type TestShop } from '../../test/harness.ts';

let shop: TestShop;
let admin: string;
beforeAll(async () => {
  shop = await createTestShop();
  admin = await adminToken(shop);
});
afterAll(() => shop.close());

const save = (userId: number, payload: unknown, token?: string) =>
  shop.request({ method: 'POST', url: `/api/users/${userId}/cart`, payload: payload as object, token });
const read = (userId: number, token: string) => shop.request({ method: 'GET', url: `/api/users/${userId}/cart`, token });
/** A line that names no size is stored as the plant's default size, and answered naming it (decision 032). */
const defaultOf = async (productId: number): Promise<number> =>
  (await shop.request({ method: 'GET', url: `/api/products/${productId}` })).json().defaultVariantId;

describe('POST /api/users/:id/cart', () => {
  test('replaces every line and answers the stored lines', async () => {
    const shopper = await createUser(shop);
    await save(shopper.id, { cart: [{ productId: 1, qty: 1 }, { productId: 2, qty: 2 }] }, shopper.token);
    const response = await save(shopper.id, { cart: [{ productId: 3, qty: 5 }, { productId: 2, qty: 1 }] }, shopper.token);
    expect(response.statusCode).toBe(200);
    const expected = [
      { userId: shopper.id, productId: 2, qty: 1, variantId: await defaultOf(2) },
      { userId: shopper.id, productId: 3, qty: 5, variantId: await defaultOf(3) },
    ];
    expect(response.json()).toEqual(expected);
    expect((await read(shopper.id, shopper.token)).json()).toEqual(expected);
  });

  test("stores the lines under the path's user, whatever userId they carry", async () => {
    const shopper = await createUser(shop);
    const other = await createUser(shop);
    const response = await save(shopper.id, { cart: [{ userId: other.id, productId: 1, qty: 1 }, { userId: null, productId: 2, qty: 1 }] }, shopper.token);
    expect(response.json().map((line: { userId: number }) => line.userId)).toEqual([shopper.id, shopper.id]);
    expect((await read(other.id, other.token)).json()).toEqual([]);
  });

  test('empties the cart when sent an empty list', async () => {
    const shopper = await createUser(shop);
    await save(shopper.id, { cart: [{ productId: 1, qty: 1 }] }, shopper.token);
    expect((await save(shopper.id, { cart: [] }, shopper.token)).json()).toEqual([]);
  });

  test('refuses a product that does not exist with 404 naming it, and keeps the cart as it was', async () => {
    const shopper = await createUser(shop);
    await save(shopper.id, { cart: [{ productId: 1, qty: 1 }] }, shopper.token);
    const one = await save(shopper.id, { cart: [{ productId: 2, qty: 1 }, { productId: 999999, qty: 1 }] }, shopper.token);
    expect(one.statusCode).toBe(404);
    expect(one.json()).toEqual({ error: 'Product 999999 not found' });
    const two = await save(shopper.id, { cart: [{ productId: 999998, qty: 1 }, { productId: 999999, qty: 1 }] }, shopper.token);
    expect(two.json()).toEqual({ error: 'Products 999998, 999999 not found' });
    expect((await read(shopper.id, shopper.token)).json()).toEqual([{ userId: shopper.id, productId: 1, qty: 1, variantId: await defaultOf(1) }]);
  });

  test('refuses a product listed twice with 400', async () => {
    const shopper = await createUser(shop);
    const response = await save(shopper.id, { cart: [{ productId: 1, qty: 1 }, { productId: 1, qty: 2 }] }, shopper.token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Product 1 is in the cart more than once' });
  });

  const refusals: [string, unknown, RegExp][] = [
    ['a quantity of 0', { cart: [{ productId: 1, qty: 0 }] }, /qty/],
    ['a negative quantity', { cart: [{ productId: 1, qty: -2 }] }, /qty/],
    ['a fractional quantity', { cart: [{ productId: 1, qty: 1.5 }] }, /qty/],
    ['a quantity over 1000', { cart: [{ productId: 1, qty: 1001 }] }, /qty/],
    ['a product id sent as text', { cart: [{ productId: '1', qty: 1 }] }, /productId/],
    ['a fractional product id', { cart: [{ productId: 1.5, qty: 1 }] }, /productId/],
    ['a missing product id', { cart: [{ qty: 1 }] }, /productId/],
    ['a missing cart', {}, /cart/],
    ['a cart that is not a list', { cart: { productId: 1, qty: 1 } }, /cart/],
    ['a cart of 201 lines', { cart: Array.from({ length: 201 }, (_, index) => ({ productId: index + 1, qty: 1 })) }, /cart/],
  ];
  for (const [what, body, path] of refusals) {
    test(`refuses ${what} with 400 and a message`, async () => {
      const shopper = await createUser(shop);
      const response = await save(shopper.id, body, shopper.token);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual(expect.any(String));
      expect(response.json().issues[0].path).toMatch(path);
    });
  }

  test('refuses another shopper changing the id in the path with 403, and the cart stays', async () => {
    const shopper = await createUser(shop);
    const intruder = await createUser(shop);
    await save(shopper.id, { cart: [{ productId: 1, qty: 1 }] }, shopper.token);
    expect((await save(shopper.id, { cart: [] }, intruder.token)).statusCode).toBe(403);
    expect((await read(shopper.id, shopper.token)).json()).toHaveLength(1);
  });

  test('refuses an anonymous caller with 401', async () => {
    const shopper = await createUser(shop);
    expect((await save(shopper.id, { cart: [] })).statusCode).toBe(401);
  });

  test("lets the admin save a shopper's cart, and answers 404 for an unknown user", async () => {
    const shopper = await createUser(shop);
    expect((await save(shopper.id, { cart: [{ productId: 1, qty: 3 }] }, admin)).json()).toEqual([{ userId: shopper.id, productId: 1, qty: 3, variantId: await defaultOf(1) }]);
    expect((await save(999999, { cart: [{ productId: 1, qty: 3 }] }, admin)).statusCode).toBe(404);
  });

  test('two saves at once leave one of the two carts, never a mix or an error', async () => {
    const shopper = await createUser(shop);
    const first = { cart: [{ productId: 1, qty: 1 }, { productId: 2, qty: 1 }] };
    const second = { cart: [{ productId: 2, qty: 7 }, { productId: 3, qty: 7 }] };
    const answers = await Promise.all([save(shopper.id, first, shopper.token), save(shopper.id, second, shopper.token)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const stored = (await read(shopper.id, shopper.token)).json().map(({ productId, qty }: { productId: number; qty: number }) => ({ productId, qty }));
    expect([first.cart, second.cart]).toContainEqual(stored);
  });
});
