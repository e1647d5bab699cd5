import { MAX_CART_LINES } from '@shop/shared/cart';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { products, productVariants } from '../../db/schema/catalog.ts';
import { defaultVariant } from '../catalog/catalog.test-support.ts';
import { cartLines } from '../../db/schema/cart.ts';
import { adminToken, createTestShop, createUser, type TestShop } from '../../test/harness.ts';

let shop: TestShop;
let admin: string;
beforeAll(async () => {
  shop = await createTestShop();
  admin = await adminToken(shop);
});
afterAll(() => shop.close());

const setLine = (userId: number, payload: unknown, token?: string) =>
  shop.request({ method: 'PUT', url: `/api/users/${userId}/cart`, payload: payload as object, token });

describe('PUT /api/users/:id/cart', () => {
  test('adds a new line and answers every stored line', async () => {
    const shopper = await createUser(shop);
    await setLine(shopper.id, { productId: 2, qty: 1 }, shopper.token);
    const response = await setLine(shopper.id, { productId: 1, qty: 3 }, shopper.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { userId: shopper.id, productId: 1, qty: 3, variantId: await defaultVariant(shop, 1) },
      { userId: shopper.id, productId: 2, qty: 1, variantId: await defaultVariant(shop, 2) },
    ]);
  });

  test("sets an existing line's quantity (not adds to it)", async () => {
    const shopper = await createUser(shop);
    await setLine(shopper.id, { productId: 1, qty: 3 }, shopper.token);
    expect((await setLine(shopper.id, { productId: 1, qty: 2 }, shopper.token)).json()).toEqual([{ userId: shopper.id, productId: 1, qty: 2, variantId: await defaultVariant(shop, 1) }]);
  });

  test('removes the line at 0 or less, and removing an absent line is no error', async () => {
    const shopper = await createUser(shop);
    await setLine(shopper.id, { productId: 1, qty: 3 }, shopper.token);
    await setLine(shopper.id, { productId: 2, qty: 3 }, shopper.token);
    expect((await setLine(shopper.id, { productId: 1, qty: 0 }, shopper.token)).json()).toEqual([{ userId: shopper.id, productId: 2, qty: 3, variantId: await defaultVariant(shop, 2) }]);
    expect((await setLine(shopper.id, { productId: 2, qty: -1 }, shopper.token)).json()).toEqual([]);
    const absent = await setLine(shopper.id, { productId: 999999, qty: 0 }, shopper.token);
    expect(absent.statusCode).toBe(200);
    expect(absent.json()).toEqual([]);
  });

  test('answers 404 for a product that does not exist', async () => {
    const shopper = await createUser(shop);
    const response = await setLine(shopper.id, { productId: 999999, qty: 1 }, shopper.token);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Product not found' });
  });

  test(`refuses a line past ${MAX_CART_LINES} different products with 400, but lets those lines change`, async () => {
    const shopper = await createUser(shop);
    // More plants than the demo catalogue has, written straight to the tables to keep the test quick.
    const fillers = await shop.db
      .insert(products)
      .values(Array.from({ length: MAX_CART_LINES + 1 }, (_, index) => ({ name: `Filler ${index}`, handle: `filler-${index}`, priceCents: 100, description: 'x', imageUrl: '/x.jpg' })))
      .returning({ id: products.id });
    const variants = await shop.db
      .insert(productVariants)
      .values(fillers.map((filler) => ({ productId: filler.id, sku: `FILL-${filler.id}`, priceCents: 100 })))
      .returning({ id: productVariants.id, productId: productVariants.productId });
    const [extra, ...full] = fillers;
    await shop.db.insert(cartLines).values(variants.slice(1).map((variant) => ({ userId: shopper.id, productId: variant.productId, variantId: variant.id, qty: 1 })));
    const refused = await setLine(shopper.id, { productId: extra!.id, qty: 1 }, shopper.token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: `A cart holds at most ${MAX_CART_LINES} different products` });
    expect((await setLine(shopper.id, { productId: full[0]!.id, qty: 4 }, shopper.token)).statusCode).toBe(200);
  });

  const refusals: [string, unknown, RegExp][] = [
    ['a fractional quantity', { productId: 1, qty: 0.5 }, /qty/],
    ['a quantity over 1000', { productId: 1, qty: 1001 }, /qty/],
    ['a missing quantity', { productId: 1 }, /qty/],
    ['a product id sent as text', { productId: 'one', qty: 1 }, /productId/],
    ['a product id of 0', { productId: 0, qty: 1 }, /productId/],
  ];
  for (const [what, body, path] of refusals) {
    test(`refuses ${what} with 400 and a message`, async () => {
      const shopper = await createUser(shop);
      const response = await setLine(shopper.id, body, shopper.token);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual(expect.any(String));
      expect(response.json().issues[0].path).toMatch(path);
    });
  }

  test('refuses another shopper changing the id in the path with 403, and the cart stays', async () => {
    const shopper = await createUser(shop);
    const intruder = await createUser(shop);
    expect((await setLine(shopper.id, { productId: 1, qty: 5 }, intruder.token)).statusCode).toBe(403);
    expect((await shop.request({ method: 'GET', url: `/api/users/${shopper.id}/cart`, token: shopper.token })).json()).toEqual([]);
  });

  test('refuses an anonymous caller with 401', async () => {
    const shopper = await createUser(shop);
    expect((await setLine(shopper.id, { productId: 1, qty: 1 })).statusCode).toBe(401);
  });

  test("lets the admin set a line in a shopper's cart", async () => {
    const shopper = await createUser(shop);
    expect((await setLine(shopper.id, { productId: 1, qty: 1 }, admin)).json()).toEqual([{ userId: shopper.id, productId: 1, qty: 1, variantId: await defaultVariant(shop, 1) }]);
  });
});
