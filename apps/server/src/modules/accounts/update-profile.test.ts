import { MSG } from '@shop/shared/messages';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ADMIN, adminToken, createTestShop, createUser, type TestShop } from '../../test/harness.ts';

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

const PASSWORD = 'prickly-pear-7';
let address = 0;
const nextAddress = () => `198.51.100.${(address += 1) % 250}`;

/** Each call from its own address unless told, so only the tests about limits meet them. */
function update(id: number, payload: unknown, token?: string, from = nextAddress()) {
  return shop.request({ method: 'PUT', url: `/api/users/${id}`, payload: payload as object, token, headers: { 'x-forwarded-for': from } });
}

function me(token: string) {
  return shop.request({ method: 'GET', url: '/api/auth', token });
}

describe('PUT /api/users/:id', () => {
  test('changes first name, last name and email (with the current password) and answers the user', async () => {
    const shopper = await createUser(shop, { password: PASSWORD });
    const response = await update(shopper.id, profile({ email: ' New.Address@Example.com ', currentPassword: PASSWORD }), shopper.token);
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
      emailVerified: false,
      needsName: false,
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

  test('refuses an email another account uses, in any letter case, with 409, once the password is right', async () => {
    const shopper = await createUser(shop, { password: PASSWORD });
    const other = await createUser(shop);
    for (const email of [other.email, other.email.toUpperCase()]) {
      const response = await update(shopper.id, profile({ email, currentPassword: PASSWORD }), shopper.token);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ error: MSG.emailTaken });
    }
    expect((await me(shopper.token)).json().email).toBe(shopper.email);
  });

  test('says nothing about whether an email is taken to a caller without the password', async () => {
    const shopper = await createUser(shop, { password: PASSWORD });
    const other = await createUser(shop);
    const free = `free-${(made += 1)}@example.com`;
    for (const [currentPassword, status, error] of [
      [undefined, 400, MSG.passwordForEmail],
      ['not-my-password', 403, MSG.wrongPassword],
    ] as const) {
      const taken = await update(shopper.id, profile({ email: other.email, currentPassword }), shopper.token);
      const untaken = await update(shopper.id, profile({ email: free, currentPassword }), shopper.token);
      for (const response of [taken, untaken]) {
        expect(response.statusCode).toBe(status);
        expect(response.json()).toEqual({ error });
      }
    }
    expect((await me(shopper.token)).json()).toMatchObject({ firstName: 'Test', email: shopper.email });
  });

  test('changes names without the password while the email stays', async () => {
    const shopper = await createUser(shop);
    const response = await update(shopper.id, profile({ email: shopper.email, firstName: 'Renamed' }), shopper.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ firstName: 'Renamed', email: shopper.email });
  });

  test('throttles email changes: the 11th within an hour on one account is 429 with Retry-After, even with the right password', async () => {
    const shopper = await createUser(shop, { password: PASSWORD });
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await update(shopper.id, profile({ currentPassword: `guess-${attempt}-x` }), shopper.token)).statusCode).toBe(403);
    }
    const eleventh = await update(shopper.id, profile({ currentPassword: PASSWORD }), shopper.token);
    expect(eleventh.statusCode).toBe(429);
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(3000);
    expect((await me(shopper.token)).json().email).toBe(shopper.email);
    expect((await update(shopper.id, profile({ email: shopper.email, lastName: 'Still' }), shopper.token)).statusCode).toBe(200);
  });

  test('throttles email changes from one address, whichever account asks', async () => {
    const from = '192.0.2.88';
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const someone = await createUser(shop);
      expect((await update(someone.id, profile({ currentPassword: 'a-guess-1' }), someone.token, from)).statusCode).toBe(403);
    }
    const shopper = await createUser(shop, { password: PASSWORD });
    expect((await update(shopper.id, profile({ currentPassword: PASSWORD }), shopper.token, from)).statusCode).toBe(429);
  });

  test('throttles the asking for one email, whichever account and address ask', async () => {
    const wanted = `wanted-${(made += 1)}@example.com`;
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const someone = await createUser(shop);
      expect((await update(someone.id, profile({ email: wanted, currentPassword: 'a-guess-1' }), someone.token)).statusCode).toBe(403);
    }
    const shopper = await createUser(shop, { password: PASSWORD });
    expect((await update(shopper.id, profile({ email: wanted, currentPassword: PASSWORD }), shopper.token)).statusCode).toBe(429);
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

  test("lets the admin edit a shopper's profile; a new email needs the admin's own password", async () => {
    const shopper = await createUser(shop, { password: PASSWORD });
    expect((await update(shopper.id, profile({ firstName: 'Fixed', currentPassword: PASSWORD }), admin)).statusCode).toBe(403);
    const response = await update(shopper.id, profile({ firstName: 'Fixed', currentPassword: ADMIN.password }), admin);
    expect(response.statusCode).toBe(200);
    expect((await me(shopper.token)).json()).toMatchObject({ firstName: 'Fixed', role: 'customer' });
  });

  test('answers 404 to the admin editing a user that does not exist', async () => {
    expect((await update(999999, profile(), admin)).statusCode).toBe(404);
  });
});
