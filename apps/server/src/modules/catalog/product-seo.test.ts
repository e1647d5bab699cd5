import type { Product } from '@shop/shared/products';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { products } from '../../db/schema/catalog.ts';
import { adminToken, createTestShop, createUser, type TestShop } from '../../test/harness.ts';

let shop: TestShop;
let admin: string;

beforeAll(async () => {
  shop = await createTestShop({ pages: true });
  admin = await adminToken(shop);
});
afterAll(() => shop.close());

const fern = { name: 'Search Fern', qty: 4, price: 19.5, description: 'A fern made for a test of search engines.' };
const fallbackDescription = 'A fern made for a test of search engines. $19.50, from Houseplant Shop.';

const decode = (text: string | undefined) => text?.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

/** What a search engine reads of the plant's page, rendered by the server as a shopper gets it. */
async function head(id: number): Promise<{ title: string | undefined; description: string | undefined; ogTitle: string | undefined; ogDescription: string | undefined }> {
  const response = await shop.request({ method: 'GET', url: `/products/${id}` });
  expect(response.statusCode).toBe(200);
  const html = response.body;
  const meta = (key: string) => decode(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html)?.[1]);
  return {
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1]),
    description: meta('description'),
    ogTitle: meta('og:title'),
    ogDescription: meta('og:description'),
  };
}

async function create(extra: Record<string, unknown> = {}): Promise<Product> {
  const response = await shop.request({ method: 'POST', url: '/api/products', token: admin, payload: { ...fern, ...extra } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const update = (id: number, payload: Record<string, unknown>, token: string | undefined = admin) =>
  shop.request({ method: 'PUT', url: `/api/products/${id}`, token, payload: { ...fern, ...payload } });

const read = async (id: number): Promise<Product> => (await shop.request({ method: 'GET', url: `/api/products/${id}` })).json();

describe("a plant's SEO title and description", () => {
  test("set by the owner, they are the product's and its page's title, description and preview at once", async () => {
    const plant = await create();
    // The page is rendered (and kept) before the edit: saving must replace it.
    expect(await head(plant.id)).toMatchObject({ title: 'Search Fern · Houseplant Shop', description: fallbackDescription });

    const saved = await update(plant.id, { seoTitle: '  Boston Fern for Bathrooms | Pet Safe  ', seoDescription: ' A lush, pet-safe fern that loves steam. ' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ seoTitle: 'Boston Fern for Bathrooms | Pet Safe', seoDescription: 'A lush, pet-safe fern that loves steam.' });
    // What the admin's form loads.
    expect(await read(plant.id)).toMatchObject({ seoTitle: 'Boston Fern for Bathrooms | Pet Safe', seoDescription: 'A lush, pet-safe fern that loves steam.' });
    expect(await head(plant.id)).toEqual({
      title: 'Boston Fern for Bathrooms | Pet Safe · Houseplant Shop',
      description: 'A lush, pet-safe fern that loves steam.',
      ogTitle: 'Boston Fern for Bathrooms | Pet Safe',
      ogDescription: 'A lush, pet-safe fern that loves steam.',
    });
  });

  test('a new plant can have them from the start', async () => {
    const plant = await create({ seoTitle: 'Search Fern, 4" pot', seoDescription: 'Grown in Ohio.' });
    expect(plant).toMatchObject({ seoTitle: 'Search Fern, 4" pot', seoDescription: 'Grown in Ohio.' });
    expect(await head(plant.id)).toMatchObject({ title: 'Search Fern, 4" pot · Houseplant Shop', description: 'Grown in Ohio.' });
  });

  test("emptied, they are cleared and the page uses the plant's name and description again", async () => {
    const plant = await create({ seoTitle: 'Old title', seoDescription: 'Old description.' });
    expect(await head(plant.id)).toMatchObject({ title: 'Old title · Houseplant Shop' });
    const cleared = await update(plant.id, { seoTitle: '', seoDescription: '   ' });
    expect(cleared.statusCode, cleared.body).toBe(200);
    const stored = await read(plant.id);
    expect(stored).not.toHaveProperty('seoTitle');
    expect(stored).not.toHaveProperty('seoDescription');
    // Stored as none, as a plant that never had them (an export then leaves the CSV's cells empty).
    const [row] = await shop.db.select({ title: products.seoTitle, description: products.seoDescription }).from(products).where(eq(products.id, plant.id));
    expect(row).toEqual({ title: null, description: null });
    expect(await head(plant.id)).toEqual({ title: 'Search Fern · Houseplant Shop', description: fallbackDescription, ogTitle: 'Search Fern', ogDescription: fallbackDescription });
  });

  test('an update that does not name them keeps them', async () => {
    const plant = await create({ seoTitle: 'Kept title', seoDescription: 'Kept description.' });
    const saved = await update(plant.id, { name: 'Search Fern, renamed', qty: 7 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await read(plant.id)).toMatchObject({ name: 'Search Fern, renamed', qty: 7, seoTitle: 'Kept title', seoDescription: 'Kept description.' });
  });

  test('70 and 320 characters fit; one more is a 400 naming the field, and nothing of the edit is written', async () => {
    const plant = await create();
    const fits = await update(plant.id, { seoTitle: 't'.repeat(70), seoDescription: 'd'.repeat(320) });
    expect(fits.statusCode, fits.body).toBe(200);

    const title = await update(plant.id, { name: 'Renamed Fern', seoTitle: 'T'.repeat(71), seoDescription: 'New description.' });
    expect(title.statusCode).toBe(400);
    expect(title.json()).toMatchObject({ error: 'The SEO title has at most 70 characters' });
    const description = await update(plant.id, { name: 'Renamed Fern', seoTitle: 'New title', seoDescription: 'D'.repeat(321) });
    expect(description.statusCode).toBe(400);
    expect(description.json()).toMatchObject({ error: 'The SEO description has at most 320 characters' });
    const notText = await shop.request({ method: 'POST', url: '/api/products', token: admin, payload: { ...fern, name: 'Never Fern', seoTitle: 42 } });
    expect(notText.statusCode).toBe(400);
    expect(notText.json()).toMatchObject({ error: 'The SEO title is text' });

    expect(await read(plant.id)).toMatchObject({ name: 'Search Fern', seoTitle: 't'.repeat(70), seoDescription: 'd'.repeat(320) });
    const names = ((await shop.request({ method: 'GET', url: '/api/products' })).json() as Product[]).map((product) => product.name);
    expect(names).not.toContain('Never Fern');
  });

  test('refuses an anonymous caller and a shopper, and keeps what the owner wrote', async () => {
    const plant = await create({ seoTitle: "The owner's title", seoDescription: "The owner's description." });
    const shopper = await createUser(shop);
    const anonymous = await update(plant.id, { seoTitle: 'Cheap ferns', seoDescription: '' }, '');
    expect(anonymous.statusCode).toBe(401);
    const refused = await update(plant.id, { seoTitle: 'Cheap ferns', seoDescription: '' }, shopper.token);
    expect(refused.statusCode).toBe(403);
    const created = await shop.request({ method: 'POST', url: '/api/products', token: shopper.token, payload: { ...fern, seoTitle: 'Cheap ferns' } });
    expect(created.statusCode).toBe(403);
    expect(await read(plant.id)).toMatchObject({ seoTitle: "The owner's title", seoDescription: "The owner's description." });
    expect(await head(plant.id)).toMatchObject({ title: "The owner's title · Houseplant Shop" });
  });
});
