import { MSG } from '@shop/shared/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { users } from '../../db/schema/accounts.ts';
import { shipments } from '../../db/schema/fulfilment.ts';
import { orders } from '../../db/schema/orders.ts';
import { ADMIN, adminToken, createTestShop, createUser, type TestShop } from '../../test/harness.ts';

let shop: TestShop;
let admin: string;
let adminId: number;
beforeAll(async () => {
  shop = await createTestShop({ seed: 'none' });
  admin = await adminToken(shop);
  adminId = (await shop.request({ method: 'GET', url: '/api/auth', token: admin })).json().id;
});
afterAll(() => shop.close());

const PASSWORD = 'fern-and-moss-42';
const setDisabled = (id: number, disabled: unknown, token?: string) =>
  shop.request({ method: 'PUT', url: `/api/users/${id}/disabled`, payload: { disabled }, token });
const me = (token: string) => shop.request({ method: 'GET', url: '/api/auth', token });
const logIn = (email: string, password = PASSWORD) => shop.request({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

async function pastOrder(userId: number) {
  const [row] = await shop.db
    .insert(orders)
    .values({ userId, email: 'kept@example.com', firstName: 'Kept', lastName: 'Order', street1: '1 Leaf Lane', street2: '', city: 'Portland', state: 'OR', zip: '97201', subtotalCents: 2000, discountCents: 0, finalCents: 2000, totalQty: 1, checkoutTokenHash: 'not-used-here' })
    .returning({ id: orders.id });
  // Every order has its shipment beside it (docs/decisions/057-the-shipment-as-a-record-of-its-own.md).
  await shop.db.insert(shipments).values({ orderId: row!.id });
  return row!.id;
}

describe('PUT /api/users/:id/disabled', () => {
  test('the admin disables an account: its sessions end at once and it cannot log in; its orders stay', async () => {
    const shopper = await createUser(shop, { password: PASSWORD });
    const phone = (await logIn(shopper.email)).json().token as string;
    const orderId = await pastOrder(shopper.id);
    const response = await setDisabled(shopper.id, true, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: shopper.id, email: shopper.email, disabled: true });
    for (const token of [shopper.token, phone]) {
      expect((await me(token)).statusCode).toBe(401);
      expect((await shop.request({ method: 'GET', url: `/api/users/${shopper.id}/cart`, token })).statusCode).toBe(401);
    }
    const refused = await logIn(shopper.email);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ error: MSG.invalidLogin });
    expect((await shop.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, shopper.id))).map((o) => o.id)).toEqual([orderId]);
    const history = await shop.request({ method: 'GET', url: `/api/users/${shopper.id}/orders`, token: admin });
    expect(history.json()).toContainEqual(expect.objectContaining({ id: orderId }));
  });

  test('a disabled account answers the right password exactly as a wrong one, so no answer confirms a guessed password', async () => {
    const shopper = await createUser(shop, { password: PASSWORD });
    await setDisabled(shopper.id, true, admin);
    const right = await logIn(shopper.email, PASSWORD);
    const wrong = await logIn(shopper.email, 'not-the-password');
    const unknown = await logIn('nobody-here@example.com', PASSWORD);
    expect([right.statusCode, right.body]).toEqual([401, JSON.stringify({ error: MSG.invalidLogin })]);
    expect([wrong.statusCode, wrong.body]).toEqual([right.statusCode, right.body]);
    expect([unknown.statusCode, unknown.body]).toEqual([right.statusCode, right.body]);
    // The owner still sees why: the user list marks it disabled.
    const listed = (await shop.request({ method: 'GET', url: '/api/users', token: admin })).json() as { id: number; disabled: boolean }[];
    expect(listed.find((row) => row.id === shopper.id)).toMatchObject({ disabled: true });
  });

  test('shows in the admin user list, and enabling it again lets it log in', async () => {
    const shopper = await createUser(shop, { password: PASSWORD });
    await setDisabled(shopper.id, true, admin);
    const listed = (await shop.request({ method: 'GET', url: '/api/users', token: admin })).json() as { id: number; disabled: boolean }[];
    expect(listed.find((row) => row.id === shopper.id)).toMatchObject({ disabled: true });
    expect(listed.find((row) => row.id === adminId)).toMatchObject({ disabled: false });
    const enabled = await setDisabled(shopper.id, false, admin);
    expect(enabled.statusCode).toBe(200);
    expect(enabled.json()).toMatchObject({ disabled: false });
    const login = await logIn(shopper.email);
    expect(login.statusCode).toBe(200);
    expect((await me(login.json().token)).statusCode).toBe(200);
  });

  test('can disable another admin, who then cannot log in', async () => {
    const other = await createUser(shop, { role: 'admin' });
    expect((await setDisabled(other.id, true, admin)).statusCode).toBe(200);
    expect((await shop.request({ method: 'GET', url: '/api/users', token: other.token })).statusCode).toBe(401);
  });

  test('refuses an admin disabling themself with 403, and they stay signed in', async () => {
    const response = await setDisabled(adminId, true, admin);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: MSG.cannotDisableSelf });
    expect((await me(admin)).statusCode).toBe(200);
    expect((await logIn(ADMIN.email, ADMIN.password)).statusCode).toBe(200);
    const [row] = await shop.db.select({ disabledAt: users.disabledAt }).from(users).where(eq(users.id, adminId));
    expect(row!.disabledAt).toBeNull();
  });

  test('refuses a shopper with 403, even on their own account', async () => {
    const shopper = await createUser(shop);
    const other = await createUser(shop);
    expect((await setDisabled(other.id, true, shopper.token)).statusCode).toBe(403);
    expect((await setDisabled(shopper.id, true, shopper.token)).statusCode).toBe(403);
    expect((await me(other.token)).statusCode).toBe(200);
  });

  test('refuses an anonymous caller with 401', async () => {
    const shopper = await createUser(shop);
    expect((await setDisabled(shopper.id, true)).statusCode).toBe(401);
    expect((await me(shopper.token)).statusCode).toBe(200);
  });

  test('answers 404 for an account that does not exist, and 400 for a body that is not true or false', async () => {
    expect((await setDisabled(999_999, true, admin)).statusCode).toBe(404);
    const shopper = await createUser(shop);
    for (const bad of ['yes', 1, null]) {
      const response = await setDisabled(shopper.id, bad, admin);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('disabled must be true or false');
    }
  });
});
