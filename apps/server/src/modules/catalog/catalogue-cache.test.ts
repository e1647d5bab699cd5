import { cartLines } from '@shop/shared/cart';
import { listProducts, SORTS } from '@shop/shared/catalog';
import { product, type ProductQuery, toListQuery } from '@shop/shared/products';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../app.ts';
import { products, productVariants } from '../../db/schema/catalog.ts';
import { adminToken, createTestShop, type TestShop } from '../../test/harness.ts';
import { orderBody } from '../orders/orders.test-support.ts';
import { CatalogueCache } from './catalogue-cache.ts';
import { loadCatalogueSnapshot } from './catalogue-snapshot.ts';
import { getProduct, getProductsByIds } from './get-product.ts';
import { selectProducts } from './select-products.ts';

let shop: TestShop;
let admin: string;
/** A second app on the same database (separate processes are the robustness suite's). */
let other: FastifyInstance;

beforeAll(async () => {
  shop = await createTestShop();
  admin = await adminToken(shop);
  // Names that sort differently by bytes, by case and by accents, and a tag to search by.
  for (const name of ['zebra Plant', 'Zebra plant', 'Éclair Fern', 'eclair fern', 'Ääpple ivy']) {
    const made = await shop.request({ method: 'POST', url: '/api/products', token: admin, payload: { name, qty: 3, price: 12.5, description: 'For sorting.', tags: ['Small', 'Odd Tag'] } });
    expect(made.statusCode).toBe(201);
  }
  other = await buildApp({ config: shop.config, database: shop.database, logger: false });
  await other.ready();
});
afterAll(async () => {
  await other.close();
  await shop.close();
});

/** The bytes the zod response schema gives for what the database path reads. */
const zodJson = (schema: z.ZodType, value: unknown) => JSON.stringify(schema.encode(value as never));

/** A page as the shared rules compute it over what the database holds now. */
async function expectedPage(query: ProductQuery) {
  return listProducts(await selectProducts(shop.db), toListQuery(query));
}

describe('the in-memory catalogue', () => {
  test('answers the whole catalogue with exactly the bytes of the database path', async () => {
    const snapshot = await loadCatalogueSnapshot(shop.db);
    expect(snapshot.all.body.toString()).toBe(zodJson(z.array(product), await selectProducts(shop.db)));
    const response = await shop.request({ method: 'GET', url: '/api/products' });
    expect(response.body).toBe(snapshot.all.body.toString());
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  test('answers every page (search, filter, sort, offset, limit) as the shared rules compute it', async () => {
    const snapshot = await loadCatalogueSnapshot(shop.db);
    const queries: ProductQuery[] = [
      { offset: 0 },
      { q: 'PLANT' },
      { q: '  éclair ' },
      { q: 'odd' },
      { q: 'nothing matches this' },
      { tag: 'Small', sort: 'price-asc', offset: 0, limit: 12 },
      { tag: ['Pet safe', 'Odd Tag'], sort: 'name-desc', offset: 3, limit: 5 },
      { tag: '' },
      { offset: 500, limit: 12 },
      ...SORTS.map((sort) => ({ sort })),
      ...SORTS.map((sort) => ({ sort, q: 'a', offset: 2, limit: 7 })),
    ];
    for (const query of queries) {
      const expected = await expectedPage(query);
      const answer = snapshot.page(query);
      expect(answer.body.toString(), JSON.stringify(query)).toBe(zodJson(z.array(product), expected.items));
      expect(answer.total, JSON.stringify(query)).toBe(expected.total);
      expect(snapshot.list(query), JSON.stringify(query)).toEqual(expected);
    }
    // Names differing only by case or accents: by folded name, then id.
    const names = (await expectedPage({ q: 'zebra p', sort: 'name-asc' })).items.map((item) => item.name);
    expect(names).toEqual(['zebra Plant', 'Zebra plant']);
  });

  test('answers one product and expanded cart lines as the database path does', async () => {
    const snapshot = await loadCatalogueSnapshot(shop.db);
    const first = await getProduct({ db: shop.db, id: 1 });
    expect(snapshot.product(1)?.body.toString()).toBe(zodJson(product, first));
    const lines = [{ productId: 2, qty: 3 }, { productId: 999_999, qty: 1 }, { productId: 1, qty: 1 }];
    const response = await shop.request({ method: 'POST', url: '/api/products/cart', payload: lines });
    // Cart lines carry products as lists do: without the care text that one product carries (decision 022).
    const listed = await getProductsByIds({ db: shop.db, ids: [1, 2] });
    // A line naming no size is the plant's default size.
    const expected = [
      { product: listed.get(2), qty: 3, variantId: listed.get(2)!.defaultVariantId },
      { product: listed.get(1), qty: 1, variantId: listed.get(1)!.defaultVariantId },
    ];
    expect(cartLines.safeParse(lines).success).toBe(true);
    expect(response.body).toBe(JSON.stringify(expected));
  });

  test('answers 304 to a client that has the catalogue already', async () => {
    const first = await shop.request({ method: 'GET', url: '/api/products' });
    const again = await shop.request({ method: 'GET', url: '/api/products', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  test('shows an edit, a new product and a sale at once on this app, and on the other one', async () => {
    const [before, beforeOther] = await Promise.all([shop.app.inject('/api/products/1'), other.inject('/api/products/1')]);
    expect(before.json()).toEqual(beforeOther.json());
    const { price, description } = before.json() as { price: number; description: string };

    const edited = await shop.request({ method: 'PUT', url: '/api/products/1', token: admin, payload: { name: 'Renamed Monstera', qty: 40, price, description } });
    expect(edited.statusCode).toBe(200);
    expect((await shop.app.inject('/api/products/1')).json()).toMatchObject({ name: 'Renamed Monstera', qty: 40 });
    await expect.poll(async () => (await other.inject('/api/products/1')).json().name, { timeout: 3000 }).toBe('Renamed Monstera');

    const made = await shop.request({ method: 'POST', url: '/api/products', token: admin, payload: { name: 'Brand New Fern', qty: 2, price: 9, description: 'New.' } });
    const id = (made.json() as { id: number }).id;
    expect((await other.inject(`/api/products/${id}`)).statusCode).toBe(200);
    await expect.poll(async () => (await other.inject('/api/products?q=brand new')).json().length, { timeout: 3000 }).toBe(1);

    // Two: a shopper may hold at most 2 of a large demo plant (decision 024).
    const placed = await other.inject({ method: 'POST', url: '/api/orders', payload: orderBody([{ productId: 1, qty: 2 }]) });
    expect(placed.statusCode).toBe(201);
    expect((await other.inject('/api/products/1')).json().qty).toBe(38);
    await expect.poll(async () => (await shop.app.inject('/api/products')).json().find((p: { id: number }) => p.id === 1).qty, { timeout: 3000 }).toBe(38);
  });

  test('after orders and cancellations on both apps, both catalogues say what the database says', async () => {
    const apps = [shop.app, other];
    for (let round = 0; round < 6; round += 1) {
      const app = apps[round % 2]!;
      // Warm both snapshots between sales, so quantities are refreshed rather than rebuilt.
      await Promise.all(apps.map((each) => each.inject('/api/products?tag=Small&sort=price-asc&offset=0&limit=12')));
      const placed = await app.inject({ method: 'POST', url: '/api/orders', payload: orderBody([{ productId: 2, qty: 1 }, { productId: 3 + round, qty: 2 }]) });
      expect(placed.statusCode, placed.body).toBe(201);
      if (round % 3 === 0) {
        const { id, checkoutToken } = placed.json() as { id: number; checkoutToken: string };
        const canceled = await apps[(round + 1) % 2]!.inject({ method: 'PUT', url: `/api/orders/${id}`, payload: { status: 'canceled' }, headers: { 'x-checkout-token': checkoutToken } });
        expect(canceled.statusCode, canceled.body).toBe(200);
      }
    }
    const expected = zodJson(z.array(product), await selectProducts(shop.db));
    for (const app of apps) {
      await expect.poll(async () => (await app.inject('/api/products')).body, { timeout: 3000 }).toBe(expected);
      const page = await expectedPage({ tag: 'Small', sort: 'price-asc', offset: 0, limit: 12 });
      expect((await app.inject('/api/products?tag=Small&sort=price-asc&offset=0&limit=12')).body).toBe(zodJson(z.array(product), page.items));
      expect((await app.inject('/api/products/2')).json()).toEqual(await getProduct({ db: shop.db, id: 2 }));
    }
  });

  test('a product deleted elsewhere leaves the catalogue', async () => {
    const made = await shop.request({ method: 'POST', url: '/api/products', token: admin, payload: { name: 'Short-lived Ivy', qty: 2, price: 9, description: 'Gone soon.' } });
    const id = (made.json() as { id: number }).id;
    expect((await other.inject(`/api/products/${id}`)).statusCode).toBe(200);
    expect((await shop.request({ method: 'DELETE', url: `/api/products/${id}`, token: admin })).statusCode).toBe(204);
    expect((await shop.app.inject(`/api/products/${id}`)).statusCode).toBe(404);
    await expect.poll(async () => (await other.inject(`/api/products/${id}`)).statusCode, { timeout: 3000 }).toBe(404);
    expect((await shop.db.select().from(products).where(eq(products.id, id))).length).toBe(0);
  });

  test('without a working listener, answers from a snapshot at most a second old', async () => {
    const deaf = await CatalogueCache.open({ ...shop.database, listen: async () => ({ live: false, close: async () => {} }) });
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const before = (await deaf.current()).list({ q: 'zebra Plant', limit: 1 }).items[0]!;
      // A change this instance never hears of (another instance, with the notification lost).
      await shop.db.update(productVariants).set({ priceCents: 4321 }).where(eq(productVariants.id, before.defaultVariantId));
      expect((await deaf.current()).list({ q: 'zebra Plant', limit: 1 }).items[0]!.price).toBe(before.price);
      vi.setSystemTime(Date.now() + 1001);
      expect((await deaf.current()).list({ q: 'zebra Plant', limit: 1 }).items[0]!.price).toBe(43.21);
    } finally {
      vi.useRealTimers();
      await deaf.close();
    }
  });
});
