import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestShop, type TestShop } from './test/harness.ts';
import { redactUrl } from './log-options.ts';

const lines: string[] = [];
let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop({ seed: 'none', config: { logLevel: 'info' }, logStream: { write: (line) => lines.push(line) } });
});
afterAll(() => shop.close());

describe('access logs', () => {
  test('never show a test payment session id, the bearer secret in /pay/{session}', async () => {
    const secret = 'cs_test_Zq8bS3cretSess10nId';
    for (const [method, url] of [['GET', `/pay/${secret}`], ['POST', `/pay/${secret}?retry=1`], ['GET', `/pay/${secret}/`]] as const) {
      await shop.request({ method, url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: method === 'POST' ? 'cardNumber=1' : undefined });
    }
    const logged = lines.join('');
    expect(logged).toContain('/pay/[redacted]');
    expect(logged).toContain('incoming request');
    expect(logged).not.toContain(secret);
  });

  test('still show every other path as it was asked for', async () => {
    await shop.request({ method: 'GET', url: '/api/products?q=fern' });
    expect(lines.some((line) => line.includes('"url":"/api/products?q=fern"'))).toBe(true);
  });

  test('redact only the session segment of /pay/ paths', () => {
    expect(redactUrl('/pay/abc')).toBe('/pay/[redacted]');
    expect(redactUrl('/pay/abc?x=1')).toBe('/pay/[redacted]?x=1');
    expect(redactUrl('/api/pay/abc')).toBe('/api/pay/abc');
    expect(redactUrl('/payments')).toBe('/payments');
  });
});
