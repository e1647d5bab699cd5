import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestShop, type TestShop } from '../test/harness.ts';

let shop: TestShop;

beforeAll(async () => {
  const webDist = mkdtempSync(path.join(os.tmpdir(), 'shop-web-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'assets', 'app-1.js'), 'console.log("a plant")');
  shop = await createTestShop({ config: { webDist }, pages: true });
});
afterAll(() => shop.close());

describe('security headers', () => {
  test('pages get the full browser policy: the storefront, its private screens, the payment page, the API docs', async () => {
    for (const url of ['/', '/products/1', '/cart', '/no/such/page', '/pay/no-such-session', '/api/docs']) {
      const response = await shop.request({ method: 'GET', url });
      expect(String(response.headers['content-type']), url).toContain('text/html');
      expect(response.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(response.headers['content-security-policy'], url).toContain("script-src 'self'");
      expect(response.headers['content-security-policy'], url).toContain("base-uri 'none'");
      expect(response.headers['content-security-policy'], url).not.toContain("base-uri 'self'");
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(response.headers['cross-origin-opener-policy'], url).toBe('same-origin');
      expect(response.headers['strict-transport-security'], url).toContain('max-age=');
      expect(response.headers['referrer-policy'], url).toBe('no-referrer');
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      // Legacy headers no browser in use reads any more are left out.
      expect(response.headers['x-xss-protection'], url).toBeUndefined();
    }
  });

  test('API answers, errors, images and assets get the short policy: no sniffing, no framing, no cross-site reads', async () => {
    for (const url of ['/api/products/1', '/api/products?limit=2', '/api/nothing', '/api/users/1', '/images/monstera-deliciosa.webp', '/assets/app-1.js']) {
      const response = await shop.request({ method: 'GET', url });
      expect(String(response.headers['content-type']), url).not.toContain('text/html');
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(response.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers['x-frame-options'], url).toBeUndefined();
    }
  });
});
