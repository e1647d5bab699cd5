import type { Product } from '@shop/shared/products';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminToken, createTestShop, type TestShop } from '../../test/harness.ts';
import { PRIVATE_PATHS } from './robots.ts';

let shop: TestShop;
let admin: string;

beforeAll(async () => {
  shop = await createTestShop();
  admin = await adminToken(shop);
});
afterAll(() => shop.close());

const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!);

describe('sitemap.xml', () => {
  test('lists the landing page, the grid, every product with when it last changed, no deleted one, and the policy pages', async () => {
    const made = await shop.request({
      method: 'POST',
      url: '/api/products',
      token: admin,
      payload: { name: 'Deleted Ivy', qty: 1, price: 5, description: 'Gone.' },
    });
    const { id: deleted, handle: deletedHandle } = made.json() as Product;
    expect(
      (await shop.request({ method: 'DELETE', url: `/api/products/${deleted}`, token: admin })).statusCode,
    ).toBe(204);

    const response = await shop.request({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const catalogue = (await shop.request({ method: 'GET', url: '/api/products' })).json() as Product[];
    expect(locations(response.body)).toEqual([
      'http://shop.test/',
      'http://shop.test/products',
      ...catalogue.map((product) => `http://shop.test/products/${product.handle}`),
      'http://shop.test/shipping-policy',
      'http://shop.test/returns',
      'http://shop.test/privacy',
      'http://shop.test/terms',
      'http://shop.test/contact',
    ]);
    expect(response.body).not.toContain(`/products/${deletedHandle}<`);
    const lastmods = [...response.body.matchAll(/<lastmod>([^<]*)<\/lastmod>/g)].map((match) => match[1]!);
    expect(lastmods).toHaveLength(catalogue.length + 1);
    for (const lastmod of lastmods) expect(new Date(lastmod).toISOString()).toBe(lastmod);
  });

  test('a new product is in it at once, and a client with the current one gets a 304', async () => {
    const first = await shop.request({ method: 'GET', url: '/sitemap.xml' });
    expect(
      (
        await shop.request({
          method: 'GET',
          url: '/sitemap.xml',
          headers: { 'if-none-match': String(first.headers.etag) },
        })
      ).statusCode,
    ).toBe(304);
    const made = await shop.request({
      method: 'POST',
      url: '/api/products',
      token: admin,
      payload: { name: 'Brand New Palm', qty: 1, price: 5, description: 'New.' },
    });
    const { handle } = made.json() as Product;
    const after = await shop.request({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(after.statusCode).toBe(200);
    expect(locations(after.body)).toContain(`http://shop.test/products/${handle}`);
  });
});

describe('robots.txt', () => {
  test('allows the shop, disallows the private paths and names the sitemap', async () => {
    const response = await shop.request({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/account', '/cart', '/shipping', '/confirmation', '/pay', '/api'])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(PRIVATE_PATHS).toHaveLength(6);
    expect(lines).toContain('Sitemap: http://shop.test/sitemap.xml');
  });
});
