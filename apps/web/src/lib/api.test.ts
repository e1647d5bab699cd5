// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { ApiError, api, apiPage } from './api.ts';

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

function stub(status: number, body: string) {
  const fetch = vi.fn(async () => new Response(body, { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('api', () => {
  test('sends JSON with the stored token as-is, to a same-origin path', async () => {
    localStorage.setItem('token', 'opaque-token');
    const fetch = stub(200, '{"ok":true}');
    await expect(api('/api/things', { method: 'POST', body: { a: 1 } })).resolves.toEqual({ ok: true });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/things');
    expect(init.body).toBe('{"a":1}');
    expect(init.headers).toMatchObject({ authorization: 'opaque-token', 'content-type': 'application/json' });
  });

  test('sends no authorization header without a token', async () => {
    const fetch = stub(200, '[]');
    await api('/api/products');
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).not.toHaveProperty('authorization');
  });

  test("a failed call carries the server's error text and status", async () => {
    stub(409, '{"error":"Not enough stock for Fern"}');
    const failure = await api('/api/orders', { method: 'POST', body: {} }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ message: 'Not enough stock for Fern', status: 409 });
  });

  test('a JSON string answer (the payment address) comes back as a string', async () => {
    stub(200, '"http://localhost:3000/pay/abc"');
    await expect(api<string>('/api/orders/checkout', { method: 'POST', body: {} })).resolves.toBe(
      'http://localhost:3000/pay/abc',
    );
  });

  test('reads a page with the total from X-Total-Count', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('[{"id":1}]', { status: 200, headers: { 'x-total-count': '40' } })));
    await expect(apiPage('/api/products?limit=1')).resolves.toEqual({ items: [{ id: 1 }], total: 40 });
  });
});
