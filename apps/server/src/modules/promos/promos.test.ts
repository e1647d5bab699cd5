import type { Promo } from '@shop/shared/promos';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminToken, createTestShop, createUser, type TestShop } from '../../test/harness.ts';

let shop: TestShop;
let admin: string;
let shopper: string;

beforeAll(async () => {
  shop = await createTestShop({ seed: 'none' });
  admin = await adminToken(shop);
  shopper = (await createUser(shop)).token;
});
afterAll(() => shop.close());

async function create(payload: object) {
  return shop.request({ method: 'POST', url: '/api/promos/', token: admin, payload });
}

describe('promos', () => {
  test('the admin creates a promo; its name is stored lower-cased', async () => {
    const response = await create({ name: 'Summer15', discountRate: 0.15, status: true });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ name: 'summer15', discountRate: 0.15, status: true });
  });

  test('anyone finds an active promo by name in any letter case', async () => {
    const response = await shop.request({ method: 'GET', url: '/api/promos/byName/SUMMER15' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'summer15', discountRate: 0.15 });
  });

  test('an inactive or unknown promo is a 404 by name', async () => {
    await create({ name: 'sleepy', discountRate: 0.2, status: false });
    expect((await shop.request({ method: 'GET', url: '/api/promos/byName/sleepy' })).statusCode).toBe(404);
    expect((await shop.request({ method: 'GET', url: '/api/promos/byName/nothing' })).statusCode).toBe(404);
  });

  test('names are unique, whatever their case', async () => {
    const response = await create({ name: 'SUMMER15', discountRate: 0.3, status: true });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('A promo named summer15 already exists');
  });

  const invalid: [string, object, string][] = [
    ['no name', { name: '', discountRate: 0.1, status: true }, 'Name is required'],
    ['a rate above 1', { name: 'big', discountRate: 1.01, status: true }, 'Rate must be between 0 and 1 in steps of 0.01'],
    ['a negative rate', { name: 'neg', discountRate: -0.1, status: true }, 'Rate must be between 0 and 1 in steps of 0.01'],
    ['an empty rate', { name: 'empty', status: true }, 'Rate must be between 0 and 1 in steps of 0.01'],
    ['a rate off the 0.01 step', { name: 'odd', discountRate: 0.125, status: true }, 'Rate must be between 0 and 1 in steps of 0.01'],
    ['a status that is not a boolean', { name: 'stat', discountRate: 0.1, status: 'yes' }, 'Status must be true or false'],
  ];
  for (const [what, payload, message] of invalid) {
    test(`refuses ${what} and changes nothing`, async () => {
      const before = (await shop.request({ method: 'GET', url: '/api/promos', token: admin })).json().length;
      const response = await create(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(message);
      expect((await shop.request({ method: 'GET', url: '/api/promos', token: admin })).json().length).toBe(before);
    });
  }

  test('the admin lists, reads, updates and deletes promos', async () => {
    const made = (await create({ name: 'edit-me', discountRate: 0.05, status: true })).json() as Promo;
    const list = (await shop.request({ method: 'GET', url: '/api/promos', token: admin })).json() as Promo[];
    expect(list.map((promo) => promo.name)).toContain('edit-me');
    expect((await shop.request({ method: 'GET', url: `/api/promos/${made.id}`, token: admin })).json()).toEqual(made);
    const updated = await shop.request({ method: 'PUT', url: `/api/promos/${made.id}`, token: admin, payload: { name: 'edited', discountRate: 0.99, status: false } });
    expect(updated.json()).toEqual({ id: made.id, name: 'edited', discountRate: 0.99, status: false, startsAt: null, endsAt: null, maxUses: null, oncePerCustomer: false, uses: 0 });
    expect((await shop.request({ method: 'DELETE', url: `/api/promos/${made.id}`, token: admin })).statusCode).toBe(204);
    expect((await shop.request({ method: 'GET', url: `/api/promos/${made.id}`, token: admin })).statusCode).toBe(404);
  });

  test('refuses shoppers and anonymous callers on every admin call', async () => {
    for (const [method, url] of [['GET', '/api/promos'], ['GET', '/api/promos/1'], ['POST', '/api/promos'], ['PUT', '/api/promos/1'], ['DELETE', '/api/promos/1']] as const) {
      expect((await shop.request({ method, url, payload: {} })).statusCode, `${method} ${url}`).toBe(401);
      expect((await shop.request({ method, url, token: shopper, payload: {} })).statusCode, `${method} ${url}`).toBe(403);
    }
  });
});
