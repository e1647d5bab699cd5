import type { Dashboard } from '@shop/shared/admin';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { sentEmails } from '../../db/schema/email.ts';
import { orders } from '../../db/schema/orders.ts';
import { shipments } from '../../db/schema/fulfilment.ts';
import { runMinuteSweep } from '../../jobs/minute-sweep.ts';
import { ADMIN, adminToken, createTestShop, type TestShop, testClock } from '../../test/harness.ts';
import { makeProduct } from '../catalog/catalog.test-support.ts';
import { payOnTestPage } from '../checkout/checkout.test-support.ts';
import { tempDataDir } from '../email/email.test-support.ts';
import { orderBody, placeOrder } from '../orders/orders.test-support.ts';
import { setShopTimeZone, shipEverythingFree } from '../shipping/shipping.test-support.ts';
import { MORNING_SUMMARY } from './send-morning-summary.ts';

/** 10 am on Tuesday, December 1, 2026 in New York. */
const TUESDAY_MORNING = new Date('2026-12-01T15:00:00Z');

const data = tempDataDir();
const clock = testClock(TUESDAY_MORNING);
let shop: TestShop;
let admin: string;
let shopName: string;
const ids: Record<'a' | 'b' | 'monday' | 'held', number> = { a: 0, b: 0, monday: 0, held: 0 };

async function paidAt(at: string, price: number, qty: number): Promise<number> {
  clock.set(new Date(at));
  const plant = await makeProduct(shop, admin, { price, qty: 50 });
  const order = await placeOrder(shop, orderBody([{ productId: plant.id, qty }]));
  await payOnTestPage(shop, order);
  return order.id;
}

beforeAll(async () => {
  shop = await createTestShop({ clock, config: { dataDir: data.dir } });
  admin = await adminToken(shop);
  await shipEverythingFree(shop, admin);
  await setShopTimeZone(shop, admin, 'America/New_York');
  shopName = ((await shop.request({ method: 'GET', url: '/api/admin/settings', token: admin })).json() as { name: string }).name;
  ids.monday = await paidAt('2026-11-30T20:00:00Z', 10, 1); // Monday afternoon: not yesterday's
  ids.a = await paidAt('2026-12-01T15:00:00Z', 24, 1); // Tuesday 10 am
  ids.b = await paidAt('2026-12-02T03:30:00Z', 12.5, 2); // Tuesday 10:30 pm Eastern, Wednesday in UTC
  ids.held = await paidAt('2026-12-01T16:00:00Z', 30, 1);
  // What the weather planned: A leaves Wednesday, B on Thursday, one waits for safe weather; decided by the
  // owner, so the sweep's weather check leaves them as they are.
  const [owner] = await shop.db.select({ id: users.id }).from(users).where(eq(users.email, ADMIN.email));
  await shop.db.update(shipments).set({ shipOn: '2026-12-02', weatherDecision: 'ships', weatherDecidedBy: owner!.id }).where(eq(shipments.orderId, ids.a));
  await shop.db.update(shipments).set({ shipOn: '2026-12-03', weatherDecision: 'ships', weatherDecidedBy: owner!.id }).where(eq(shipments.orderId, ids.b));
  await shop.db.update(orders).set({ status: 'shipped' }).where(eq(orders.id, ids.monday));
  await shop.db.update(shipments).set({ shipOn: '2026-11-30', status: 'shipped', shippedAt: new Date('2026-11-30T21:00:00Z') }).where(eq(shipments.orderId, ids.monday));
  await shop.db.update(shipments).set({ shipOn: '2026-12-02', weatherDecision: 'held', heldSince: new Date('2026-12-01T16:00:00Z'), weatherReason: 'too cold (low 12 °F, high 25 °F)', weatherDecidedBy: owner!.id }).where(eq(shipments.orderId, ids.held));
});
afterAll(async () => {
  await shop.close();
  data.remove();
});

async function setSummary(summary: boolean, summaryHour = 7, extraAddresses: string[] = []) {
  const payload = { paidOrders: true, claims: true, refundsDue: true, extraAddresses, summary, summaryHour };
  const response = await shop.request({ method: 'PUT', url: '/api/admin/settings/notifications', token: admin, payload });
  expect(response.statusCode, response.body).toBe(200);
}

const summaries = () => shop.db.select().from(sentEmails).where(eq(sentEmails.kind, MORNING_SUMMARY)).orderBy(sentEmails.id);

describe("the owner's morning summary (decision 051)", () => {
  test('off by default: nothing at the hour', async () => {
    const report = await runMinuteSweep({ db: shop.db, config: shop.config, log: shop.app.log, ...shop.services }, new Date('2026-12-02T12:05:00Z'));
    expect(report.morningSummaries).toBe(0);
    expect(await summaries()).toHaveLength(0);
  });

  test("on, it comes at the shop's hour in New York, once, however many instances sweep", async () => {
    await setSummary(true, 7);
    // A second instance of the shop; on PostgreSQL with its own pool, as a second process would have.
    const database = shop.database.kind === 'postgres' ? await openDatabase({ databaseUrl: (shop.database as { url?: string }).url!, poolSize: 4 }) : shop.database;
    const other = await buildApp({ config: shop.config, database, logger: false, services: shop.services, clock });
    await other.ready();
    const sweepBoth = async (at: string) => {
      const reports = await Promise.all([shop.db, database.db].map((db) => runMinuteSweep({ db, config: shop.config, log: shop.app.log, ...shop.services }, new Date(at))));
      return reports.reduce((sum, report) => sum + report.morningSummaries, 0);
    };
    try {
      // 7:30 UTC is 2:30 am in New York: not yet.
      expect(await sweepBoth('2026-12-02T07:30:00Z')).toBe(0);
      // 6:59 am Eastern: not yet.
      expect(await sweepBoth('2026-12-02T11:59:00Z')).toBe(0);
      // 7:01 am Eastern: one, written by whichever instance got there first.
      expect(await sweepBoth('2026-12-02T12:01:00Z')).toBe(1);
      expect(await sweepBoth('2026-12-02T12:02:00Z')).toBe(0);
      expect(await sweepBoth('2026-12-02T20:00:00Z')).toBe(0);
    } finally {
      await other.close();
      if (database !== shop.database) await database.close();
    }
    const [summary] = await summaries();
    expect(summary!.toAddress).toBe(ADMIN.email);
    expect(summary!.sentAt).not.toBeNull();
    // Yesterday is Tuesday in New York: A and B (paid at 10:30 pm Eastern), not Monday's order; the held one too.
    expect(summary!.subject).toBe(`${shopName} this morning: 3 orders, $79.00 yesterday`);
    const text = summary!.textBody!;
    expect(text).toContain('Yesterday, December 1, 2026: 3 orders, $79.00 in sales.');
    expect(text).toContain(`Ships today (1):\n#${ids.a} Ada Gardener\n`);
    expect(text).toContain(`Held (1):\n#${ids.held} Ada Gardener: too cold (low 12 °F, high 25 °F)\n`);
    expect(text).toContain('Open claims:\nNo claim waits for you.');
    const board = (await shop.request({ method: 'GET', url: '/api/admin/dashboard', token: admin })).json() as Dashboard;
    expect(text).toContain(`Low stock (${board.lowStock.count}):`);
    expect(text).toContain('Open the dashboard: http://shop.test/account/admin');
  });

  test('the next day brings the next one; an address added later that day gets it too, once; turned off, none', async () => {
    const sweep = async (at: string) => (await runMinuteSweep({ db: shop.db, config: shop.config, log: shop.app.log, ...shop.services }, new Date(at))).morningSummaries;
    expect(await sweep('2026-12-03T12:10:00Z')).toBe(1);
    expect((await summaries()).at(-1)!.textBody).toContain('Yesterday, December 2, 2026: 0 orders, $0.00 in sales.');
    await setSummary(true, 7, ['ops@rootbound.example']);
    expect(await sweep('2026-12-03T15:00:00Z')).toBe(1);
    expect(await sweep('2026-12-03T15:01:00Z')).toBe(0);
    expect((await summaries()).map((email) => email.toAddress)).toEqual([ADMIN.email, ADMIN.email, 'ops@rootbound.example']);
    await setSummary(false);
    expect(await sweep('2026-12-04T12:10:00Z')).toBe(0);
    expect(await summaries()).toHaveLength(3);
  });
});
