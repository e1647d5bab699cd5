import { MSG } from '@shop/shared/messages';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { rateLimits } from '../../db/schema/rate-limits.ts';
import { ADMIN, createTestShop, type TestShop } from '../../test/harness.ts';

let shop: TestShop;
let shopperId: number;
const ROSE = { firstName: 'Rose', lastName: 'Thorn', email: 'Rose@Example.com', password: 'pink-petals-9' };

let address = 0;
const nextAddress = () => `203.0.113.${(address += 1) % 250}`;

function logIn(payload: unknown, from = nextAddress()) {
  return shop.request({ method: 'POST', url: '/api/auth/login', payload: payload as object, headers: { 'x-forwarded-for': from } });
}

function me(token: string | undefined, headers: Record<string, string> = {}) {
  return shop.request({ method: 'GET', url: '/api/auth', token, headers });
}

/** A fresh user for tests that count attempts, so each test's per-email counter starts at zero. */
async function newUser(name: string) {
  const user = { firstName: name, lastName: 'Leaf', email: `${name.toLowerCase()}@example.com`, password: `${name}-secret-1` };
  const response = await shop.request({ method: 'POST', url: '/api/users', payload: user, headers: { 'x-forwarded-for': nextAddress() } });
  expect(response.statusCode).toBe(201);
  return { email: user.email, password: user.password };
}

beforeAll(async () => {
  shop = await createTestShop();
  const signedUp = await shop.request({ method: 'POST', url: '/api/users', payload: ROSE });
  shopperId = (await me(signedUp.json().token)).json().id;
});
afterAll(() => shop.close());

describe('POST /api/auth/login', () => {
  test('logs in and answers a token that GET /api/auth accepts', async () => {
    const response = await logIn({ email: ROSE.email, password: ROSE.password });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json())).toEqual(['token']);
    const user = await me(response.json().token);
    expect(user.statusCode).toBe(200);
    expect(user.json()).toEqual({
      id: shopperId,
      firstName: 'Rose',
      lastName: 'Thorn',
      email: 'Rose@Example.com',
      fullName: 'Rose Thorn',
      role: 'customer',
      isAdmin: false,
      currencyId: 1,
      emailVerified: false,
      needsName: false,
      twoFactorOn: false,
      mustSetUpTwoFactor: false,
    });
  });

  test('accepts the email in any letter case and with spaces around it', async () => {
    expect((await logIn({ email: '  rose@EXAMPLE.com ', password: ROSE.password })).statusCode).toBe(200);
  });

  test('logs the admin in as an admin', async () => {
    const { token } = (await logIn(ADMIN)).json();
    expect((await me(token)).json()).toMatchObject({ role: 'admin', isAdmin: true });
  });

  test("answers 401 'Invalid login credentials!' to a wrong password", async () => {
    const response = await logIn({ email: ROSE.email, password: 'wrong-password' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: MSG.invalidLogin });
  });

  test('answers an unknown email exactly as a wrong password', async () => {
    const response = await logIn({ email: 'nobody@example.com', password: ROSE.password });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: MSG.invalidLogin });
  });

  test('answers a password that differs only in letter case as wrong', async () => {
    expect((await logIn({ email: ROSE.email, password: ROSE.password.toUpperCase() })).statusCode).toBe(401);
  });

  const refusals: [string, Record<string, unknown>, string][] = [
    ['a missing email', { password: ROSE.password }, MSG.enterEmail],
    ['an empty email', { email: '', password: ROSE.password }, MSG.enterEmail],
    ['an email without a domain', { email: 'rose@', password: ROSE.password }, MSG.enterEmail],
    ['a missing password', { email: ROSE.email }, MSG.invalidPassword],
    ['a password under 8 characters', { email: ROSE.email, password: 'short' }, MSG.invalidPassword],
  ];
  for (const [what, body, message] of refusals) {
    test(`refuses ${what} with 400 '${message}'`, async () => {
      const response = await logIn(body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(message);
    });
  }
});

describe('GET /api/auth', () => {
  test('accepts the token with a Bearer prefix too', async () => {
    const { token } = (await logIn(ROSE)).json();
    const response = await me(undefined, { authorization: `Bearer ${token}` });
    expect(response.json()).toMatchObject({ id: shopperId });
  });

  test('refuses a request without a token with 401', async () => {
    const response = await me(undefined);
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toEqual(expect.any(String));
  });

  test('refuses a token the server never gave with 401', async () => {
    expect((await me('made-up-token')).statusCode).toBe(401);
  });
});

describe('DELETE /api/auth (log out)', () => {
  test('revokes the token: it is refused afterwards everywhere', async () => {
    const { token } = (await logIn(ROSE)).json();
    const out = await shop.request({ method: 'DELETE', url: '/api/auth', token });
    expect(out.statusCode).toBe(204);
    expect(out.body).toBe('');
    expect((await me(token)).statusCode).toBe(401);
    expect((await shop.request({ method: 'GET', url: `/api/users/${shopperId}`, token })).statusCode).toBe(401);
    expect((await shop.request({ method: 'GET', url: `/api/users/${shopperId}/cart`, token })).statusCode).toBe(401);
    expect((await shop.request({ method: 'DELETE', url: '/api/auth', token })).statusCode).toBe(401);
  });

  test("keeps the user's other sessions signed in", async () => {
    const phone = (await logIn(ROSE)).json().token;
    const laptop = (await logIn(ROSE)).json().token;
    await shop.request({ method: 'DELETE', url: '/api/auth', token: phone });
    expect((await me(laptop)).statusCode).toBe(200);
  });

  test('refuses a caller without a token with 401', async () => {
    expect((await shop.request({ method: 'DELETE', url: '/api/auth' })).statusCode).toBe(401);
  });
});

describe('log-in limits', () => {
  test('refuses the 11th attempt within a minute from one address with 429, even with the right password', async () => {
    const from = '192.0.2.20';
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await logIn({ email: `guess-${attempt}@example.com`, password: 'guessing-1' }, from)).statusCode).toBe(401);
    }
    const eleventh = await logIn(await newUser('Sage'), from);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toEqual({ error: 'Too many attempts, please wait a minute and try again' });
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(eleventh.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  test('refuses the 11th attempt within a minute for one email, even when the address changes', async () => {
    const victim = await newUser('Basil');
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const email = attempt % 2 ? victim.email : victim.email.toUpperCase();
      expect((await logIn({ email, password: `guess-number-${attempt}` })).statusCode).toBe(401);
    }
    expect((await logIn({ email: victim.email, password: victim.password })).statusCode).toBe(429);
    expect((await logIn(await newUser('Thyme'))).statusCode).toBe(200);
  });

  test('counts an IPv6 client by its /64: another address in the same /64 is refused too, another /64 is not', async () => {
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const from = `2001:db8:26:64::${attempt.toString(16)}`;
      expect((await logIn({ email: `walker-${attempt}@example.com`, password: 'guessing-1' }, from)).statusCode).toBe(401);
    }
    const sameHost = await logIn(await newUser('Fennel'), '2001:db8:26:64:ffff:1234:5678:9abc');
    expect(sameHost.statusCode).toBe(429);
    expect((await logIn(await newUser('Lovage'), '2001:db8:26:65::1')).statusCode).toBe(200);
  });

  test('lets attempts through again once the minute is over', async () => {
    const from = '192.0.2.30';
    const dill = await newUser('Dill');
    for (let attempt = 1; attempt <= 10; attempt += 1) await logIn({ email: `late-${attempt}@example.com`, password: 'guessing-1' }, from);
    expect((await logIn(dill, from)).statusCode).toBe(429);
    await shop.db.update(rateLimits).set({ resetAt: sql`now() - interval '1 second'` }).where(eq(rateLimits.key, `login:ip:${from}`));
    expect((await logIn(dill, from)).statusCode).toBe(200);
  });

  test('does not count malformed attempts, which never reach a password check', async () => {
    const from = '192.0.2.40';
    for (let attempt = 1; attempt <= 12; attempt += 1) expect((await logIn({ email: 'x' }, from)).statusCode).toBe(400);
    expect((await logIn(await newUser('Chive'), from)).statusCode).toBe(200);
  });
});
