import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sessions } from '../db/schema/accounts.ts';
import { createTestShop, createUser, type TestShop } from '../test/harness.ts';
import { hashToken } from '../tokens.ts';
import { runMinuteSweep, startMinuteSweep } from './minute-sweep.ts';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop({ seed: 'none' });
});
afterAll(() => shop.close());

const deps = () => ({ db: shop.db, config: shop.config, log: shop.app.log, ...shop.services });

describe('the minute sweep', () => {
  test('deletes expired sessions and keeps live ones', async () => {
    const expired = await createUser(shop);
    const live = await createUser(shop);
    await shop.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.tokenHash, hashToken(expired.token)));

    const report = await runMinuteSweep(deps(), new Date());

    expect(report.sessionsPruned).toBeGreaterThanOrEqual(1);
    const left = await shop.db.select({ tokenHash: sessions.tokenHash }).from(sessions).where(inArray(sessions.tokenHash, [hashToken(expired.token), hashToken(live.token)]));
    expect(left.map((row) => row.tokenHash)).toEqual([hashToken(live.token)]);
    expect((await shop.request({ method: 'GET', url: '/api/auth', token: live.token })).statusCode).toBe(200);
    expect((await shop.request({ method: 'GET', url: '/api/auth', token: expired.token })).statusCode).toBe(401);
  });

  test('a failing task is logged and does not stop the others', async () => {
    const stale = await createUser(shop);
    await shop.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.tokenHash, hashToken(stale.token)));
    const errors: unknown[] = [];
    const log = { ...shop.app.log, error: (...args: unknown[]) => errors.push(args) } as unknown as TestShop['app']['log'];
    // The orders task's first query fails outright: the email and sessions tasks still run.
    const broken = { ...deps(), log, db: new Proxy(shop.db, { get: (target, key) => (key === 'selectDistinct' ? () => { throw new Error('boom'); } : Reflect.get(target, key)) }) };
    const report = await runMinuteSweep(broken, new Date());
    expect(report.ordersReleased).toBe(0);
    expect(report.sessionsPruned).toBeGreaterThanOrEqual(1);
    expect(errors).toHaveLength(1);
  });

  test('runs on its timer and stops when asked, waiting for a sweep under way', async () => {
    const stale = await createUser(shop);
    await shop.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.tokenHash, hashToken(stale.token)));
    const sweep = startMinuteSweep(deps(), { now: () => new Date() }, 20);
    await expect.poll(async () => (await shop.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(stale.token)))).length, { timeout: 5000 }).toBe(0);
    await sweep.stop();
  });
});
