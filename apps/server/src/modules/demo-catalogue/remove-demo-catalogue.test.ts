import type { ImportReport } from '@shop/shared/catalog-import';
import type { DemoCatalogue } from '@shop/shared/demo-catalogue';
import type { Product } from '@shop/shared/products';
import { asc, count, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { products, productVariants, tags } from '../../db/schema/catalog.ts';
import { images } from '../../db/schema/images.ts';
import { promos } from '../../db/schema/promos.ts';
import { adminToken, createTestShop, createUser, type TestShop } from '../../test/harness.ts';
import { makeProduct } from '../catalog/catalog.test-support.ts';
import { importCatalogue } from '../catalog-csv/import-catalogue.ts';
import type { FetchResult } from '../catalog-csv/fetch-image.ts';
import { checkout, GOOD_CARD, payForm } from '../checkout/checkout.test-support.ts';
import { orderBody, placeOrder } from '../orders/orders.test-support.ts';
import { reviewKeyOf, reviewPage, writeReview } from '../reviews/reviews.test-support.ts';
import { removeDemoCatalogue } from './remove-demo-catalogue.ts';

// "Remove the demo catalogue" (decision 048): the demo plants, their pictures, reviews and promo codes go
// in one step; a plant an order took is archived, and that order reads exactly as before.

const STATE = '/api/admin/demo-catalogue';
const EMPTY: DemoCatalogue = { plants: 0, plantNames: [], editedPlants: [], plantsWithOrders: 0, pictures: 0, reviews: 0, promos: 0, promoCodes: [] };

async function stateOf(shop: TestShop, token: string): Promise<DemoCatalogue> {
  const response = await shop.request({ method: 'GET', url: STATE, token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function remove(shop: TestShop, token: string) {
  const response = await shop.request({ method: 'DELETE', url: STATE, token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const imageNames = async (shop: TestShop) => (await shop.db.select({ name: images.name }).from(images).orderBy(asc(images.name))).map((row) => row.name);
const catalogue = async (shop: TestShop, query = '') => (await shop.request({ method: 'GET', url: `/api/products${query}` })).json() as Product[];
const idOf = async (shop: TestShop, handle: string) => (await shop.db.select({ id: products.id }).from(products).where(eq(products.handle, handle)))[0]!.id;

/** A product CSV naming two demo plants by handle (one with a SKU of the demo's), and one plant of the owner's. */
function ownersCsv(zzSku: string): string {
  return [
    'Handle,Title,Body (HTML),Tags,Option1 Name,Option1 Value,Variant SKU,Variant Price,Variant Inventory Qty,Status',
    `zz-plant,ZZ Plant,<p>Our own ZZ.</p>,Low light,Title,Default Title,${zzSku},31.00,7,active`,
    'peace-lily,Peace Lily,<p>Our own lily.</p>,Pet safe,Title,Default Title,OWN-LILY-6,27.00,5,active',
    'rootbound-fern,Rootbound Fern,<p>From our greenhouse.</p>,Fern,Title,Default Title,OWN-FERN-4,19.00,9,active',
    '',
  ].join('\n');
}

describe('removing the demo catalogue of a seeded shop', () => {
  let shop: TestShop;
  let admin: string;
  let shopper: Awaited<ReturnType<typeof createUser>>;
  let png: Buffer;
  const fetchPicture = async (): Promise<FetchResult> => ({ ok: true, bytes: png, contentType: 'image/png' });
  const runCsv = (csv: string, dryRun: boolean) => importCatalogue({ db: shop.db, csv, dryRun, options: { baseUrl: shop.config.publicUrl, fetch: fetchPicture } });

  beforeAll(async () => {
    shop = await createTestShop({ pages: true });
    admin = await adminToken(shop);
    shopper = await createUser(shop, { firstName: 'Maya', lastName: 'Green' });
    png = await sharp({ create: { width: 60, height: 80, channels: 3, background: '#3a7d44' } }).png().toBuffer();
  });
  afterAll(() => shop.close());

  let zz: number;
  let lily: number;
  let zzSku: string;
  let own: { id: number; name: string; handle: string };
  let order: { id: number };
  let before: DemoCatalogue;

  test('the shop knows its demo catalogue: 55 plants, every picture but the placeholder and the landing one, and the three promo codes', async () => {
    const state = await stateOf(shop, admin);
    const names = await imageNames(shop);
    expect(state).toMatchObject({ plants: 55, editedPlants: [], plantsWithOrders: 0, reviews: 0, promos: 3, promoCodes: ['welcome10', 'greenthumb25', 'spring2025'] });
    expect(state.plantNames).toHaveLength(55);
    expect(state.plantNames).toEqual(expect.arrayContaining(['ZZ Plant', 'Peace Lily', 'Monstera Deliciosa']));
    expect(state.pictures).toBe(names.filter((name) => name !== 'placeholder' && name !== 'landing').length);
  });

  test("the CSV check says which of the file's plants would update demo plants", async () => {
    zz = await idOf(shop, 'zz-plant');
    lily = await idOf(shop, 'peace-lily');
    zzSku = (await shop.db.select({ sku: productVariants.sku }).from(productVariants).where(eq(productVariants.productId, zz)).orderBy(asc(productVariants.id)))[0]!.sku;
    const response = await shop.request({ method: 'POST', url: '/api/admin/catalog/import', token: admin, payload: { csv: ownersCsv(zzSku), dryRun: true } });
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json() as ImportReport;
    expect(report.products.map(({ handle, action, demo }) => ({ handle, action, demo }))).toEqual([
      { handle: 'zz-plant', action: 'update', demo: true },
      { handle: 'peace-lily', action: 'update', demo: true },
      { handle: 'rootbound-fern', action: 'create', demo: false },
    ]);
  });

  test('an order of a demo plant, a review of it, an edit of another: the dialog knows each', async () => {
    own = await makeProduct(shop, admin, { price: 15, qty: 20 });
    // The owner's own plant shows the demo's peace lily picture: that picture stays.
    const ownNow = (await shop.request({ method: 'GET', url: `/api/products/${own.id}` })).json() as Product;
    const edited = await shop.request({ method: 'PUT', url: `/api/products/${own.id}`, token: admin, payload: { name: own.name, description: ownNow.description, price: 15, qty: 20, imageURL: '/images/peace-lily.jpg' } });
    expect(edited.statusCode, edited.body).toBe(200);
    const monstera = (await catalogue(shop)).find((product) => product.name === 'Monstera Deliciosa')!;
    const repriced = await shop.request({ method: 'PUT', url: `/api/products/${monstera.id}`, token: admin, payload: { name: monstera.name, description: (await (await shop.request({ method: 'GET', url: `/api/products/${monstera.id}` })).json()).description, price: 71, qty: monstera.qty } });
    expect(repriced.statusCode, repriced.body).toBe(200);

    const placed = await placeOrder(shop, orderBody([{ productId: zz, qty: 1 }, { productId: own.id, qty: 2 }], { userId: shopper.id, userEmail: shopper.email, promoCode: 'welcome10' }), shopper.token);
    const paid = await payForm(shop, await checkout(shop, placed), GOOD_CARD);
    expect(paid.statusCode).toBe(303);
    const shipped = await shop.request({ method: 'PUT', url: `/api/orders/${placed.id}/ship`, token: admin, payload: { carrier: 'usps', trackingNumber: '9400111899223456789012' } });
    expect(shipped.statusCode, shipped.body).toBe(200);
    order = { id: placed.id };
    const key = await reviewKeyOf(shop, order.id);
    const line = (await reviewPage(shop, order.id, key)).lines.find((one) => one.productId === zz)!;
    await writeReview(shop, order.id, key, { orderLineId: line.orderLineId, rating: 5, title: 'Tough plant' });

    before = await stateOf(shop, admin);
    expect(before).toMatchObject({ plants: 55, editedPlants: ['Monstera Deliciosa'], plantsWithOrders: 1, reviews: 1, promos: 3 });
  });

  test('after the removal no demo plant is for sale, and the order placed before reads exactly as it did', async () => {
    const customerView = async () => (await shop.request({ method: 'GET', url: `/api/users/${shopper.id}/orders/${order.id}`, token: shopper.token })).json();
    const adminView = async () => (await shop.request({ method: 'GET', url: `/api/orders/${order.id}`, token: admin })).json();
    const [customerBefore, adminBefore] = [await customerView(), await adminView()];
    expect(customerBefore.map((line: { productName: string }) => line.productName)).toEqual(['ZZ Plant', own.name]);
    // Both pages rendered (and kept by the page cache) before the removal.
    expect((await shop.request({ method: 'GET', url: `/products/${zz}` })).statusCode).toBe(200);
    expect((await shop.request({ method: 'GET', url: `/products/${lily}` })).statusCode).toBe(200);
    const picturesBefore = await imageNames(shop);
    const zzTags = ((await shop.request({ method: 'GET', url: `/api/products/${zz}` })).json() as Product).tags.map((tag) => tag.tagName);

    const removed = await remove(shop, admin);
    expect(removed).toEqual({ plantsDeleted: 54, plantsArchived: 1, pictures: before.pictures, reviews: 1, promos: 3 });

    // The grid, search, the product API and pages, the sitemap.
    expect((await catalogue(shop)).map((product) => product.id)).toEqual([own.id]);
    expect((await shop.request({ method: 'GET', url: '/api/products?q=zz' })).headers['x-total-count']).toBe('0');
    expect((await shop.request({ method: 'GET', url: '/api/products?q=peace lily' })).headers['x-total-count']).toBe('0');
    for (const id of [zz, lily]) {
      expect((await shop.request({ method: 'GET', url: `/api/products/${id}` })).statusCode).toBe(404);
      expect((await shop.request({ method: 'GET', url: `/products/${id}` })).statusCode).toBe(404);
    }
    const sitemap = (await shop.request({ method: 'GET', url: '/sitemap.xml' })).body;
    expect([...sitemap.matchAll(/\/products\/([^<]+)</g)].map((match) => match[1])).toEqual([own.handle]);

    // The order: the customer's and the admin's views are the same as before, lines, names, prices and totals.
    expect(await customerView()).toEqual(customerBefore);
    expect(await adminView()).toEqual(adminBefore);
    expect(adminBefore).toMatchObject({ promoCode: 'welcome10', discount: 6.9, lines: [{ productName: 'ZZ Plant' }, { productName: own.name }] });

    // The ordered plant is kept, off sale, without the demo's handle and SKUs; the others are gone.
    const [kept] = await shop.db.select({ handle: products.handle, demo: products.demo }).from(products).where(eq(products.id, zz));
    expect(kept).toEqual({ handle: `removed-demo-${zz}`, demo: false });
    const keptVariants = await shop.db.select({ sku: productVariants.sku, archived: sql<boolean>`${productVariants.archivedAt} is not null` }).from(productVariants).where(eq(productVariants.productId, zz));
    for (const variant of keptVariants) expect(variant).toEqual({ sku: expect.stringMatching(/^removed-demo-\d+$/), archived: true });
    expect((await shop.db.select({ n: count() }).from(products).where(eq(products.id, lily)))[0]!.n).toBe(0);

    // Pictures: the deleted plants' go; the archived plant keeps its own, and the owner's plant keeps the lily it shows.
    const picturesAfter = await imageNames(shop);
    expect(picturesBefore.length - picturesAfter.length).toBe(before.pictures);
    expect(picturesAfter).toEqual(expect.arrayContaining(['placeholder', 'landing', 'zz-plant', 'peace-lily']));
    expect(picturesAfter).not.toContain('monstera-deliciosa');
    expect((await shop.request({ method: 'GET', url: '/images/monstera-deliciosa.jpg' })).statusCode).toBe(404);
    expect((await shop.request({ method: 'GET', url: '/images/peace-lily.jpg' })).statusCode).toBe(200);

    // The promo codes, the tags only deleted plants had, the review.
    expect(await shop.db.select({ name: promos.name }).from(promos)).toEqual([]);
    const tagNames = (await shop.db.select({ name: tags.name }).from(tags)).map((row) => row.name);
    expect(tagNames.sort()).toEqual(zzTags.sort());
    expect((await shop.request({ method: 'GET', url: `/api/products/${zz}/reviews` })).json()).toMatchObject({ reviews: [] });

    expect(await stateOf(shop, admin)).toEqual(EMPTY);
    expect(await remove(shop, admin)).toEqual({ plantsDeleted: 0, plantsArchived: 0, pictures: 0, reviews: 0, promos: 0 });
  });

  test("then a CSV with the demo's handles, and a SKU of the archived plant, makes new plants of the owner's", async () => {
    const checked = await runCsv(ownersCsv(zzSku), true);
    expect(checked.products.map(({ handle, action, demo }) => ({ handle, action, demo }))).toEqual([
      { handle: 'zz-plant', action: 'create', demo: false },
      { handle: 'peace-lily', action: 'create', demo: false },
      { handle: 'rootbound-fern', action: 'create', demo: false },
    ]);
    const imported = await runCsv(ownersCsv(zzSku), false);
    expect(imported).toMatchObject({ applied: true, created: 3, updated: 0, rejected: [] });
    const newZz = await idOf(shop, 'zz-plant');
    expect(newZz).not.toBe(zz);
    const product = (await shop.request({ method: 'GET', url: `/api/products/${newZz}` })).json() as Product;
    expect(product).toMatchObject({ name: 'ZZ Plant', price: 31, qty: 7, description: 'Our own ZZ.' });
    // Shopify's 'Low light' tag becomes the shop's own light, which the Low light filter finds (decision 061).
    expect(product.tags.map((tag) => tag.tagName)).toEqual(['Low/Artificial']);
    expect((await catalogue(shop)).map((one) => one.name).sort()).toEqual([own.name, 'Peace Lily', 'Rootbound Fern', 'ZZ Plant'].sort());
    expect(await stateOf(shop, admin)).toEqual(EMPTY);
  });
});

describe('all or nothing', () => {
  let shop: TestShop;
  let admin: string;
  beforeAll(async () => {
    shop = await createTestShop();
    admin = await adminToken(shop);
  });
  afterAll(() => shop.close());

  test('a failure at its last step (the promo codes) leaves every plant, picture and code in place', async () => {
    const before = { state: await stateOf(shop, admin), pictures: await imageNames(shop), onSale: (await catalogue(shop)).length };
    await shop.db.execute(sql.raw(`create function refuse_promo_delete() returns trigger language plpgsql as $$ begin raise exception 'promos are kept'; end $$`));
    await shop.db.execute(sql.raw('create trigger keep_promos before delete on promos for each row execute function refuse_promo_delete()'));
    await expect(removeDemoCatalogue({ db: shop.db })).rejects.toThrow();
    expect(await stateOf(shop, admin)).toEqual(before.state);
    expect(await imageNames(shop)).toEqual(before.pictures);
    expect((await catalogue(shop)).length).toBe(before.onSale);

    await shop.db.execute(sql.raw('drop trigger keep_promos on promos'));
    expect(await remove(shop, admin)).toMatchObject({ plantsDeleted: 55, promos: 3 });
    expect(await catalogue(shop)).toEqual([]);
  });
});

describe('SEED=none', () => {
  let shop: TestShop;
  let admin: string;
  beforeAll(async () => {
    shop = await createTestShop({ seed: 'none' });
    admin = await adminToken(shop);
  });
  afterAll(() => shop.close());

  test('starts with only the admin: no plant, no promo code, no picture but the placeholder, nothing of the demo to remove', async () => {
    expect(await catalogue(shop)).toEqual([]);
    expect((await shop.request({ method: 'GET', url: '/api/promos', token: admin })).json()).toEqual([]);
    expect(await imageNames(shop)).toEqual(['placeholder']);
    expect(await stateOf(shop, admin)).toEqual(EMPTY);
    expect(await remove(shop, admin)).toEqual({ plantsDeleted: 0, plantsArchived: 0, pictures: 0, reviews: 0, promos: 0 });
  });
});
