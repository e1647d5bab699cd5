import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sentEmails } from '../../db/schema/email.ts';
import { runMinuteSweep } from '../../jobs/minute-sweep.ts';
import { adminToken, createTestShop, testClock, type TestShop } from '../../test/harness.ts';
import { makeProduct } from '../catalog/catalog.test-support.ts';
import { tempDataDir } from '../email/email.test-support.ts';
import { REVIEW_REQUEST_EMAIL } from './request-reviews.ts';
import { shippedOrder } from './reviews.test-support.ts';

const DAY = 24 * 60 * 60 * 1000;
const MINUTE = 60 * 1000;
const clock = testClock(new Date('2026-12-01T10:00:00Z'));
const data = tempDataDir();
let shop: TestShop;
let admin: string;
let plantId: number;

beforeAll(async () => {
  shop = await createTestShop({ clock, config: { dataDir: data.dir } });
  admin = await adminToken(shop);
  plantId = (await makeProduct(shop, admin, { price: 15, qty: 100 })).id;
});
afterAll(async () => {
  await shop.close();
  data.remove();
});

async function sweep(at: Date): Promise<number> {
  clock.set(at);
  const report = await runMinuteSweep({ db: shop.db, config: shop.config, log: shop.app.log, ...shop.services }, at);
  return report.reviewRequestsWritten;
}

async function requestsTo(email: string) {
  return shop.db.select().from(sentEmails).where(and(eq(sentEmails.kind, REVIEW_REQUEST_EMAIL), eq(sentEmails.toAddress, email)));
}

async function shipAt(at: Date, email: string): Promise<number> {
  clock.set(at);
  return (await shippedOrder(shop, admin, { lines: [{ productId: plantId, qty: 1 }], email, clock })).id;
}

describe('the review request email', () => {
  test('goes out on the set day after shipping (14 by default), once, with a signed review link and one-click unsubscribe', async () => {
    const shippedAt = new Date('2026-12-01T10:00:00Z');
    const orderId = await shipAt(shippedAt, 'due@example.com');
    expect(await sweep(new Date(shippedAt.getTime() + 13 * DAY))).toBe(0);
    await sweep(new Date(shippedAt.getTime() + 14 * DAY - MINUTE));
    expect(await requestsTo('due@example.com')).toHaveLength(0);

    await sweep(new Date(shippedAt.getTime() + 14 * DAY + MINUTE));
    const [email, ...more] = await requestsTo('due@example.com');
    expect(more).toHaveLength(0);
    expect(email!.sentAt).not.toBeNull();
    expect(email!.orderId).toBe(orderId);
    expect(email!.textBody).toContain(`http://shop.test/reviews/write/${orderId}#key=`);
    expect(email!.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    expect(email!.headers!['List-Unsubscribe']).toMatch(/^<http:\/\/shop\.test\/reviews\/unsubscribe\/[A-Za-z0-9_-]+>$/);

    // Later sweeps, on this instance or another at the same moment, write nothing more.
    await Promise.all([sweep(new Date(shippedAt.getTime() + 15 * DAY)), sweep(new Date(shippedAt.getTime() + 15 * DAY))]);
    await sweep(new Date(shippedAt.getTime() + 20 * DAY));
    expect(await requestsTo('due@example.com')).toHaveLength(1);
  });

  test("follows the owner's number of days", async () => {
    const set = await shop.request({ method: 'PUT', url: '/api/admin/review-settings', token: admin, payload: { requestAfterDays: 3, moderation: false } });
    expect(set.statusCode, set.body).toBe(200);
    try {
      const shippedAt = new Date('2027-01-10T10:00:00Z');
      await shipAt(shippedAt, 'three@example.com');
      await sweep(new Date(shippedAt.getTime() + 3 * DAY - MINUTE));
      expect(await requestsTo('three@example.com')).toHaveLength(0);
      await sweep(new Date(shippedAt.getTime() + 3 * DAY + MINUTE));
      expect(await requestsTo('three@example.com')).toHaveLength(1);
    } finally {
      await shop.request({ method: 'PUT', url: '/api/admin/review-settings', token: admin, payload: { requestAfterDays: 14, moderation: false } });
    }
  });

  test('never goes out after an unsubscribe, for that order or any later one', async () => {
    const first = new Date('2027-02-01T10:00:00Z');
    await shipAt(first, 'stop@example.com');
    await sweep(new Date(first.getTime() + 14 * DAY + MINUTE));
    const [email] = await requestsTo('stop@example.com');
    const unsubscribe = email!.headers!['List-Unsubscribe']!.slice(1, -1).replace('http://shop.test', '');

    // What a link checker does (GET) stops nothing; the one-click POST does.
    expect((await shop.request({ method: 'GET', url: unsubscribe })).statusCode).toBe(200);
    const posted = await shop.request({ method: 'POST', url: unsubscribe, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect(posted.statusCode).toBe(200);
    expect(posted.body).toContain("You're unsubscribed");

    const second = new Date('2027-02-05T10:00:00Z');
    await shipAt(second, 'stop@example.com');
    await sweep(new Date(second.getTime() + 14 * DAY + MINUTE));
    await sweep(new Date(second.getTime() + 16 * DAY));
    expect(await requestsTo('stop@example.com')).toHaveLength(1);
    expect((await shop.request({ method: 'POST', url: '/reviews/unsubscribe/not-a-real-token-at-all-xx' })).statusCode).toBe(404);
  });
});
