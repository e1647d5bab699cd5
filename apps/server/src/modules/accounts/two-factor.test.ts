import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sessions, twoFactor, twoFactorRecoveryCodes } from '../../db/schema/accounts.ts';
import { SET_UP_TWO_FACTOR } from '../../plugins/auth.ts';
import { adminToken, createTestShop, createUser, testClock, type TestShop } from '../../test/harness.ts';
import { totpCode } from './totp.ts';
import { CHALLENGE_EXPIRED, WRONG_CODE } from './two-factor.ts';

// Two-factor sign-in (decision 070), with the shop's clock standing still between steps so each test says
// which 30-second step a code belongs to.
const clock = testClock(new Date('2026-11-29T12:00:05Z'));
let shop: TestShop;
let owner: string;
let client = 0;
const PASSWORD = 'mossy-stones-and-ferns-7';
/** Each request from its own address, so only the per-account counters add up. */
const from = () => ({ 'x-forwarded-for': `198.18.${Math.floor((client += 1) / 250) % 250}.${client % 250}` });

beforeAll(async () => {
  shop = await createTestShop({ clock });
  owner = await adminToken(shop);
});
afterAll(() => shop.close());

const STEP = 30_000;
const codeAt = (secret: string, offsetMs = 0) => totpCode(secret, new Date(clock.now().getTime() + offsetMs));

async function staff() {
  return createUser(shop, { role: 'admin', password: PASSWORD });
}

/** Sets up two-factor sign-in for the account: answers its secret and recovery codes. */
async function setUp(token: string) {
  const started = await shop.request({ method: 'POST', url: '/api/auth/two-factor', token });
  expect(started.statusCode, started.body).toBe(200);
  const { secret, uri } = started.json() as { secret: string; uri: string };
  const confirmed = await shop.request({ method: 'PUT', url: '/api/auth/two-factor', token, headers: from(), payload: { code: totpCode(secret, clock.now()) } });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { secret, uri, recoveryCodes: confirmed.json().recoveryCodes as string[] };
}

const logIn = (email: string) => shop.request({ method: 'POST', url: '/api/auth/login', headers: from(), payload: { email, password: PASSWORD } });
const secondStep = (challenge: string, code: string) =>
  shop.request({ method: 'POST', url: '/api/auth/login/two-factor', headers: from(), payload: { challenge, code } });

async function challengeFor(email: string): Promise<string> {
  const response = await logIn(email);
  expect(response.statusCode, response.body).toBe(200);
  expect(Object.keys(response.json())).toEqual(['challenge']);
  return response.json().challenge as string;
}

const me = async (token: string) => (await shop.request({ method: 'GET', url: '/api/auth', token })).json();

describe('setting up two-factor sign-in', () => {
  test('answers a secret and an otpauth address, is on only once a code confirms it, and gives ten recovery codes once, stored hashed', async () => {
    const user = await staff();
    const started = await shop.request({ method: 'POST', url: '/api/auth/two-factor', token: user.token });
    const { secret, uri } = started.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toBe(`otpauth://totp/Houseplant%20Shop:${encodeURIComponent(user.email)}?secret=${secret}&issuer=Houseplant+Shop&algorithm=SHA1&digits=6&period=30`);
    // Not on yet: log-in still answers a token.
    expect(Object.keys((await logIn(user.email)).json())).toEqual(['token']);

    const wrong = await shop.request({ method: 'PUT', url: '/api/auth/two-factor', token: user.token, headers: from(), payload: { code: codeAt(secret, 2 * STEP) } });
    expect([wrong.statusCode, wrong.json().error]).toEqual([400, WRONG_CODE]);
    const confirmed = await shop.request({ method: 'PUT', url: '/api/auth/two-factor', token: user.token, headers: from(), payload: { code: codeAt(secret) } });
    expect(confirmed.statusCode).toBe(200);
    const codes = confirmed.json().recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}$/);

    const status = await shop.request({ method: 'GET', url: '/api/auth/two-factor', token: user.token });
    expect(status.json()).toEqual({ on: true, recoveryCodesLeft: 10 });
    expect(await me(user.token)).toMatchObject({ twoFactorOn: true, mustSetUpTwoFactor: false });
    // The secret is never answered again, and the codes are kept only as hashes.
    const again = await shop.request({ method: 'POST', url: '/api/auth/two-factor', token: user.token });
    expect(again.statusCode).toBe(409);
    expect(again.body).not.toContain(secret);
    const stored = JSON.stringify(await shop.db.select().from(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, user.id)));
    for (const code of codes) expect(stored).not.toContain(code.replaceAll('-', ''));
  });
});

describe('signing in with two-factor sign-in on', () => {
  test('the password answers a challenge and no session; a current code then answers the token', async () => {
    const user = await staff();
    const { secret } = await setUp(user.token);
    clock.advance(STEP);
    const before = await shop.db.select().from(sessions).where(eq(sessions.userId, user.id));
    const challenge = await challengeFor(user.email);
    expect(await shop.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual(before);
    // The challenge is no session token.
    expect((await shop.request({ method: 'GET', url: '/api/auth', token: challenge })).statusCode).toBe(401);

    const passed = await secondStep(challenge, codeAt(secret));
    expect(passed.statusCode, passed.body).toBe(200);
    expect(await me(passed.json().token)).toMatchObject({ id: user.id, twoFactorOn: true });
    // The challenge is spent with it.
    expect((await secondStep(challenge, codeAt(secret, STEP))).json().error).toBe(CHALLENGE_EXPIRED);
  });

  test('a code works once: the same code is refused the second time, the next step’s code works', async () => {
    const user = await staff();
    const { secret } = await setUp(user.token);
    clock.advance(STEP);
    const code = codeAt(secret);
    expect((await secondStep(await challengeFor(user.email), code)).statusCode).toBe(200);
    const reused = await secondStep(await challengeFor(user.email), code);
    expect([reused.statusCode, reused.json().error]).toEqual([401, WRONG_CODE]);
    // The code of the step before the one used is older still: refused too.
    expect((await secondStep(await challengeFor(user.email), codeAt(secret, -STEP))).statusCode).toBe(401);
    clock.advance(STEP);
    expect((await secondStep(await challengeFor(user.email), codeAt(secret))).statusCode).toBe(200);
  });

  test('a code one step off is accepted (a phone’s clock a little off), two steps off is not', async () => {
    const user = await staff();
    const { secret } = await setUp(user.token);
    clock.advance(10 * STEP);
    const challenge = await challengeFor(user.email);
    expect((await secondStep(challenge, codeAt(secret, -2 * STEP))).statusCode).toBe(401);
    expect((await secondStep(challenge, codeAt(secret, 2 * STEP))).statusCode).toBe(401);
    expect((await secondStep(challenge, codeAt(secret, -STEP))).statusCode).toBe(200);
    expect((await secondStep(await challengeFor(user.email), codeAt(secret, STEP))).statusCode).toBe(200);
  });

  test('a recovery code signs in once, typed in any case and without dashes; the count goes down', async () => {
    const user = await staff();
    const { recoveryCodes } = await setUp(user.token);
    const code = recoveryCodes[3]!;
    const used = await secondStep(await challengeFor(user.email), code.replaceAll('-', '').toUpperCase());
    expect(used.statusCode, used.body).toBe(200);
    const again = await secondStep(await challengeFor(user.email), code);
    expect([again.statusCode, again.json().error]).toEqual([401, WRONG_CODE]);
    expect((await shop.request({ method: 'GET', url: '/api/auth/two-factor', token: user.token })).json()).toEqual({ on: true, recoveryCodesLeft: 9 });
    expect((await secondStep(await challengeFor(user.email), recoveryCodes[4]!)).statusCode).toBe(200);
  });

  test('codes are rate limited per account: after ten wrong ones even the right code answers 429', async () => {
    const user = await staff();
    const { secret } = await setUp(user.token);
    clock.advance(STEP);
    const challenge = await challengeFor(user.email);
    const wrong = codeAt(secret, 5 * STEP);
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await secondStep(challenge, wrong)).statusCode).toBe(401);
    const limited = await secondStep(challenge, codeAt(secret));
    expect([limited.statusCode, limited.json().error]).toEqual([429, 'Too many codes tried: please wait 15 minutes and try again']);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  test('a challenge lasts five minutes; a wrong password answers no challenge', async () => {
    const user = await staff();
    const { secret } = await setUp(user.token);
    const challenge = await challengeFor(user.email);
    clock.advance(5 * 60_000 + 1000);
    const late = await secondStep(challenge, codeAt(secret));
    expect([late.statusCode, late.json().error]).toEqual([401, CHALLENGE_EXPIRED]);
    const wrongPassword = await shop.request({ method: 'POST', url: '/api/auth/login', headers: from(), payload: { email: user.email, password: 'not-the-password' } });
    expect(wrongPassword.statusCode).toBe(401);
  });

  test('a malformed code is a 400 that says what to enter', async () => {
    const response = await secondStep('x', '12ab');
    expect([response.statusCode, response.json().error]).toEqual([400, expect.stringContaining('6-digit code')]);
  });
});

describe('turning two-factor sign-in off', () => {
  test('needs the password or a current code; then the password alone signs in', async () => {
    const user = await staff();
    const { secret } = await setUp(user.token);
    clock.advance(STEP);
    const off = (payload: object) => shop.request({ method: 'DELETE', url: '/api/auth/two-factor', token: user.token, headers: from(), payload });
    expect((await off({})).statusCode).toBe(400);
    expect((await off({ password: 'not-the-password' })).statusCode).toBe(403);
    expect((await off({ code: codeAt(secret, 3 * STEP) })).statusCode).toBe(403);
    expect((await off({ code: codeAt(secret) })).statusCode).toBe(204);
    expect(await shop.db.select().from(twoFactor).where(eq(twoFactor.userId, user.id))).toEqual([]);
    expect(Object.keys((await logIn(user.email)).json())).toEqual(['token']);

    const { secret: second } = await setUp(user.token);
    expect(second).not.toBe(secret);
    expect((await off({ password: PASSWORD })).statusCode).toBe(204);
  });
});

describe('the owner requires two-factor sign-in for staff', () => {
  test('an admin without it can only set it up; with it, the back office answers again; a shopper is not affected', async () => {
    const setting = (token: string, required: boolean) =>
      shop.request({ method: 'PUT', url: '/api/admin/settings/staff-two-factor', token, payload: { required } });
    // The owner must have it first, or they would lock themself out.
    const refused = await setting(owner, true);
    expect([refused.statusCode, refused.json().error]).toEqual([409, expect.stringContaining('your own account first')]);
    await setUp(owner);
    expect((await setting(owner, true)).json()).toEqual({ required: true });

    const newcomer = await staff();
    const shopper = await createUser(shop);
    expect(await me(newcomer.token)).toMatchObject({ role: 'admin', twoFactorOn: false, mustSetUpTwoFactor: true });
    const blocked = await shop.request({ method: 'GET', url: '/api/users', token: newcomer.token });
    expect([blocked.statusCode, blocked.json().error]).toEqual([403, SET_UP_TWO_FACTOR]);
    // Nor another account's page, nor the setting itself.
    expect((await shop.request({ method: 'GET', url: `/api/users/${shopper.id}`, token: newcomer.token })).statusCode).toBe(403);
    expect((await shop.request({ method: 'GET', url: '/api/admin/settings/staff-two-factor', token: newcomer.token })).statusCode).toBe(403);
    expect(await me(shopper.token)).toMatchObject({ mustSetUpTwoFactor: false });
    expect((await shop.request({ method: 'GET', url: `/api/users/${shopper.id}`, token: shopper.token })).statusCode).toBe(200);

    await setUp(newcomer.token);
    expect(await me(newcomer.token)).toMatchObject({ twoFactorOn: true, mustSetUpTwoFactor: false });
    expect((await shop.request({ method: 'GET', url: '/api/users', token: newcomer.token })).statusCode).toBe(200);

    expect((await setting(owner, false)).json()).toEqual({ required: false });
    const other = await staff();
    expect((await shop.request({ method: 'GET', url: '/api/users', token: other.token })).statusCode).toBe(200);
  });
});
