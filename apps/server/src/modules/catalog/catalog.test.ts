import { listProducts, SORTS } from '@shop/shared/catalog';
import type { Filters } from '@shop/shared/catalog-filters';
import type { Product } from '@shop/shared/products';
import { LIGHT_TAGS, SIZE_TAGS } from '@shop/shared/tags';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { orderLines, orders } from '../../db/schema/orders.ts';
import { cartLines } from '../../db/schema/cart.ts';
import { wishlistItems, wishlists } from '../../db/schema/wishlist.ts';
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

const fern = { name: 'Test Fern', qty: 4, price: 19.99, description: 'A fern for tests.', tags: ['Small', 'Pet safe'] };

describe('the demo catalogue', () => {
  test('lists at least 48 plants, each with exactly one size and one light tag', () => {
    expect(catalogue.length).toBeGreaterThanOrEqual(48);
    for (const product of catalogue) {
      const names = product.tags.map((tag) => tag.tagName);
      expect(names.filter((name) => (SIZE_TAGS as readonly string[]).includes(name)), product.name).toHaveLength(1);
      expect(names.filter((name) => (LIGHT_TAGS as readonly string[]).includes(name)), product.name).toHaveLength(1);
    }
  });

  test('gives prices in dollars with at most two decimals', () => {
    for (const product of catalogue) expect(Math.round(product.price * 100) / 100).toBe(product.price);
  });

  test('serves every product image with its webp and low-quality variants', async () => {
    for (const product of catalogue.slice(0, 6)) {
      const original = await shop.request({ method: 'GET', url: product.imageURL });
      const webp = await shop.request({ method: 'GET', url: product.imageURL.replace(/\.jpg$/, '.webp') });
      const lq = await shop.request({ method: 'GET', url: product.imageURL.replace(/\.jpg$/, '-lq_1.webp') });
      for (const response of [original, webp, lq]) {
        expect(response.statusCode).toBe(200);
        expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(response.headers.etag).toBeTruthy();
      }
      expect(await sharp(original.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 1070, height: 1400 });
      expect(await sharp(webp.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1070, height: 1400 });
      expect(lq.rawPayload.length).toBeLessThan(webp.rawPayload.length / 5);
    }
  });

  test('answers 304 when the browser already has the image', async () => {
    const url = catalogue[0]!.imageURL;
    const first = await shop.request({ method: 'GET', url });
    const again = await shop.request({ method: 'GET', url, headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  test('has no image for an unknown name', async () => {
    expect((await shop.request({ method: 'GET', url: '/images/nope.jpg' })).statusCode).toBe(404);
    expect((await shop.request({ method: 'GET', url: '/images/..%2Fetc.jpg' })).statusCode).toBe(404);
  });
});

describe('search, filter, sort and paging', () => {
  const queries: { q?: string; tag?: string[]; filters?: Required<Pick<Filters, 'size' | 'light' | 'pets' | 'care'>> }[] = [
    {},
    { q: 'fern' },
    { q: 'FERN' },
    { q: 'pet' },
    { q: 'zzzz-nothing' },
    { tag: ['Small'] },
    { tag: ['Pet safe', 'Large'] },
    { tag: ['Direct sunlight'], q: 'cact' },
    // Combined filters and searches that are understood (decision 027).
    { filters: { size: ['small'], light: ['low'], pets: ['safe'], care: [] } },
    { filters: { size: ['small', 'medium'], light: [], pets: [], care: ['easy', 'moderate'] } },
    { tag: ['Air-purifying'], filters: { size: [], light: ['low', 'bright'], pets: [], care: [] } },
    { q: 'pet friendly' },
    { q: 'low light', filters: { size: ['large', 'medium'], light: [], pets: [], care: [] } },
    { q: 'monstra' },
    { q: 'beginner plants' },
  ];

  test('answer exactly what docs/product/rules.md#order-statuses and decision 027 compute on the client', async () => {
    for (const query of queries) {
      for (const sort of [...SORTS, undefined]) {
        for (const offset of [0, 12, 36]) {
          const params = new URLSearchParams();
          if (query.q) params.set('q', query.q);
          for (const tag of query.tag ?? []) params.append('tag', tag);
          for (const [group, values] of Object.entries(query.filters ?? {})) for (const value of values) params.append(group, value);
          if (sort) params.set('sort', sort);
          params.set('offset', String(offset));
          params.set('limit', '12');
          const response = await shop.request({ method: 'GET', url: `/api/products?${params}` });
          const expected = listProducts(catalogue, { q: query.q, tags: query.tag ?? [], filters: query.filters, sort, offset, limit: 12 });
          expect(response.statusCode).toBe(200);
          expect(
            (response.json() as Product[]).map((product) => product.id),
            `${params}`,
          ).toEqual(expected.items.map((product) => product.id));
          expect(response.headers['x-total-count']).toBe(String(expected.total));
        }
      }
    }
  });

  test('refuses an unknown sort and a negative offset', async () => {
    for (const url of ['/api/products?sort=cheapest', '/api/products?offset=-1', '/api/products?limit=0']) {
      const response = await shop.request({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error).toBeTruthy();
    }
  });
});

describe('one product', () => {
  test('is found by id', async () => {
    const response = await shop.request({ method: 'GET', url: `/api/products/${catalogue[3]!.id}` });
    // The list's product, and its care text, which only one product carries (decision 022).
    expect(response.json()).toEqual({ ...catalogue[3], care: { ...catalogue[3]!.care, careText: expect.any(String) } });
  });

  test('is a 404 for an unknown or malformed id', async () => {
    for (const id of ['999999', 'abc', '1.5', '-1', '0', '99999999999999']) {
      const response = await shop.request({ method: 'GET', url: `/api/products/${id}` });
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ error: 'Product not found' });
    }
  });
});

describe('product writes', () => {
  test('the admin creates a product with tags by name and a placeholder image', async () => {
    const response = await shop.request({ method: 'POST', url: '/api/products', token: admin, payload: { ...fern, tags: ['Small', 'Brand new tag'] } });
    expect(response.statusCode).toBe(201);
    const created = response.json() as Product;
    expect(created).toMatchObject({ name: 'Test Fern', qty: 4, price: 19.99 });
    expect(created.tags.map((tag) => tag.tagName).sort()).toEqual(['Brand new tag', 'Small']);
    const image = await shop.request({ method: 'GET', url: created.imageURL });
    expect(image.statusCode).toBe(200);
  });

  test('ignores an id, a price in cents or anything else the client adds', async () => {
    const response = await shop.request({ method: 'POST', url: '/api/products', token: admin, payload: { ...fern, id: 1, priceCents: 1 } });
    expect(response.statusCode).toBe(201);
    expect(response.json().id).not.toBe(1);
    expect(response.json().price).toBe(19.99);
  });

  const invalid: [string, Record<string, unknown>, string][] = [
    ['no name', { ...fern, name: '' }, 'Name is required'],
    ['a blank name', { ...fern, name: '   ' }, 'Name is required'],
    ['no description', { ...fern, description: '' }, 'Description is required'],
    ['quantity 0 on create', { ...fern, qty: 0 }, 'Quantity must be at least 1'],
    ['a fractional quantity', { ...fern, qty: 1.5 }, 'Quantity must be a whole number'],
    ['a negative price', { ...fern, price: -1 }, 'Price must be between 0 and 10000.00 in steps of 0.01'],
    ['a price over 10000', { ...fern, price: 10000.01 }, 'Price must be between 0 and 10000.00 in steps of 0.01'],
    ['a price with three decimals', { ...fern, price: 1.005 }, 'Price must be between 0 and 10000.00 in steps of 0.01'],
    ['a price as text', { ...fern, price: '12' }, 'Price must be between 0 and 10000.00 in steps of 0.01'],
  ];
  for (const [what, payload, message] of invalid) {
    test(`refuses ${what} with a clear message and changes nothing`, async () => {
      const before = (await shop.request({ method: 'GET', url: '/api/products' })).json().length;
      const response = await shop.request({ method: 'POST', url: '/api/products', token: admin, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(message);
      expect((await shop.request({ method: 'GET', url: '/api/products' })).json().length).toBe(before);
    });
  }

  test('edits allow quantity 0 and refuse a negative one', async () => {
    const id = catalogue[5]!.id;
    const ok = await shop.request({ method: 'PUT', url: `/api/products/${id}`, token: admin, payload: { ...fern, qty: 0 } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().qty).toBe(0);
    const bad = await shop.request({ method: 'PUT', url: `/api/products/${id}`, token: admin, payload: { ...fern, qty: -1 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Quantity must be at least 0');
    expect((await shop.request({ method: 'GET', url: `/api/products/${id}` })).json().qty).toBe(0);
  });

  test('an edit of an unknown product is a 404', async () => {
    const response = await shop.request({ method: 'PUT', url: '/api/products/999999', token: admin, payload: fern });
    expect(response.statusCode).toBe(404);
  });

  test('refuses a shopper and an anonymous caller before looking at the body', async () => {
    const shopper = await createUser(shop);
    expect((await shop.request({ method: 'POST', url: '/api/products', payload: {} })).statusCode).toBe(401);
    expect((await shop.request({ method: 'POST', url: '/api/products', token: shopper.token, payload: fern })).statusCode).toBe(403);
    expect((await shop.request({ method: 'DELETE', url: `/api/products/${catalogue[0]!.id}`, token: shopper.token })).statusCode).toBe(403);
    expect((await shop.request({ method: 'GET', url: `/api/products/${catalogue[0]!.id}` })).statusCode).toBe(200);
  });

  test('deleting a product keeps past orders whole and empties it from carts and wishlists', async () => {
    const product = (await shop.request({ method: 'POST', url: '/api/products', token: admin, payload: fern })).json() as Product;
    const shopper = await createUser(shop);
    const [order] = await shop.db
      .insert(orders)
      .values({
        userId: shopper.id, email: shopper.email, firstName: 'A', lastName: 'B', street1: '1 Main St', city: 'Austin', state: 'TX', zip: '78701',
        subtotalCents: 1999, discountCents: 0, finalCents: 1999, totalQty: 1, checkoutTokenHash: 'x',
      })
      .returning();
    await shop.db.insert(orderLines).values({ orderId: order!.id, productId: product.id, productName: product.name, unitPriceCents: 1999, qty: 1, totalCents: 1999 });
    await shop.db.insert(cartLines).values({ userId: shopper.id, productId: product.id, variantId: product.defaultVariantId, qty: 2 });
    const [wishlist] = await shop.db.insert(wishlists).values({ userId: shopper.id }).returning();
    await shop.db.insert(wishlistItems).values({ wishlistId: wishlist!.id, productId: product.id });

    const response = await shop.request({ method: 'DELETE', url: `/api/products/${product.id}`, token: admin });
    expect(response.statusCode).toBe(204);
    expect((await shop.request({ method: 'GET', url: `/api/products/${product.id}` })).statusCode).toBe(404);
    const lines = await shop.db.select().from(orderLines);
    expect(lines.find((line) => line.orderId === order!.id)).toMatchObject({ productId: null, productName: 'Test Fern', unitPriceCents: 1999 });
    expect(await shop.db.select().from(cartLines)).toEqual([]);
    expect(await shop.db.select().from(wishlistItems)).toEqual([]);
    expect((await shop.request({ method: 'DELETE', url: `/api/products/${product.id}`, token: admin })).statusCode).toBe(404);
  });
});

describe('expanding a stored cart', () => {
  test('gives each line today\'s product, price and stock, dropping vanished products', async () => {
    const [a, b] = catalogue;
    const response = await shop.request({
      method: 'POST',
      url: '/api/products/cart',
      payload: [{ userId: null, productId: a!.id, qty: 2 }, { productId: 987654, qty: 1 }, { productId: b!.id, qty: 1 }],
    });
    expect(response.statusCode).toBe(200);
    const lines = response.json() as { product: Product; qty: number }[];
    expect(lines.map((line) => [line.product.id, line.qty])).toEqual([[a!.id, 2], [b!.id, 1]]);
    expect(lines[0]!.product.price).toBe(a!.price);
  });

  test('refuses malformed lines with a 400', async () => {
    for (const payload of [{ productId: 1 }, [{ productId: 'x', qty: 1 }], [{ productId: 1, qty: 0 }], [{ productId: 1, qty: 1.5 }], 'nonsense']) {
      const response = await shop.request({
        method: 'POST',
        url: '/api/products/cart',
        payload: JSON.stringify(payload),
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error).toBeTruthy();
    }
  });
});
