import { MSG } from '@shop/shared/messages';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestShop, createUser, type TestShop } from '../../test/harness.ts';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop({ seed: 'none' });
});
afterAll(() => shop.close());

const OLD = 'old-fern-password-1';
const NEW = 'new-moss-password-2';
let address = 0;
const nextAddress = () => `198.51.100.${(address += 1) % 250}`;

function change(token: string | undefined, payload: object, from = nextAddress()) {
  return shop.request({ method: 'PUT', url: '/api/auth/password', token, payload, headers: { 'x-forwarded-for': from } });
}
const me = (token: string) => shop.request({ method: 'GET', url: '/api/auth', token });
const logIn = (email: string, password: string) =>
  shop.request({ method: 'POST', url: '/api/auth/login', payload: { email, password }, headers: { 'x-forwarded-for': nextAddress() } });

/** A shopper signed in on two devices. */
async function shopperOnTwoDevices() {
  const shopper = await createUser(shop, { firstName: 'Ivy', lastName: 'Stone', password: OLD });
  const phone = (await logIn(shopper.email, OLD)).json().token as string;
  return { ...shopper, laptop: shopper.token, phone };
}

describe('PUT /api/auth/password', () => {
  test('changes the password: the new one logs in, the old one no longer does', async () => {
    const shopper = await shopperOnTwoDevices();
    const response = await change(shopper.laptop, { currentPassword: OLD, newPassword: NEW });
    expect(response.statusCode).toBe(204);
    expect((await logIn(shopper.email, NEW)).statusCode).toBe(200);
    expect((await logIn(shopper.email, OLD)).statusCode).toBe(401);
  });

  test('ends every other session of the account; the caller stays signed in, other accounts too', async () => {
    const shopper = await shopperOnTwoDevices();
    const bystander = await createUser(shop);
    await change(shopper.laptop, { currentPassword: OLD, newPassword: NEW });
    expect((await me(shopper.laptop)).statusCode).toBe(200);
    expect((await me(shopper.phone)).statusCode).toBe(401);
    expect((await me(bystander.token)).statusCode).toBe(200);
  });

  test("refuses a wrong current password with 403, and changes nothing", async () => {
    const shopper = await shopperOnTwoDevices();
    const response = await change(shopper.laptop, { currentPassword: 'not-my-password', newPassword: NEW });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: MSG.wrongPassword });
    expect((await logIn(shopper.email, OLD)).statusCode).toBe(200);
    expect((await me(shopper.phone)).statusCode).toBe(200);
  });

  for (const newPassword of ['password', '12345678', 'qwertyui', 'ivystone1']) {
    test(`refuses the common new password '${newPassword}' with 400 and a clear message`, async () => {
      const shopper = await shopperOnTwoDevices();
      const response = await change(shopper.laptop, { currentPassword: OLD, newPassword });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: MSG.weakPassword });
      expect((await logIn(shopper.email, OLD)).statusCode).toBe(200);
    });
  }

  const refusals: [string, object, string][] = [
    ['a missing current password', { newPassword: NEW }, MSG.enterCurrentPassword],
    ['an empty current password', { currentPassword: '', newPassword: NEW }, MSG.enterCurrentPassword],
    ['a missing new password', { currentPassword: OLD }, MSG.signupPassword],
    ['a new password under 8 characters', { currentPassword: OLD, newPassword: 'short' }, MSG.signupPassword],
  ];
  for (const [what, payload, message] of refusals) {
    test(`refuses ${what} with 400 '${message}'`, async () => {
      const shopper = await createUser(shop);
      const response = await change(shopper.token, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(message);
    });
  }

  test('refuses an anonymous caller with 401', async () => {
    expect((await change(undefined, { currentPassword: OLD, newPassword: NEW })).statusCode).toBe(401);
  });

  test('counts attempts like log-ins: the 11th within a minute on one account is 429 with Retry-After, even with the right password', async () => {
    const shopper = await shopperOnTwoDevices();
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await change(shopper.laptop, { currentPassword: `guess-number-${attempt}`, newPassword: NEW })).statusCode).toBe(403);
    }
    const eleventh = await change(shopper.laptop, { currentPassword: OLD, newPassword: NEW });
    expect(eleventh.statusCode).toBe(429);
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(0);
    expect((await logIn(shopper.email, OLD)).statusCode).toBe(200);
  });

  test('and the 11th within a minute from one address, whichever account', async () => {
    const from = '192.0.2.77';
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const someone = await createUser(shop);
      expect((await change(someone.token, { currentPassword: 'a-guess-1', newPassword: NEW }, from)).statusCode).toBe(403);
    }
    const shopper = await shopperOnTwoDevices();
    expect((await change(shopper.laptop, { currentPassword: OLD, newPassword: NEW }, from)).statusCode).toBe(429);
  });
});
