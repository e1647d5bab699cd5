import type { ImportReport } from '@shop/shared/catalog-import';
import type { Product } from '@shop/shared/products';
import type { MappingEntry } from '@shop/shared/tag-mapping';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { products } from '../../db/schema/catalog.ts';
import { adminToken, createTestShop, type TestShop } from '../../test/harness.ts';

let shop: TestShop;
let admin: string;

beforeAll(async () => {
  shop = await createTestShop({ seed: 'none', pages: true });
  admin = await adminToken(shop);
});
afterAll(() => shop.close());

const HEADER = 'Handle,Title,Tags,Variant Price,Variant Inventory Qty,Status,Light (product.metafields.custom.light),Pet safe (product.metafields.custom.pet_safe)';
/** Six plants as a Shopify shop tags them: three pet-friendly, one not-pet-safe, one that says nothing of pets, one told by metafields. */
const FILE = [
  HEADER,
  'maranta,Maranta,"pet-friendly, low-light",24.00,5,active,,',
  'calathea,Calathea,"pet-friendly, bright-indirect, gift-idea",32.00,5,active,,',
  'peperomia,Peperomia,pet-friendly,18.00,5,active,,',
  'zz-plant,ZZ Plant,"not-pet-safe, low-light, easy-care",29.00,5,active,,',
  'pothos,Pothos,low-light,15.00,5,active,,',
  'dieffenbachia,Dieffenbachia,,27.00,5,active,Bright indirect,no',
].join('\n');

const check = (csv: string, extra: Record<string, unknown> = {}) =>
  shop.request({ method: 'POST', url: '/api/admin/catalog/import', token: admin, payload: { csv, dryRun: true, ...extra } });
const importFile = async (csv: string, extra: Record<string, unknown> = {}): Promise<ImportReport> => {
  const response = await shop.request({ method: 'POST', url: '/api/admin/catalog/import', token: admin, payload: { csv, dryRun: false, ...extra } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const bySource = (mapping: readonly MappingEntry[]) => [...mapping].sort((a, b) => (a.source < b.source ? -1 : 1));
const petSafeNames = async () =>
  ((await shop.request({ method: 'GET', url: '/api/products?pets=safe&limit=100' })).json() as Product[]).map((product) => product.name).sort();
const idOf = async (handle: string) =>
  (await shop.db.select({ id: products.id }).from(products).where(eq(products.handle, handle)))[0]!.id;
const tagsOf = async (handle: string) =>
  ((await shop.request({ method: 'GET', url: `/api/products/${await idOf(handle)}` })).json() as Product).tags.map((tag) => tag.tagName).sort();

describe("Shopify's tags and care metafields onto the shop's filters (docs/decisions/061)", () => {
  test('the dry run shows each tag and metafield value, what it becomes and on how many plants', async () => {
    const response = await check(FILE);
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json() as ImportReport;
    expect(report.rejected).toEqual([]);
    expect(bySource(report.mapping)).toEqual(
      bySource([
        { source: 'pet-friendly', kind: 'tag', target: 'Pet safe', products: 3 },
        { source: 'low-light', kind: 'tag', target: 'Low/Artificial', products: 3 },
        { source: 'not-pet-safe', kind: 'tag', target: 'Poisonous/toxic', products: 1 },
        { source: 'bright-indirect', kind: 'tag', target: 'Partial/Bright indirect', products: 1 },
        { source: 'easy-care', kind: 'tag', target: 'Easy-care', products: 1 },
        { source: 'gift-idea', kind: 'tag', target: null, products: 1 },
        { source: 'Light: Bright indirect', kind: 'metafield', target: 'Partial/Bright indirect', products: 1 },
        { source: 'Pet safe: no', kind: 'metafield', target: 'Poisonous/toxic', products: 1 },
      ]),
    );
  });

  test('imported, the Pet safe filter finds exactly the pet-friendly plants, and the not-pet-safe one shows the toxic warning', async () => {
    await importFile(FILE);
    expect(await petSafeNames()).toEqual(['Calathea', 'Maranta', 'Peperomia']);
    const lowLight = (await shop.request({ method: 'GET', url: '/api/products?light=low&limit=100' })).json() as Product[];
    expect(lowLight.map((product) => product.name).sort()).toEqual(['Maranta', 'Pothos', 'ZZ Plant']);
    const easy = (await shop.request({ method: 'GET', url: '/api/products?care=easy&limit=100' })).json() as Product[];
    expect(easy.map((product) => product.name)).toEqual(['ZZ Plant']);
    // An unmapped tag stays the plant's own; a metafield gives tags like a tag does.
    expect(await tagsOf('calathea')).toEqual(['Partial/Bright indirect', 'Pet safe', 'gift-idea']);
    expect(await tagsOf('dieffenbachia')).toEqual(['Partial/Bright indirect', 'Poisonous/toxic']);

    const zz = await shop.request({ method: 'GET', url: `/products/${await idOf('zz-plant')}` });
    expect(zz.statusCode).toBe(200);
    expect(zz.body).toMatch(/<span class="sr-only">Warning: <\/span>Poisonous\/toxic/);
    // A plant that says nothing of pets says so on its page, and no filter or chip calls it pet safe.
    const pothos = await shop.request({ method: 'GET', url: `/products/${await idOf('pothos')}` });
    expect(pothos.body).toContain('Pet safety unknown');
    expect(await tagsOf('pothos')).toEqual(['Low/Artificial']);
    const calathea = await shop.request({ method: 'GET', url: `/products/${await idOf('calathea')}` });
    expect(calathea.body).toContain('>Gift idea<');
    expect(calathea.body).not.toContain('Pet safety unknown');
  });

  test("the owner's mapping replaces the default: pet-friendly kept as a tag, gift-idea as Easy-care", async () => {
    const mapping = { 'pet-friendly': null, 'gift-idea': 'Easy-care' };
    const dry = (await check(FILE, { mapping })).json() as ImportReport;
    expect(dry.mapping.find((entry) => entry.source === 'pet-friendly')).toEqual({ source: 'pet-friendly', kind: 'tag', target: null, products: 3 });
    expect(dry.mapping.find((entry) => entry.source === 'gift-idea')).toEqual({ source: 'gift-idea', kind: 'tag', target: 'Easy-care', products: 1 });
    const report = await importFile(FILE, { mapping });
    expect(report.updated).toBe(3);
    expect(await petSafeNames()).toEqual([]);
    expect(await tagsOf('calathea')).toEqual(['Easy-care', 'Partial/Bright indirect', 'pet-friendly']);
    await importFile(FILE);
    expect(await petSafeNames()).toEqual(['Calathea', 'Maranta', 'Peperomia']);
  });

  test('a mapping to something the shop has no filter for is a 400 that names the choices, and nothing is written', async () => {
    const response = await shop.request({
      method: 'POST',
      url: '/api/admin/catalog/import',
      token: admin,
      payload: { csv: FILE.replace('maranta,Maranta', 'maranta,Maranta Leuconeura'), dryRun: false, mapping: { 'pet-friendly': 'Very safe' } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Map a tag to one of: Pet safe, Poisonous/toxic, Low/Artificial');
    expect((await shop.request({ method: 'GET', url: `/api/products/${await idOf('maranta')}` })).json().name).toBe('Maranta');
  });

  test('a plant whose tags say both pet safe and toxic is refused with both sources named', async () => {
    const report = (await check(`${HEADER}\nivy,English Ivy,"pet-friendly, toxic-to-pets",12.00,3,active,,`)).json() as ImportReport;
    expect(report.rejected).toEqual([
      {
        row: 2,
        handle: 'ivy',
        problems: [
          {
            column: 'Tags',
            reason: 'The tags say both Pet safe (pet-friendly) and Poisonous/toxic (toxic-to-pets): map one of them to nothing, or mend the tags',
          },
        ],
      },
    ]);
  });
});
