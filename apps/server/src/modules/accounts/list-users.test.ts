import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ADMIN, adminToken, createTestShop, createUser, type TestShop } from '../../test/harness.ts';

let shop: TestShop;
let admin: string;
beforeAll(async () => {
  shop = await createTestShop();
  admin = await adminToken(shop);
});
afterAll(() => shop.close());

describe('GET /api/users', () => {
  test('lists every user for the admin: id, fullName, email, role, isAdmin, disabled and nothing more', async () => {
    const shopper = await createUser(shop, { firstName: 'Lily', lastName: 'Pad' });
    const response = await shop.request({ method: 'GET', url: '/api/users', token: admin });
    expect(response.statusCode).toBe(200);
    const list = response.json() as Record<string, unknown>[];
    expect(list).toContainEqual({ id: expect.any(Number), fullName: 'Shop Admin', email: ADMIN.email, role: 'admin', isAdmin: true, disabled: false });
    expect(list).toContainEqual({ id: shopper.id, fullName: 'Lily Pad', email: shopper.email, role: 'customer', isAdmin: false, disabled: false });
    for (const row of list) expect(Object.keys(row).sort()).toEqual(['disabled', 'email', 'fullName', 'id', 'isAdmin', 'role']);
    expect(response.body).not.toMatch(/password|argon2|token/i);
  });

  test('refuses a shopper with 403', async () => {
    const shopper = await createUser(shop);
    expect((await shop.request({ method: 'GET', url: '/api/users', token: shopper.token })).statusCode).toBe(403);
  });

  test('refuses an anonymous caller with 401', async () => {
    expect((await shop.request({ method: 'GET', url: '/api/users' })).statusCode).toBe(401);
  });
});
