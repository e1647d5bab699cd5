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
