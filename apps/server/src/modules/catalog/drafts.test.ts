import type { AdminProduct } from '@shop/shared/product-status';
import type { Product } from '@shop/shared/products';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { products } from '../../db/schema/catalog.ts';
import { adminToken, createTestShop, type TestShop } from '../../test/harness.ts';
import { exportCatalogue } from '../catalog-csv/export-catalogue.ts';
import { importCatalogue } from '../catalog-csv/import-catalogue.ts';

// docs/decisions/055-drafts-and-bulk-edit.md: drafts and archived products are the owner's alone.
let shop: TestShop;
let admin: string;

beforeAll(async () => {
  shop = await createTestShop();
  admin = await adminToken(shop);
});
afterAll(() => shop.close());

const CSV = [
  'Handle,Title,Body (HTML),Status,Variant SKU,Variant Price,Variant Inventory Qty',
  'holiday-cactus,Holiday Cactus,A seasonal cactus.,draft,HOLIDAY-1,24.00,40',
  'old-palm,Old Palm,Kept for its orders.,archived,OLD-PALM-1,30.00,2',
].join('\n');

const fern = { name: 'Bulk Fern', qty: 4, price: 19.99, description: 'A fern for tests.' };

async function importDrafts(): Promise<{ cactus: number; palm: number }> {
  await importCatalogue({
    db: shop.db,
    csv: CSV,
    dryRun: false,
    options: { baseUrl: shop.config.publicUrl, fetch: async () => ({ ok: false, reason: 'offline' }) },
  });
  const idOf = async (handle: string) =>
    (await shop.db.select({ id: products.id }).from(products).where(eq(products.handle, handle)))[0]!.id;
  return { cactus: await idOf('holiday-cactus'), palm: await idOf('old-palm') };
}
const adminList = async (query = ''): Promise<AdminProduct[]> =>
  (await shop.request({ method: 'GET', url: `/api/admin/products${query}`, token: admin })).json();
const shopperSees = async (id: number) => ({
  page: (await shop.request({ method: 'GET', url: `/api/products/${id}` })).statusCode,
  grid: ((await shop.request({ method: 'GET', url: '/api/products' })).json() as Product[]).some(
    (product) => product.id === id,
  ),
  sitemap: (await shop.request({ method: 'GET', url: '/sitemap.xml' })).body.includes(
    `/products/${(await shop.db.select({ handle: products.handle }).from(products).where(eq(products.id, id)))[0]!.handle}<`,
  ),
});
const bulk = (payload: object) =>
  shop.request({ method: 'POST', url: '/api/admin/products/bulk', token: admin, payload });
const makeFern = async (name: string): Promise<number> =>
  (
    await shop.request({ method: 'POST', url: '/api/products', token: admin, payload: { ...fern, name } })
  ).json().id;

describe('drafts in Admin > Products', () => {
  let ids: { cactus: number; palm: number };
  beforeAll(async () => {
    ids = await importDrafts();
  });

  test('an imported draft and an archived product are listed with their status, and the filter narrows by it', async () => {
    const all = await adminList();
    expect(all.find((product) => product.id === ids.cactus)).toMatchObject({
      name: 'Holiday Cactus',
      status: 'draft',
      qty: 40,
      price: 24,
    });
    expect(all.find((product) => product.id === ids.palm)).toMatchObject({ status: 'archived' });
    expect(all.filter((product) => product.status === 'active').length).toBeGreaterThanOrEqual(48);
    expect((await adminList('?status=draft')).map((product) => product.name)).toEqual(['Holiday Cactus']);
    expect((await adminList('?status=archived')).map((product) => product.name)).toEqual(['Old Palm']);
    const bad = await shop.request({ method: 'GET', url: '/api/admin/products?status=hidden', token: admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/active, draft or archived/);
  });

  test('a draft opens and saves for the owner, and shoppers never see it: no page, not in the grid, the sitemap or a cart', async () => {
    const opened = await shop.request({
      method: 'GET',
      url: `/api/admin/products/${ids.cactus}`,
      token: admin,
    });
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({
      name: 'Holiday Cactus',
      status: 'draft',
      description: 'A seasonal cactus.',
    });
    const saved = await shop.request({
      method: 'PUT',
      url: `/api/products/${ids.cactus}`,
      token: admin,
      payload: { name: 'Christmas Cactus', description: 'A seasonal cactus.', price: 26, qty: 40 },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ name: 'Christmas Cactus', price: 26 });
    expect(await shopperSees(ids.cactus)).toEqual({ page: 404, grid: false, sitemap: false });
    const cart = await shop.request({
      method: 'POST',
      url: '/api/products/cart',
      payload: [{ productId: ids.cactus, qty: 1 }],
    });
    expect(JSON.stringify(cart.json())).not.toContain('Christmas Cactus');
  });

  test('"Publish" puts a draft on sale: its page, the grid and the sitemap show it', async () => {
    const published = await bulk({ ids: [ids.cactus], action: 'publish' });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toEqual({
      action: 'publish',
      products: [{ id: ids.cactus, name: 'Christmas Cactus' }],
    });
    expect(await shopperSees(ids.cactus)).toEqual({ page: 200, grid: true, sitemap: true });
    expect((await shop.request({ method: 'GET', url: `/api/products/${ids.cactus}` })).json()).toMatchObject({
      price: 26,
      qty: 40,
    });
  });

  test('unpublishing takes a product off the shop at once; it keeps its sizes and stock for the owner', async () => {
    const id = await makeFern('Unpublished Fern');
    expect((await bulk({ ids: [id], action: 'unpublish' })).statusCode).toBe(200);
    expect(await shopperSees(id)).toEqual({ page: 404, grid: false, sitemap: false });
    expect(
      (await shop.request({ method: 'GET', url: `/api/admin/products/${id}`, token: admin })).json(),
    ).toMatchObject({ status: 'draft', qty: 4 });
    // The product CSV says so too: imported again, it stays a draft.
    const csv = await exportCatalogue({ db: shop.db, baseUrl: shop.config.publicUrl });
    expect(csv.split('\n').find((line) => line.includes('Unpublished Fern'))).toMatch(/,draft$/);
  });

  test("the owner's reads are the admin's alone", async () => {
    expect((await shop.request({ method: 'GET', url: `/api/admin/products/${ids.palm}` })).statusCode).toBe(
      401,
    );
  });
});

describe('bulk actions', () => {
  test('archives several products in one go, and deletes several', async () => {
    const [a, b, c] = [await makeFern('Bulk A'), await makeFern('Bulk B'), await makeFern('Bulk C')];
    const archived = await bulk({ ids: [a, b], action: 'archive' });
    expect(archived.json().products.map((product: { name: string }) => product.name)).toEqual([
      'Bulk A',
      'Bulk B',
    ]);
    const statuses = new Map((await adminList()).map((product) => [product.id, product.status]));
    expect([statuses.get(a), statuses.get(b), statuses.get(c)]).toEqual(['archived', 'archived', 'active']);
    expect((await bulk({ ids: [a, b, c], action: 'delete' })).statusCode).toBe(200);
    for (const id of [a, b, c])
      expect(
        (await shop.request({ method: 'GET', url: `/api/admin/products/${id}`, token: admin })).statusCode,
      ).toBe(404);
  });

  test('an unknown id changes nothing and names it', async () => {
    const id = await makeFern('Bulk Survivor');
    const refused = await bulk({ ids: [id, 999_999], action: 'delete' });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error).toBe('Product 999999 not found');
    expect(await shopperSees(id)).toMatchObject({ page: 200, grid: true });
    const archive = await bulk({ ids: [id, 999_998, 999_997], action: 'archive' });
    expect(archive.json().error).toBe('Products 999998, 999997 not found');
    expect((await adminList()).find((product) => product.id === id)?.status).toBe('active');
  });

  test('a product with no size to sell cannot be published: 409, and the others stay as they were', async () => {
    const id = await makeFern('Bulk Draft');
    await bulk({ ids: [id], action: 'unpublish' });
    const [empty] = await shop.db
      .insert(products)
      .values({
        name: 'Empty Shell',
        handle: 'empty-shell',
        description: 'No sizes.',
        imageUrl: '/images/placeholder.jpg',
        status: 'draft',
      })
      .returning({ id: products.id });
    const refused = await bulk({ ids: [id, empty!.id], action: 'publish' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('Empty Shell has no size to sell: add one before publishing');
    expect(await shopperSees(id)).toMatchObject({ page: 404, grid: false });
  });

  test('sets light, pet safety and care level on several plants at once; their tags and the Pet safe filter follow', async () => {
    const catalogue: Product[] = (await shop.request({ method: 'GET', url: '/api/products' })).json();
    const [a, b] = catalogue.filter((product) => product.care?.petSafety !== 'safe').slice(0, 2);
    const done = await bulk({
      ids: [a!.id, b!.id],
      action: 'set-care',
      care: { petSafety: 'safe', light: 'Low/Artificial', difficulty: 'easy' },
    });
    expect(done.statusCode).toBe(200);
    for (const id of [a!.id, b!.id]) {
      const product: Product = (await shop.request({ method: 'GET', url: `/api/products/${id}` })).json();
      expect(product.care).toMatchObject({ petSafety: 'safe', light: 'Low/Artificial', difficulty: 'easy' });
      expect(product.tags.map((tag) => tag.tagName)).toEqual(
        expect.arrayContaining(['Pet safe', 'Low/Artificial', 'Easy-care']),
      );
      expect(product.tags.map((tag) => tag.tagName)).not.toContain('Poisonous/toxic');
    }
    const petSafe: Product[] = (
      await shop.request({ method: 'GET', url: '/api/products?pets=safe&limit=100' })
    ).json();
    expect(petSafe.map((product) => product.id)).toEqual(expect.arrayContaining([a!.id, b!.id]));
  });

  test('a plant without a care profile is named and nothing is set', async () => {
    const bare = await makeFern('Bulk Bare Fern');
    const catalogue: Product[] = (await shop.request({ method: 'GET', url: '/api/products' })).json();
    const cared = catalogue.find((product) => product.care && product.care.difficulty !== 'expert')!;
    const refused = await bulk({ ids: [cared.id, bare], action: 'set-care', care: { difficulty: 'expert' } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(
      'Bulk Bare Fern has no care profile: fill one in the product form first',
    );
    expect(
      (await shop.request({ method: 'GET', url: `/api/products/${cared.id}` })).json().care.difficulty,
    ).not.toBe('expert');
  });

  test('adds tags to several plants, keeping theirs; one that would be pet safe and toxic refuses them all', async () => {
    const [a, b] = [await makeFern('Tagged A'), await makeFern('Tagged B')];
    await shop.request({
      method: 'PUT',
      url: `/api/products/${b}`,
      token: admin,
      payload: { ...fern, name: 'Tagged B', tags: ['Poisonous/toxic'] },
    });
    expect((await bulk({ ids: [a, b], action: 'add-tags', tags: ['Holiday', 'Gift'] })).statusCode).toBe(200);
    const tagsOf = async (id: number) =>
      ((await shop.request({ method: 'GET', url: `/api/products/${id}` })).json() as Product).tags
        .map((tag) => tag.tagName)
        .sort();
    expect(await tagsOf(a)).toEqual(['Gift', 'Holiday']);
    expect(await tagsOf(b)).toEqual(['Gift', 'Holiday', 'Poisonous/toxic']);
    const refused = await bulk({ ids: [a, b], action: 'add-tags', tags: ['Pet safe'] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe("Tagged B would be both 'Pet safe' and 'Poisonous/toxic'");
    expect(await tagsOf(a)).toEqual(['Gift', 'Holiday']);
  });

  test.each([
    ['no ids', { ids: [], action: 'publish' }, 'Pick at least one product'],
    ['an id twice', { ids: [1, 1], action: 'publish' }, 'A product is named twice'],
    [
      'an unknown action',
      { ids: [1], action: 'hide' },
      'The action is publish, unpublish, archive, delete, set-care or add-tags',
    ],
    ['an id that is not a number', { ids: ['x'], action: 'publish' }, 'ids is a list of product numbers'],
    [
      'care with nothing to set',
      { ids: [1], action: 'set-care', care: {} },
      'Pick a light, a pet safety or a care level to set',
    ],
    [
      'an unknown light',
      { ids: [1], action: 'set-care', care: { light: 'Dark' } },
      'The light is Low/Artificial',
    ],
    ['no tag to add', { ids: [1], action: 'add-tags', tags: [] }, 'Name a tag to add'],
    [
      '501 ids',
      { ids: Array.from({ length: 501 }, (_, i) => i + 1), action: 'publish' },
      'At most 500 products at once',
    ],
  ])('refuses bad input with a 400: %s', async (_what, payload, message) => {
    const refused = await bulk(payload);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toContain(message);
  });
});

// docs/decisions/065-one-audit-of-a-bulk-edit.md: one record of each bulk action, with who, from where, and
// every product before and after; a refused action records nothing.
describe('the activity log of bulk actions', () => {
  const activity = async (token = admin) =>
    shop.request({ method: 'GET', url: '/api/admin/activity?kind=products.bulk', token });

  test('one record per action: who, from where, and each product before and after', async () => {
    const [a, b] = [await makeFern('Audit Fern A'), await makeFern('Audit Fern B')];
    const done = await shop.request({
      method: 'POST',
      url: '/api/admin/products/bulk',
      token: admin,
      payload: { ids: [a, b], action: 'archive' },
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(done.statusCode).toBe(200);
    const [latest] = (await activity()).json();
    expect(latest).toMatchObject({
      actorEmail: shop.config.adminEmail,
      address: '203.0.113.7',
      kind: 'products.bulk',
      summary: 'Archived 2 products: Audit Fern A, Audit Fern B',
    });
    expect(latest.before).toEqual([
      { id: a, name: 'Audit Fern A', status: 'active', tags: [], care: null },
      { id: b, name: 'Audit Fern B', status: 'active', tags: [], care: null },
    ]);
    expect(latest.after.map((product: { status: string }) => product.status)).toEqual([
      'archived',
      'archived',
    ]);

    await bulk({ ids: [a], action: 'add-tags', tags: ['Holiday'] });
    const [tagged] = (await activity()).json();
    expect(tagged.summary).toBe("Tagged 1 product 'Holiday': Audit Fern A");
    expect(tagged.before[0].tags).toEqual([]);
    expect(tagged.after[0].tags).toEqual(['Holiday']);

    await bulk({ ids: [a, b], action: 'delete' });
    const [deleted] = (await activity()).json();
    expect(deleted.summary).toBe('Deleted 2 products: Audit Fern A, Audit Fern B');
    expect(deleted.before.map((product: { name: string }) => product.name)).toEqual([
      'Audit Fern A',
      'Audit Fern B',
    ]);
    expect(deleted.after).toEqual([]);
  });

  test('a refused action records nothing', async () => {
    const before = (await activity()).json().length;
    const id = await makeFern('Audit Fern C');
    expect((await bulk({ ids: [id, 999_990], action: 'archive' })).statusCode).toBe(404);
    expect((await activity()).json()).toHaveLength(before);
  });

  test("the log is the admin's to read, and no route changes it", async () => {
    expect((await shop.request({ method: 'GET', url: '/api/admin/activity' })).statusCode).toBe(401);
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      expect((await shop.request({ method, url: '/api/admin/activity', token: admin })).statusCode).toBe(404);
    }
    expect(
      (await shop.request({ method: 'GET', url: '/api/admin/activity?kind=nothing', token: admin }))
        .statusCode,
    ).toBe(400);
  });
});
