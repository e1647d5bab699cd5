import { MSG } from '@shop/shared/messages';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestShop, type TestShop } from '../../test/harness.ts';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop.close());

let made = 0;
const nextEmail = () => `fern-${(made += 1)}@example.com`;
const valid = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Fern',
  lastName: 'Gully',
  email: nextEmail(),
  password: 'correct-horse',
  ...overrides,
});

/** Each call comes from its own client address unless told, so only the limit tests meet the limit. */
function signUp(payload: unknown, address = `203.0.113.${(made += 1) % 250}`) {
  return shop.request({ method: 'POST', url: '/api/users', payload: payload as object, headers: { 'x-forwarded-for': address } });
}

function me(token: string) {
  return shop.request({ method: 'GET', url: '/api/auth', token });
}

describe('POST /api/users (sign-up)', () => {
  test('signs up a shopper and answers 201 with a token that logs them in', async () => {
    const response = await signUp(valid({ email: 'ivy@example.com' }));
    expect(response.statusCode).toBe(201);
    const { token } = response.json();
    expect(token).toMatch(/^[\w-]{43}$/);
    const user = await me(token);
    expect(user.json()).toEqual({
      id: expect.any(Number),
      firstName: 'Fern',
      lastName: 'Gully',
      email: 'ivy@example.com',
      fullName: 'Fern Gully',
      role: 'customer',
      isAdmin: false,
      currencyId: 1,
      emailVerified: false,
      needsName: false,
      twoFactorOn: false,
      mustSetUpTwoFactor: false,
    });
  });

  test('stores the email trimmed, in the letter case it was typed', async () => {
    const { token } = (await signUp(valid({ email: '  Mixed.Case@Example.com ', firstName: ' Moss ' }))).json();
    expect((await me(token)).json()).toMatchObject({ email: 'Mixed.Case@Example.com', firstName: 'Moss' });
  });

  test('refuses an email already in use, in any letter case, with 409', async () => {
    expect((await signUp(valid({ email: 'taken@example.com' }))).statusCode).toBe(201);
    for (const email of ['taken@example.com', 'TAKEN@Example.COM', ' taken@example.com ']) {
      const again = await signUp(valid({ email }));
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ error: MSG.emailTaken });
    }
  });

  test('lets only one of two simultaneous sign-ups with one email through; the other gets 409', async () => {
    const [a, b] = await Promise.all([signUp(valid({ email: 'race@example.com' })), signUp(valid({ email: 'RACE@example.com' }))]);
    expect([a!.statusCode, b!.statusCode].sort()).toEqual([201, 409]);
    expect([a!, b!].find((response) => response.statusCode === 409)!.json()).toEqual({ error: MSG.emailTaken });
  });

  test('makes a shopper even when the body asks for an admin', async () => {
    const response = await signUp(valid({ role: 'admin', isAdmin: true, id: 1, currencyId: 7 }));
    expect(response.statusCode).toBe(201);
    expect((await me(response.json().token)).json()).toMatchObject({ role: 'customer', isAdmin: false, currencyId: 1 });
  });

  test('answers with nothing but the token', async () => {
    const response = await signUp(valid());
    expect(Object.keys(response.json())).toEqual(['token']);
    expect(response.body).not.toMatch(/argon2|password/i);
  });

  const refusals: [string, Record<string, unknown>, string][] = [
    ['a missing first name', { firstName: undefined }, MSG.signupFirstName],
    ['a blank first name', { firstName: '   ' }, MSG.signupFirstName],
    ['a first name that is not text', { firstName: 42 }, MSG.signupFirstName],
    ['a missing last name', { lastName: undefined }, MSG.signupLastName],
    ['an empty last name', { lastName: '' }, MSG.signupLastName],
    ['a missing email', { email: undefined }, MSG.signupEmail],
    ['an email without @', { email: 'fern.example.com' }, MSG.signupEmail],
    ['an email with a space', { email: 'fern gully@example.com' }, MSG.signupEmail],
    ['a missing password', { password: undefined }, MSG.signupPassword],
    ['a password of 7 characters', { password: '1234567' }, MSG.signupPassword],
    ['a first name over 100 characters', { firstName: 'x'.repeat(101) }, 'At most 100 characters'],
  ];
  for (const [what, overrides, message] of refusals) {
    test(`refuses ${what} with 400 '${message}'`, async () => {
      const response = await signUp(valid(overrides));
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(message);
    });
  }

  test('accepts a password of exactly 8 characters', async () => {
    expect((await signUp(valid({ password: 'aB3$kLp0' }))).statusCode).toBe(201);
  });

  for (const password of ['password', '12345678', 'qwertyui', 'Password1!', 'Gully2024']) {
    test(`refuses the common or guessable password '${password}' with 400 and a clear message, and makes no account`, async () => {
      const email = `weak-${(made += 1)}@example.com`;
      const response = await signUp(valid({ email, password }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: MSG.weakPassword });
      expect((await signUp(valid({ email }))).statusCode).toBe(201);
    });
  }

  test('refuses a body that is not JSON with a 400 and a message', async () => {
    const response = await shop.request({
      method: 'POST',
      url: '/api/users',
      payload: '{"firstName": ',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.251' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual(expect.any(String));
  });
});

describe('sign-up limits', () => {
  test('refuses the 11th sign-up within a minute from one address with 429', async () => {
    const address = '192.0.2.10';
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await signUp(valid(), address)).statusCode).toBe(201);
    }
    const eleventh = await signUp(valid(), address);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toEqual({ error: 'Too many attempts, please wait a minute and try again' });
    expect((await signUp(valid(), '192.0.2.11')).statusCode).toBe(201);
  });

  test('refuses the 11th sign-up within a minute for one email, whatever the address', async () => {
    const email = 'Popular@Example.com';
    expect((await signUp(valid({ email }))).statusCode).toBe(201);
    for (let attempt = 2; attempt <= 10; attempt += 1) {
      expect((await signUp(valid({ email: attempt % 2 ? email : email.toLowerCase() }))).statusCode).toBe(409);
    }
    expect((await signUp(valid({ email }))).statusCode).toBe(429);
  });
});
