import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { rateLimits } from '../../db/schema/rate-limits.ts';
import { TooManyRequests } from '../../errors.ts';
import { createTestShop, type TestShop } from '../../test/harness.ts';
import { enforceRateLimit } from './enforce-rate-limit.ts';
import { hitRateLimit } from './hit-rate-limit.ts';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop({ seed: 'none' });
});
afterAll(() => shop.close());

const windowMs = 60_000;

/** The count after one more hit on `key`. */
const hitsAfter = async (key: string) => (await hitRateLimit({ db: shop.db, key, windowMs })).hits;

describe('hitRateLimit', () => {
  test('counts hits on one key within the window', async () => {
    const counts = [];
    for (let hit = 0; hit < 3; hit += 1) counts.push(await hitsAfter('count'));
    expect(counts).toEqual([1, 2, 3]);
  });

  test('keeps keys apart', async () => {
    await hitRateLimit({ db: shop.db, key: 'apart-a', windowMs });
    expect(await hitsAfter('apart-b')).toBe(1);
  });

  test('starts again at 1 once the window is over', async () => {
    await hitRateLimit({ db: shop.db, key: 'expire', windowMs });
    await hitRateLimit({ db: shop.db, key: 'expire', windowMs });
    await shop.db.update(rateLimits).set({ resetAt: sql`now() - interval '1 millisecond'` }).where(eq(rateLimits.key, 'expire'));
    expect(await hitsAfter('expire')).toBe(1);
    const [row] = await shop.db.select().from(rateLimits).where(eq(rateLimits.key, 'expire'));
    expect(row!.resetAt.getTime()).toBeGreaterThan(Date.now() + windowMs - 10_000);
  });

  test('counts every one of many simultaneous hits', async () => {
    const counts = await Promise.all(Array.from({ length: 20 }, () => hitsAfter('together')));
    expect(counts.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
  });
});

describe('enforceRateLimit', () => {
  test('allows the limit and refuses the next with TooManyRequests', async () => {
    const attempt = () => enforceRateLimit({ db: shop.db, keys: ['enforce'], limit: 3, windowMs });
    for (let hit = 0; hit < 3; hit += 1) await attempt();
    await expect(attempt()).rejects.toBeInstanceOf(TooManyRequests);
  });

  test('refuses when any one of the keys is over the limit', async () => {
    const attempt = (keys: string[]) => enforceRateLimit({ db: shop.db, keys, limit: 2, windowMs });
    await attempt(['any-ip', 'any-email-1']);
    await attempt(['any-ip', 'any-email-2']);
    await expect(attempt(['any-ip', 'any-email-3'])).rejects.toMatchObject({ statusCode: 429 });
  });

  test('says when to try again: the end of the window that is full', async () => {
    const attempt = () => enforceRateLimit({ db: shop.db, keys: ['retry-after'], limit: 1, windowMs });
    await attempt();
    const refused = await attempt().catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(TooManyRequests);
    expect((refused as TooManyRequests).retryAfterSeconds).toBeGreaterThan(50);
    expect((refused as TooManyRequests).retryAfterSeconds).toBeLessThanOrEqual(60);
  });
});
