import type { Product } from '@shop/shared/products';
import type { Redirect, RedirectImportReport } from '@shop/shared/redirects';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminToken, createTestShop, type TestShop } from '../../test/harness.ts';

let shop: TestShop;
let admin: string;

beforeAll(async () => {
  shop = await createTestShop({ pages: true, config: { publicUrl: 'http://shop.test' } });
  admin = await adminToken(shop);
});
afterAll(() => shop.close());

const get = (url: string) => shop.request({ method: 'GET', url });
const canonical = (html: string) => /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1];
const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);

const fern = { name: 'Handle Fern', qty: 4, price: 19.5, description: 'A fern made for a test of addresses.' };

async function create(extra: Record<string, unknown> = {}): Promise<Product> {
  const response = await shop.request({ method: 'POST', url: '/api/products', token: admin, payload: { ...fern, ...extra } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const update = (id: number, payload: Record<string, unknown>) => shop.request({ method: 'PUT', url: `/api/products/${id}`, token: admin, payload: { ...fern, ...payload } });

const addRedirect = (from: string, to: string) => shop.request({ method: 'POST', url: '/api/admin/redirects', token: admin, payload: { from, to } });

const importCsv = async (csv: string, dryRun: boolean): Promise<RedirectImportReport> => {
  const response = await shop.request({ method: 'POST', url: '/api/admin/redirects/import', token: admin, payload: { csv, dryRun } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe("a product's handle is its address", () => {
  test('a demo plant answers at its handle, and its number names the same page with the handle as canonical', async () => {
    const [monstera] = ((await get('/api/products')).json() as Product[]).filter((plant) => plant.name === 'Monstera Deliciosa');
    expect(monstera!.handle).toBe('monstera-deliciosa');
    const byHandle = await get('/products/monstera-deliciosa');
    const byId = await get(`/products/${monstera!.id}`);
    expect(byHandle.statusCode).toBe(200);
    expect(byId.statusCode).toBe(200);
    expect(canonical(byHandle.body)).toBe('http://shop.test/products/monstera-deliciosa');
    expect(canonical(byId.body)).toBe('http://shop.test/products/monstera-deliciosa');
    // The same page rendered on the server: its title, listing and structured data.
    const data = JSON.stringify(jsonLd(byHandle.body));
    expect(data).toContain('"url":"http://shop.test/products/monstera-deliciosa"');
    expect(data).not.toContain(`/products/${monstera!.id}`);
    expect(jsonLd(byId.body)).toEqual(jsonLd(byHandle.body));
    // The browser reads it by its handle too.
    expect((await get('/api/products/monstera-deliciosa')).json()).toMatchObject({ id: monstera!.id, name: 'Monstera Deliciosa' });
    // A size keeps its variant in the address.
    const variant = monstera!.variants.at(-1)!;
    expect((await get(`/products/monstera-deliciosa?variant=${variant.id}`)).statusCode).toBe(200);
  });

  test('the grid, the sitemap and the grid page link the handle', async () => {
    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).toContain('<loc>http://shop.test/products/monstera-deliciosa</loc>');
    expect(sitemap).not.toMatch(/\/products\/\d+</);
    const grid = (await get('/products')).body;
    expect(grid).toContain('href="/products/monstera-deliciosa"');
    expect(grid).not.toMatch(/href="\/products\/\d+"/);
  });

  test("a plant made in the admin takes its name's handle, the next of that name a numbered one", async () => {
    const first = await create({ name: 'Crème Brûlée Fern' });
    const second = await create({ name: 'Crème Brûlée Fern' });
    expect([first.handle, second.handle]).toEqual(['creme-brulee-fern', 'creme-brulee-fern-2']);
    expect((await get('/products/creme-brulee-fern-2')).body).toContain('Crème Brûlée Fern');
  });

  test('the owner changes a handle: the new address is the page, the old one answers 301 to it, with its size', async () => {
    const plant = await create({ name: 'Renamed Fern' });
    const old = await get('/products/renamed-fern');
    expect(old.statusCode).toBe(200);
    const saved = await update(plant.id, { name: 'Renamed Fern', handle: 'boston-fern-for-bathrooms' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ handle: 'boston-fern-for-bathrooms' });

    const moved = await get(`/products/renamed-fern?variant=${plant.defaultVariantId}`);
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(`/products/boston-fern-for-bathrooms?variant=${plant.defaultVariantId}`);
    expect(canonical((await get('/products/boston-fern-for-bathrooms')).body)).toBe('http://shop.test/products/boston-fern-for-bathrooms');

    // Renamed again: both old addresses lead to the page it has now.
    expect((await update(plant.id, { name: 'Renamed Fern', handle: 'bathroom-fern' })).statusCode).toBe(200);
    expect((await get('/products/renamed-fern')).headers.location).toBe('/products/bathroom-fern');
    expect((await get('/products/boston-fern-for-bathrooms')).headers.location).toBe('/products/bathroom-fern');
  });

  test('a handle is refused with a clear 4xx: its shape, digits alone, and one another plant has', async () => {
    const plant = await create({ name: 'Refusing Fern' });
    for (const [handle, message] of [
      ['Big Fern', 'A handle is up to 200 lowercase letters, digits and hyphens, starting with a letter or digit'],
      ['-fern', 'A handle is up to 200 lowercase letters, digits and hyphens, starting with a letter or digit'],
      ['fern/../admin', 'A handle is up to 200 lowercase letters, digits and hyphens, starting with a letter or digit'],
      ['12345', 'A handle needs a letter: an address of digits alone names a product by its number'],
    ] as const) {
      const response = await update(plant.id, { name: 'Refusing Fern', handle });
      expect(response.statusCode, handle).toBe(400);
      expect(response.body).toContain(message);
    }
    const taken = await update(plant.id, { name: 'Refusing Fern', handle: 'monstera-deliciosa' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ error: "The handle 'monstera-deliciosa' is already the address of 'Monstera Deliciosa'" });
    const made = await shop.request({ method: 'POST', url: '/api/products', token: admin, payload: { ...fern, handle: 'monstera-deliciosa' } });
    expect(made.statusCode).toBe(409);
    // Nothing changed: the plant keeps its address.
    expect((await get('/products/refusing-fern')).statusCode).toBe(200);
  });
});

describe('redirects', () => {
  test("the owner's redirect answers 301 to its target, only where the shop has no page, and is gone once deleted", async () => {
    const made = await addRedirect('/Old-Catalogue/Ferns/', '/products?light=low');
    expect(made.statusCode, made.body).toBe(201);
    const redirect = made.json() as Redirect;
    expect(redirect).toMatchObject({ from: '/Old-Catalogue/Ferns', to: '/products?light=low' });
    for (const url of ['/Old-Catalogue/Ferns', '/old-catalogue/ferns/', '/old-catalogue/ferns?utm_source=mail']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(301);
      expect(response.headers.location).toBe('/products?light=low');
    }
    // A page the shop has is never hidden by a redirect.
    expect((await addRedirect('/products', '/cart')).statusCode).toBe(201);
    expect((await get('/products')).statusCode).toBe(200);
    const again = await addRedirect('/old-catalogue/ferns', '/');
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('/old-catalogue/ferns already redirects to /products?light=low: delete that redirect first');

    const list = (await shop.request({ method: 'GET', url: '/api/admin/redirects', token: admin })).json() as Redirect[];
    expect(list.map((one) => one.from)).toEqual(['/Old-Catalogue/Ferns', '/products']);
    expect((await shop.request({ method: 'DELETE', url: `/api/admin/redirects/${redirect.id}`, token: admin })).statusCode).toBe(204);
    const gone = await get('/old-catalogue/ferns');
    expect(gone.statusCode).toBe(404);
    expect(gone.headers['content-type']).toContain('text/html');
  });

  test('refuses every redirect that would lead off the shop, or could not be a path of it', async () => {
    const refused: [string, string, string][] = [
      ['/a', 'https://evil.example/phish', 'Redirect to leads to another site (https://evil.example)'],
      ['/b', '//evil.example/phish', 'Redirect to starts with //, which is another site'],
      ['/c', '/\\evil.example', 'Redirect to has a backslash'],
      ['/d', 'javascript:alert(1)', 'Redirect to leads to another site'],
      ['/e', '/ok\r\nSet-Cookie: a=b', 'Redirect to has a control character'],
      ['/f', 'evil.example', 'Redirect to is a path of this shop, starting with /'],
      ['/g', 'http://shop.test@evil.example/', 'Redirect to leads to another site'],
      ['//h', '/products', 'Redirect from starts with //'],
      ['/api/products', '/products', 'is an address the shop answers itself'],
      ['/i?x=1', '/products', 'Redirect from is a path without ?query'],
      ['/same', '/same?x=1', 'the same path as Redirect from'],
    ];
    for (const [from, to, reason] of refused) {
      const response = await addRedirect(from, to);
      expect(response.statusCode, `${from} -> ${to}`).toBe(400);
      expect(response.json().error).toContain(reason);
    }
    // The shop's own full address is kept as its path.
    const own = await addRedirect('/own-host', 'http://shop.test/products/monstera-deliciosa?variant=1');
    expect(own.json()).toMatchObject({ to: '/products/monstera-deliciosa?variant=1' });
    // A request cannot steer a redirect: a path like //evil.example is a page of this host, and a 404.
    const steered = await shop.request({ method: 'GET', url: '//evil.example/x', headers: { host: 'evil.example' } });
    expect(steered.statusCode).toBe(404);
    expect(steered.headers.location).toBeUndefined();
  });

  test("Shopify's URL-redirects CSV: a dry run lists what would be added, replaced and refused, and writes nothing; the import answers 301", async () => {
    expect((await addRedirect('/blogs/news/repotting', '/products')).statusCode).toBe(201);
    const csv = [
      'Redirect from,Redirect to',
      '/products/old-zz-plant,/products/monstera-deliciosa',
      '/blogs/news/repotting,/pages/shipping',
      '/pages/about-us,https://evil.example/',
      '/collections/summer-sale,http://shop.test/products?sort=price-asc',
      '/products/old-zz-plant,/cart',
      ',/products',
      '',
    ].join('\n');
    const checked = await importCsv(csv, true);
    expect(checked).toEqual({
      dryRun: true,
      rows: 6,
      added: [
        { row: 2, from: '/products/old-zz-plant', to: '/products/monstera-deliciosa' },
        { row: 5, from: '/collections/summer-sale', to: '/products?sort=price-asc' },
      ],
      replaced: [{ row: 3, from: '/blogs/news/repotting', to: '/pages/shipping', was: '/products' }],
      refused: [
        { row: 4, from: '/pages/about-us', to: 'https://evil.example/', reasons: ['Redirect to leads to another site (https://evil.example): only this shop\'s own pages can be a target'] },
        { row: 6, from: '/products/old-zz-plant', to: '/cart', reasons: ['Row 2 already redirects /products/old-zz-plant'] },
        { row: 7, from: '', to: '/products', reasons: ['Redirect from is empty'] },
      ],
    });
    expect((await get('/products/old-zz-plant')).statusCode).toBe(404);

    const imported = await importCsv(csv, false);
    expect(imported).toMatchObject({ dryRun: false, added: [{ row: 2 }, { row: 5 }], replaced: [{ row: 3 }] });
    const zz = await get('/products/old-zz-plant');
    expect(zz.statusCode).toBe(301);
    expect(zz.headers.location).toBe('/products/monstera-deliciosa');
    expect((await get('/blogs/news/repotting')).headers.location).toBe('/pages/shipping');
    // Imported again, nothing is new.
    expect(await importCsv(csv, true)).toMatchObject({ added: [], replaced: [] });
  });

  test('a file that is not a redirects CSV is refused whole with a clear message', async () => {
    for (const [csv, message] of [
      ['Handle,Title\nfern,Fern\n', "This is not a Shopify URL-redirects CSV: it needs the columns 'Redirect from' and 'Redirect to'"],
      ['Redirect from,Redirect to\n/caf\uFFFD,/products\n', 'The file is not UTF-8 text'],
      ['Redirect from,Redirect to\n"/open,/products\n', 'The file could not be read as CSV'],
    ]) {
      const response = await shop.request({ method: 'POST', url: '/api/admin/redirects/import', token: admin, payload: { csv, dryRun: false } });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toContain(message);
    }
  });
});

describe("a Shopify shop's own addresses", () => {
  test('land where a shopper expects: the grid, a tag, a product, the policy pages and the search', async () => {
    const expected: [string, string][] = [
      ['/collections/all', '/products'],
      ['/collections', '/products'],
      ['/collections/pet-safe', '/products?tag=Pet%20safe'],
      ['/collections/summer/products/monstera-deliciosa', '/products/monstera-deliciosa'],
      ['/pages/contact-us', '/contact'],
      ['/pages/shipping-and-delivery', '/shipping-policy'],
      ['/policies/refund-policy', '/returns'],
      ['/policies/privacy-policy', '/privacy'],
      ['/policies/terms-of-service', '/terms'],
      ['/policies/shipping-policy', '/shipping-policy'],
      ['/search?q=snake+plant', '/products?search=snake%20plant'],
    ];
    for (const [from, to] of expected) {
      const response = await get(from);
      expect(response.statusCode, from).toBe(301);
      expect(response.headers.location, from).toBe(to);
    }
    expect((await get('/products?tag=Pet%20safe')).statusCode).toBe(200);
    expect((await get('/contact')).statusCode).toBe(200);
  });

  test('an address that names nothing the shop has is still the 404 page', async () => {
    for (const url of ['/collections/no-such-tag', '/pages/our-story', '/policies/subscription-policy', '/products/no-such-plant', '/blogs/news', '/no-such-page']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain('Page not found');
    }
  });
});
