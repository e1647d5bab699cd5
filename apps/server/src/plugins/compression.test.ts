import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminToken, createTestShop, type TestShop } from '../test/harness.ts';
import { pickEncoding } from './compression.ts';

let shop: TestShop;
const script = `console.log(${JSON.stringify('a plant '.repeat(2000))});`;

beforeAll(async () => {
  const webDist = mkdtempSync(path.join(os.tmpdir(), 'shop-web-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'assets', 'app-1.js'), script);
  shop = await createTestShop({ config: { webDist }, pages: true });
});
afterAll(() => shop.close());

function decode(encoding: string | undefined, body: Buffer): string {
  if (encoding === 'br') return brotliDecompressSync(body).toString();
  if (encoding === 'gzip') return gunzipSync(body).toString();
  return body.toString();
}

describe('compression', () => {
  test('picks brotli, then gzip, and honours q=0', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(pickEncoding('deflate')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });

  for (const [what, url, expected] of [
    ['a web app file', '/assets/app-1.js', script],
    ['a page', '/products', null],
    ['the whole catalogue', '/api/products', null],
  ] as const) {
    test(`sends ${what} compressed when the browser accepts it, the same bytes once decoded`, async () => {
      const plain = await shop.request({ method: 'GET', url });
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toContain('accept-encoding');
      if (expected) expect(plain.body).toBe(expected);
      for (const encoding of ['br', 'gzip']) {
        // Twice: the second answer comes from what the first one kept.
        for (let round = 0; round < 2; round += 1) {
          const response = await shop.request({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
          expect(response.headers['content-encoding']).toBe(encoding);
          expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
          expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
          expect(decode(encoding, response.rawPayload)).toBe(plain.body);
        }
      }
    });
  }

  test('leaves small and unversioned answers alone', async () => {
    // A plant without a care profile is a small answer (a demo plant's care text makes its answer larger than 1 KB).
    const made = await shop.request({ method: 'POST', url: '/api/products', token: await adminToken(shop), payload: { name: 'Tiny', qty: 1, price: 3, description: 'Small.' } });
    const product = await shop.request({ method: 'GET', url: `/api/products/${made.json<{ id: number }>().id}`, headers: { 'accept-encoding': 'br' } });
    expect(product.headers.etag).toBeTruthy();
    expect(product.headers['content-encoding']).toBeUndefined();
    const promo = await shop.request({ method: 'GET', url: '/api/promos/byName/welcome10', headers: { 'accept-encoding': 'br' } });
    expect(promo.headers['content-encoding']).toBeUndefined();
  });

  test('answers a missing file with 404 rather than the app\'s HTML', async () => {
    for (const url of ['/humans.txt', '/assets/app-0-old.js', '/favicon.ico?v=2', '/index.html', '/server/entry-server.js']) {
      const response = await shop.request({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
    expect((await shop.request({ method: 'GET', url: '/products/12?q=a.b' })).statusCode).toBe(200);
  });

  test('answers 304 for the HTML the browser already has', async () => {
    const first = await shop.request({ method: 'GET', url: '/' });
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await shop.request({ method: 'GET', url: '/', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });
});
