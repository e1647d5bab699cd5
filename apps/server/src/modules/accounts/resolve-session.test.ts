import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sessions } from '../../db/schema/accounts.ts';
import { createTestShop, createUser, testClock, type TestShop } from '../../test/harness.ts';
import { hashToken } from '../../tokens.ts';

const DAY = 24 * 60 * 60 * 1000;
const clock = testClock();
let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop({ seed: 'none', clock });
});
afterAll(() => shop.close());

const me = (token: string) => shop.request({ method: 'GET', url: '/api/auth', token });

/** A shopper who logged in "now" by the shop's clock. */
async function signedIn() {
  const shopper = await createUser(shop);
  await shop.db.update(sessions).set({ createdAt: clock.now(), expiresAt: new Date(clock.now().getTime() + 30 * DAY) }).where(eq(sessions.tokenHash, hashToken(shopper.token)));
  return shopper;
}

describe('session lifetime', () => {
  test('a token used every day still ends 90 days after its log-in', async () => {
    const shopper = await signedIn();
    for (let day = 1; day < 90; day += 1) {
      clock.advance(DAY);
      expect((await me(shopper.token)).statusCode, `day ${day}`).toBe(200);
    }
    clock.advance(DAY - 60_000);
    expect((await me(shopper.token)).statusCode, 'a minute before the 90th day ends').toBe(200);
    clock.advance(2 * 60_000);
    expect((await me(shopper.token)).statusCode, 'a minute after').toBe(401);
  });

  test('its sliding expiry never reaches past the 90 days, so the sweep prunes it then', async () => {
    const shopper = await signedIn();
    const loggedIn = clock.now().getTime();
    clock.advance(80 * DAY);
    await shop.db.update(sessions).set({ expiresAt: new Date(clock.now().getTime() + 3 * DAY) }).where(eq(sessions.tokenHash, hashToken(shopper.token)));
    clock.advance(2 * DAY);
    expect((await me(shopper.token)).statusCode).toBe(200);
    const [row] = await shop.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(shopper.token)));
    expect(row!.expiresAt.getTime()).toBe(loggedIn + 90 * DAY);
  });

  test('a token unused for 30 days ends, as before', async () => {
    const shopper = await signedIn();
    clock.advance(29 * DAY);
    expect((await me(shopper.token)).statusCode).toBe(200);
    clock.advance(30 * DAY + 60_000);
    expect((await me(shopper.token)).statusCode).toBe(401);
  });

  test('a log-in starts a new 90 days', async () => {
    const shopper = await createUser(shop, { password: 'fern-and-moss-42' });
    const login = await shop.request({ method: 'POST', url: '/api/auth/login', payload: { email: shopper.email, password: 'fern-and-moss-42' } });
    const { token } = login.json();
    const [row] = await shop.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    expect(row!.createdAt.getTime()).toBe(clock.now().getTime());
    clock.advance(89 * DAY);
    await shop.db.update(sessions).set({ expiresAt: new Date(clock.now().getTime() + DAY) }).where(eq(sessions.tokenHash, hashToken(token)));
    expect((await me(token)).statusCode).toBe(200);
    clock.advance(DAY + 1);
    expect((await me(token)).statusCode).toBe(401);
  });
});
