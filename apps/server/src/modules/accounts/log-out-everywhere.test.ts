import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestShop, createUser, type TestShop } from '../../test/harness.ts';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop({ seed: 'none' });
});
afterAll(() => shop.close());

const me = (token: string) => shop.request({ method: 'GET', url: '/api/auth', token });

describe('DELETE /api/auth/sessions (log out everywhere)', () => {
  test("ends every session of the account, the caller's own included, and no one else's", async () => {
    const password = 'fern-and-moss-42';
    const shopper = await createUser(shop, { password });
    const logIn = () => shop.request({ method: 'POST', url: '/api/auth/login', payload: { email: shopper.email, password } });
    const phone = (await logIn()).json().token as string;
    const tablet = (await logIn()).json().token as string;
    const bystander = await createUser(shop);
    const response = await shop.request({ method: 'DELETE', url: '/api/auth/sessions', token: shopper.token });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    for (const token of [shopper.token, phone, tablet]) expect((await me(token)).statusCode).toBe(401);
    expect((await me(bystander.token)).statusCode).toBe(200);
    expect((await logIn()).statusCode).toBe(200);
  });

  test('refuses an anonymous caller with 401', async () => {
    expect((await shop.request({ method: 'DELETE', url: '/api/auth/sessions' })).statusCode).toBe(401);
  });

  test('refuses a token that was already revoked with 401', async () => {
    const shopper = await createUser(shop);
    await shop.request({ method: 'DELETE', url: '/api/auth/sessions', token: shopper.token });
    expect((await shop.request({ method: 'DELETE', url: '/api/auth/sessions', token: shopper.token })).statusCode).toBe(401);
  });
});
