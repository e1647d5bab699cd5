import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from './app.ts';
import { createTestShop, type TestShop } from './test/harness.ts';

let shop: TestShop;

beforeAll(async () => {
  shop = await createTestShop({ seed: 'none', pages: true });
});
afterAll(() => shop.close());

describe('the server', () => {
  test('answers /healthz when the database answers', async () => {
    const response = await shop.request({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  test('serves the web app for / and for deep links to client routes; an unknown path is its 404 page', async () => {
    for (const [url, status] of [['/', 200], ['/products', 200], ['/account/orderhistory/5', 200], ['/no/such/page', 404]] as const) {
      const response = await shop.request({ method: 'GET', url });
      expect(response.statusCode, url).toBe(status);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
    }
  });

  test('answers unknown /api paths with a JSON 404', async () => {
    for (const [method, url] of [['GET', '/api/nothing'], ['POST', '/api/products/1/unknown'], ['GET', '/api']] as const) {
      const response = await shop.request({ method, url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json().error).toMatch(/^No route for/);
    }
  });

  test('publishes an OpenAPI document generated from the schemas, and a page to browse it', async () => {
    const doc = (await shop.request({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/products']).toBeDefined();
    expect(doc.paths['/api/promos/byName/{name}']).toBeDefined();
    const page = await shop.request({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(page.statusCode);
  });

  test('sends security headers', async () => {
    const response = await shop.request({ method: 'GET', url: '/' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  test('answers malformed JSON with a 400, not a 500', async () => {
    const response = await shop.request({ method: 'POST', url: '/api/products/cart', payload: '{"oops', headers: { 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBeTruthy();
  });

  test('answers an unexpected failure with a logged, generic 500 that reveals nothing', async () => {
    const broken = await createTestShop({ seed: 'none' });
    await broken.database.close();
    const response = await broken.request({ method: 'GET', url: '/api/products' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'Something went wrong on our side. Please try again.' });
    await broken.app.close();
  });

  test('can be built without opening a port', async () => {
    const app = await buildApp({ config: shop.config, database: shop.database, logger: false });
    await app.ready();
    expect(app.server.listening).toBe(false);
    await app.close();
  });
});
