import { MSG } from '@shop/shared/messages';
import type { Product } from '@shop/shared/products';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminToken, createTestShop, createUser, type TestShop } from '../../test/harness.ts';

let shop: TestShop;
let admin: string;
let catalogue: Product[];
beforeAll(async () => {
  shop = await createTestShop();
  admin = await adminToken(shop);
  catalogue = (await shop.request({ method: 'GET', url: '/api/products' })).json();
});
afterAll(() => shop.close());

/** A shopper with their wishlist already made. */
async function shopperWithWishlist() {
  const shopper = await createUser(shop);
  const wishlistId: number = (await shop.request({ method: 'GET', url: `/api/users/${shopper.id}/wishlists`, token: shopper.token })).json()[0].id;
  return { ...shopper, wishlistId };
}

function change(userId: number, wishlistId: number, payload: unknown, token?: string) {
  return shop.request({ method: 'PUT', url: `/api/users/${userId}/wishlists/${wishlistId}`, payload: payload as object, token });
}

const ids = (response: { json(): { products: Product[] } }) => response.json().products.map((product) => product.id);

describe('PUT /api/users/:id/wishlists/:wishlistId', () => {
  test('adds a product and answers the wishlist with the whole product', async () => {
    const shopper = await shopperWithWishlist();
    const plant = catalogue[0]!;
    const response = await change(shopper.id, shopper.wishlistId, { productId: plant.id, action: 'add' }, shopper.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: shopper.wishlistId, products: [plant] });
  });

  test('adding a product twice keeps it once', async () => {
    const shopper = await shopperWithWishlist();
    const add = { productId: catalogue[1]!.id, action: 'add' };
    await change(shopper.id, shopper.wishlistId, add, shopper.token);
    const again = await change(shopper.id, shopper.wishlistId, add, shopper.token);
    expect(again.statusCode).toBe(200);
    expect(ids(again)).toEqual([catalogue[1]!.id]);
  });

  test('deletes a product, and deleting it again changes nothing', async () => {
    const shopper = await shopperWithWishlist();
    for (const plant of catalogue.slice(0, 2)) await change(shopper.id, shopper.wishlistId, { productId: plant.id, action: 'add' }, shopper.token);
    const remove = { productId: catalogue[0]!.id, action: 'delete' };
    const once = await change(shopper.id, shopper.wishlistId, remove, shopper.token);
    const twice = await change(shopper.id, shopper.wishlistId, remove, shopper.token);
    expect(ids(once)).toEqual([catalogue[1]!.id]);
    expect(twice.statusCode).toBe(200);
    expect(ids(twice)).toEqual([catalogue[1]!.id]);
  });

  test('keeps products in the order they were added, and GET shows the same', async () => {
    const shopper = await shopperWithWishlist();
    const order = [catalogue[5]!.id, catalogue[2]!.id, catalogue[9]!.id];
    for (const productId of order) await change(shopper.id, shopper.wishlistId, { productId, action: 'add' }, shopper.token);
    const listed = (await shop.request({ method: 'GET', url: `/api/users/${shopper.id}/wishlists`, token: shopper.token })).json();
    expect(listed[0].products.map((product: Product) => product.id)).toEqual(order);
  });

  test('drops a product the admin deletes from the catalogue', async () => {
    const shopper = await shopperWithWishlist();
    const made = await shop.request({
      method: 'POST',
      url: '/api/products',
      token: admin,
      payload: { name: 'Short-lived Fern', qty: 1, price: 5, description: 'Gone soon.' },
    });
    await change(shopper.id, shopper.wishlistId, { productId: made.json().id, action: 'add' }, shopper.token);
    await shop.request({ method: 'DELETE', url: `/api/products/${made.json().id}`, token: admin });
    const listed = (await shop.request({ method: 'GET', url: `/api/users/${shopper.id}/wishlists`, token: shopper.token })).json();
    expect(listed[0].products).toEqual([]);
  });

  test('answers 404 for a product that does not exist, for add and delete', async () => {
    const shopper = await shopperWithWishlist();
    for (const action of ['add', 'delete']) {
      const response = await change(shopper.id, shopper.wishlistId, { productId: 999999, action }, shopper.token);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Product not found' });
    }
  });

  test("answers 404 for a wishlist id that is not that user's", async () => {
    const shopper = await shopperWithWishlist();
    const other = await shopperWithWishlist();
    const response = await change(shopper.id, other.wishlistId, { productId: catalogue[0]!.id, action: 'add' }, shopper.token);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Wishlist not found' });
    const unknown = await change(shopper.id, 999999, { productId: catalogue[0]!.id, action: 'add' }, shopper.token);
    expect(unknown.statusCode).toBe(404);
    const untouched = await shop.request({ method: 'GET', url: `/api/users/${other.id}/wishlists`, token: other.token });
    expect(untouched.json()[0].products).toEqual([]);
  });

  test('refuses another shopper changing the ids in the path with 403, and the wishlist stays', async () => {
    const shopper = await shopperWithWishlist();
    const intruder = await shopperWithWishlist();
    const response = await change(shopper.id, shopper.wishlistId, { productId: catalogue[0]!.id, action: 'add' }, intruder.token);
    expect(response.statusCode).toBe(403);
    const listed = await shop.request({ method: 'GET', url: `/api/users/${shopper.id}/wishlists`, token: shopper.token });
    expect(listed.json()[0].products).toEqual([]);
  });

  test(`refuses an anonymous caller with 401 '${MSG.notLoggedIn}'`, async () => {
    const shopper = await shopperWithWishlist();
    const response = await change(shopper.id, shopper.wishlistId, { productId: catalogue[0]!.id, action: 'add' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: MSG.notLoggedIn });
  });

  test("lets the admin change a shopper's wishlist", async () => {
    const shopper = await shopperWithWishlist();
    const response = await change(shopper.id, shopper.wishlistId, { productId: catalogue[0]!.id, action: 'add' }, admin);
    expect(response.statusCode).toBe(200);
    expect(ids(response)).toEqual([catalogue[0]!.id]);
  });

  const refusals: [string, unknown][] = [
    ['an unknown action', { productId: 1, action: 'toggle' }],
    ['a missing action', { productId: 1 }],
    ['a product id sent as text', { productId: '1', action: 'add' }],
    ['a fractional product id', { productId: 1.5, action: 'add' }],
    ['a missing product id', { action: 'add' }],
  ];
  for (const [what, body] of refusals) {
    test(`refuses ${what} with 400 and a message`, async () => {
      const shopper = await shopperWithWishlist();
      const response = await change(shopper.id, shopper.wishlistId, body, shopper.token);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual(expect.any(String));
      expect(response.json().issues[0].path).toMatch(/productId|action/);
    });
  }
});
