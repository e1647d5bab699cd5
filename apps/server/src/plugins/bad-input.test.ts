import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminToken, createTestShop, type TestShop } from '../test/harness.ts';

// Inputs the robustness suite's fuzzer found answering 500; bad input must be a 4xx.
let shop: TestShop;
let admin: string;

beforeAll(async () => {
  shop = await createTestShop({ seed: 'none' });
  admin = await adminToken(shop);
});
afterAll(() => shop.close());

describe('bad input is the client\'s error', () => {
  test('text with a NUL character, which PostgreSQL cannot store, is a 400', async () => {
    for (const [method, url] of [['GET', '/pay/a%00b'], ['POST', '/pay/%00']] as const) {
      const response = await shop.request({ method, url });
      expect(response.statusCode, url).toBe(400);
    }
    const signup = await shop.request({ method: 'POST', url: '/api/users', payload: { firstName: 'A\u0000', lastName: 'B', email: 'nul@shop.test', password: 'password-123' } });
    expect(signup.statusCode).toBe(400);
  });

  test('a malformed multipart upload is a 400', async () => {
    const response = await shop.request({
      method: 'POST',
      url: '/api/images',
      token: admin,
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '{"not":"a form"}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'The upload could not be read' });
  });
});

describe('text that reaches people carries no hidden direction or line-separator characters', () => {
  const HIDDEN = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069', '\u2028', '\u2029'];
  const MESSAGE = 'Remove the invisible direction or line-separator characters (they often come with pasted text)';
  let made = 0;
  const from = () => ({ 'x-forwarded-for': `198.51.100.${(made += 1) % 250}` });
  const order = (extra: { name?: object; address?: object; giftMessage?: string }) => ({
    name: { firstName: 'Gift', lastName: 'Giver', ...extra.name },
    address: { street1: '1 Leaf Lane', street2: '', city: 'Portland', state: 'OR', zip: '97201', ...extra.address },
    userEmail: 'giver@example.com',
    cart: [{ productId: 1, qty: 1 }],
    gift: true,
    giftMessage: extra.giftMessage ?? 'Happy birthday',
  });

  test('each of them is refused with a clear message in a name at sign-up and on the profile', async () => {
    for (const hidden of HIDDEN) {
      const response = await shop.request({ method: 'POST', url: '/api/users', headers: from(), payload: { firstName: `Eve${hidden}lyn`, lastName: 'B', email: `bidi-${made}@shop.test`, password: 'password-123' } });
      expect([response.statusCode, response.json().error], JSON.stringify(hidden)).toEqual([400, MESSAGE]);
    }
    const profile = await shop.request({ method: 'PUT', url: '/api/users/1', token: admin, payload: { firstName: 'Shop', lastName: 'Ad\u202Emin', email: 'admin@shop.test' } });
    expect([profile.statusCode, profile.json().error]).toEqual([400, MESSAGE]);
  });

  test("each of them is refused in an order's gift message, names and address lines", async () => {
    const cases = [
      ...HIDDEN.map((hidden) => ({ giftMessage: `For you ${hidden}yadhtrib yppah` })),
      { name: { firstName: 'Gi\u202Eft' } },
      { name: { lastName: 'Gi\u2066ver' } },
      { address: { street1: '1 Leaf\u2028Lane' } },
      { address: { street2: 'Apt \u202D2' } },
      { address: { city: 'Port\u2029land' } },
    ];
    for (const extra of cases) {
      const response = await shop.request({ method: 'POST', url: '/api/orders', headers: from(), payload: order(extra) });
      expect(response.statusCode, JSON.stringify(extra)).toBe(400);
      expect(response.body, JSON.stringify(extra)).toContain(MESSAGE);
    }
    // Ordinary right-to-left text is welcome: only the invisible controls are refused.
    const hebrew = await shop.request({ method: 'POST', url: '/api/orders', headers: from(), payload: order({ giftMessage: 'מזל טוב' }) });
    expect(hebrew.body).not.toContain(MESSAGE);
  });
});
