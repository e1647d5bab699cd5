import { MSG } from '@shop/shared/messages';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminToken, createTestShop, createUser, type TestShop } from '../../test/harness.ts';

let shop: TestShop;
let admin: string;
beforeAll(async () => {
  shop = await createTestShop();
  admin = await adminToken(shop);
});
afterAll(() => shop.close());

let made = 0;
const profile = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Cactus',
  lastName: 'Jack',
  email: `cactus-${(made += 1)}@example.com`,
  ...overrides,
});

function update(id: number, payload: unknown, token?: string) {
  return shop.request({ method: 'PUT', url: `/api/users/${id}`, payload: payload as object, token });
}

function me(token: string) {
  return shop.request({ method: 'GET', url: '/api/auth', token });
}

describe('PUT /api/users/:id', () => {
  test('changes first name, last name and email and answers the user', async () => {
    const shopper = await createUser(shop);
    const response = await update(shopper.id, profile({ email: ' New.Address@Example.com ' }), shopper.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: shopper.id,
      firstName: 'Cactus',
      lastName: 'Jack',
      email: 'New.Address@Example.com',
      fullName: 'Cactus Jack',
      role: 'customer',
      isAdmin: false,
      currencyId: 1,
    });
    expect((await me(shopper.token)).json()).toMatchObject({ firstName: 'Cactus', email: 'New.Address@Example.com' });
  });

  test('keeps a shopper a shopper when the body sends isAdmin, role, password or id', async () => {
    const credentials = { email: 'aloe@example.com', password: 'aloe-vera-1' };
    const signedUp = await shop.request({ method: 'POST', url: '/api/users', payload: { firstName: 'Aloe', lastName: 'Vera', ...credentials } });
    const { token } = signedUp.json();
    const { id } = (await me(token)).json();
    const other = await createUser(shop);
    const response = await update(
      id,
      { ...profile({ email: credentials.email }), isAdmin: true, role: 'admin', password: 'hijacked-password', id: other.id, currencyId: 9 },
      token,
    );
    expect(response.statusCode).toBe(200);
    expect((await me(token)).json()).toMatchObject({ id, role: 'customer', isAdmin: false, currencyId: 1 });
    expect((await shop.request({ method: 'GET', url: '/api/users', token })).statusCode).toBe(403);
    const login = (password: string) => shop.request({ method: 'POST', url: '/api/auth/login', payload: { email: credentials.email, password } });
    expect((await login(credentials.password)).statusCode).toBe(200);
    expect((await login('hijacked-password')).statusCode).toBe(401);
    expect((await me(other.token)).json()).toMatchObject({ id: other.id, firstName: 'Test' });
  });

  test('refuses an email another account uses, in any letter case, with 409', async () => {
    const shopper = await createUser(shop);
    const other = await createUser(shop);
    for (const email of [other.email, other.email.toUpperCase()]) {
      const response = await update(shopper.id, profile({ email }), shopper.token);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ error: MSG.emailTaken });
    }
    expect((await me(shopper.token)).json().email).toBe(shopper.email);
  });

  test('lets a user keep their own email, even in another letter case', async () => {
    const shopper = await createUser(shop);
    const response = await update(shopper.id, profile({ email: shopper.email.toUpperCase() }), shopper.token);
    expect(response.statusCode).toBe(200);
    expect(response.json().email).toBe(shopper.email.toUpperCase());
  });

  const refusals: [string, Record<string, unknown>, string][] = [
    ['a missing first name', { firstName: undefined }, MSG.signupFirstName],
    ['a blank first name', { firstName: ' ' }, MSG.signupFirstName],
    ['a missing last name', { lastName: undefined }, MSG.signupLastName],
    ['an empty last name', { lastName: '' }, MSG.signupLastName],
    ['a missing email', { email: undefined }, MSG.signupEmail],
    ['an invalid email', { email: 'not-an-email' }, MSG.signupEmail],
    ['a last name over 100 characters', { lastName: 'y'.repeat(101) }, 'At most 100 characters'],
  ];
  for (const [what, overrides, message] of refusals) {
    test(`refuses ${what} with 400 '${message}' and changes nothing`, async () => {
      const shopper = await createUser(shop);
      const response = await update(shopper.id, profile(overrides), shopper.token);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(message);
      expect((await me(shopper.token)).json()).toMatchObject({ firstName: 'Test', email: shopper.email });
    });
  }

  test("refuses another shopper changing the id in the path with 403, and the profile stays", async () => {
    const shopper = await createUser(shop);
    const intruder = await createUser(shop);
    const response = await update(shopper.id, profile({ firstName: 'Hacked' }), intruder.token);
    expect(response.statusCode).toBe(403);
    expect((await me(shopper.token)).json()).toMatchObject({ firstName: 'Test', email: shopper.email });
  });

  test('refuses an anonymous caller with 401', async () => {
    const shopper = await createUser(shop);
    expect((await update(shopper.id, profile())).statusCode).toBe(401);
  });

  test("lets the admin edit a shopper's profile", async () => {
    const shopper = await createUser(shop);
    const response = await update(shopper.id, profile({ firstName: 'Fixed' }), admin);
    expect(response.statusCode).toBe(200);
    expect((await me(shopper.token)).json()).toMatchObject({ firstName: 'Fixed', role: 'customer' });
  });

  test('answers 404 to the admin editing a user that does not exist', async () => {
    expect((await update(999999, profile(), admin)).statusCode).toBe(404);
  });
});
