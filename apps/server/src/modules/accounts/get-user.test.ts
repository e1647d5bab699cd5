import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { orders } from '../../db/schema/orders.ts';
import { adminToken, createTestShop, createUser, type TestShop } from '../../test/harness.ts';

let shop: TestShop;
let admin: string;
beforeAll(async () => {
  shop = await createTestShop();
  admin = await adminToken(shop);
});
afterAll(() => shop.close());

const home = { street1: '1 Leaf Lane', street2: '', city: 'Portland', state: 'OR', zip: '97201' };
const office = { street1: '200 Fern Ave', street2: 'Suite 4', city: 'Austin', state: 'TX', zip: '73301' };

/** An order row as the orders module writes it; only the address matters here. */
async function pastOrder(userId: number | null, address: typeof home) {
  await shop.db.insert(orders).values({
    userId,
    email: 'someone@example.com',
    firstName: 'Someone',
    lastName: 'Else',
    ...address,
    subtotalCents: 2000,
    discountCents: 0,
    finalCents: 2000,
    totalQty: 1,
    checkoutTokenHash: 'not-used-here',
  });
}

describe('GET /api/users/:id', () => {
  test("answers the user themself with the distinct addresses of their orders, latest first", async () => {
    const shopper = await createUser(shop, { firstName: 'Olive', lastName: 'Branch' });
    const stranger = await createUser(shop);
    await pastOrder(shopper.id, home);
    await pastOrder(shopper.id, home);
    await pastOrder(stranger.id, { ...home, street1: '9 Elsewhere Rd' });
    await pastOrder(null, { ...home, street1: '8 Guest St' });
    await pastOrder(shopper.id, office);
    const response = await shop.request({ method: 'GET', url: `/api/users/${shopper.id}`, token: shopper.token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: shopper.id,
      firstName: 'Olive',
      lastName: 'Branch',
      email: shopper.email,
      fullName: 'Olive Branch',
      role: 'customer',
      isAdmin: false,
      currencyId: 1,
      emailVerified: true,
      needsName: false,
      shippings: [office, home],
    });
  });

  test('answers an empty list of shippings for a user without orders', async () => {
    const shopper = await createUser(shop);
    const response = await shop.request({ method: 'GET', url: `/api/users/${shopper.id}`, token: shopper.token });
    expect(response.json().shippings).toEqual([]);
  });

  test('answers the admin about any user', async () => {
    const shopper = await createUser(shop);
    const response = await shop.request({ method: 'GET', url: `/api/users/${shopper.id}`, token: admin });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: shopper.id, email: shopper.email });
  });

  test('refuses another shopper with 403', async () => {
    const shopper = await createUser(shop);
    const other = await createUser(shop);
    const response = await shop.request({ method: 'GET', url: `/api/users/${shopper.id}`, token: other.token });
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain(shopper.email);
  });

  test('refuses an anonymous caller with 401', async () => {
    const shopper = await createUser(shop);
    expect((await shop.request({ method: 'GET', url: `/api/users/${shopper.id}` })).statusCode).toBe(401);
  });

  test('answers 404 to the admin asking for a user that does not exist', async () => {
    const response = await shop.request({ method: 'GET', url: '/api/users/999999', token: admin });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'User not found' });
  });

  test('answers 400 to the admin naming a user id that is not a number', async () => {
    const response = await shop.request({ method: 'GET', url: '/api/users/abc', token: admin });
    expect(response.statusCode).toBe(400);
  });

  test('refuses a shopper naming a user id that is not a number with 403', async () => {
    const shopper = await createUser(shop);
    expect((await shop.request({ method: 'GET', url: '/api/users/abc', token: shopper.token })).statusCode).toBe(403);
  });
});
