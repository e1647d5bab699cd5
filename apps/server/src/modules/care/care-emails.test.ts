import type { CareProfile } from '@shop/shared/care';
import type { CareReminder } from '@shop/shared/care-reminders';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { buildApp } from '../../app.ts';
import { carePlans, careRecipients } from '../../db/schema/care.ts';
import { sentEmails } from '../../db/schema/email.ts';
import { runMinuteSweep } from '../../jobs/minute-sweep.ts';
import { adminToken, createTestShop, createUser, testClock, type TestShop } from '../../test/harness.ts';
import { tempDataDir } from '../email/email.test-support.ts';
import { shippedCareOrder } from './care.test-support.ts';
import { DAY_MS, startOfUtcDay } from './care-schedule.ts';

const HOUR = 60 * 60 * 1000;
const clock = testClock(new Date());
const data = tempDataDir();
let shop: TestShop;
/** A second instance on the same database, sweeping at the same moments. */
let other: FastifyInstance;
let admin: string;

const careText = Array.from({ length: 90 }, (_, i) => `word${i}`).join(' ');
const profile = (waterEveryDays: number): CareProfile => ({
  petSafety: 'safe',
  difficulty: 'easy',
  light: 'Low/Artificial',
  waterEveryDays,
  humidity: 'medium',
  tempMinF: 60,
  tempMaxF: 80,
  sizeWhenGrown: '1 ft tall',
  careText,
});

let made = 0;
async function plant(waterEveryDays: number | null): Promise<{ id: number; name: string }> {
  made += 1;
  const name = `Care Test Plant ${made} (${waterEveryDays ?? 'no'} days)`;
  const response = await shop.request({
    method: 'POST',
    url: '/api/products',
    token: admin,
    payload: { name, qty: 50, price: 10, description: 'For the care email tests.', ...(waterEveryDays && { care: profile(waterEveryDays) }) },
  });
  expect(response.statusCode, response.body).toBe(201);
  return { id: response.json<{ id: number }>().id, name };
}

/** Both instances sweep at `at`, at the same moment, as their timers would. */
async function sweepBoth(at: Date): Promise<void> {
  clock.set(at);
  await Promise.all([
    runMinuteSweep({ db: shop.db, config: shop.config, log: shop.app.log, ...shop.services }, at),
    runMinuteSweep({ db: shop.db, config: shop.config, log: other.log, ...shop.services }, at),
  ]);
}

/** Sweeps every four hours from `from` (exclusive) to `to`, on 02:00, 06:00 ... 22:00 UTC, 14:00 among them. */
async function sweepUntil(from: Date, to: Date): Promise<void> {
  for (let at = startOfUtcDay(from).getTime() + 2 * HOUR + 60_000; at <= to.getTime(); at += 4 * HOUR) {
    if (at > from.getTime()) await sweepBoth(new Date(at));
  }
}

async function careEmailsTo(address: string) {
  return shop.db.select().from(sentEmails).where(and(eq(sentEmails.toAddress, address), eq(sentEmails.kind, 'care-tips'))).orderBy(asc(sentEmails.id));
}

async function tokenOf(address: string): Promise<string> {
  const [row] = await shop.db.select().from(careRecipients).where(eq(careRecipients.email, address));
  return row!.unsubscribeToken;
}

const oneClick = (token: string) =>
  shop.request({
    method: 'POST',
    url: `/care/unsubscribe/${token}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });

beforeAll(async () => {
  shop = await createTestShop({ clock, config: { dataDir: data.dir } });
  other = await buildApp({ config: shop.config, database: shop.database, logger: false, clock });
  await other.ready();
});
// Each test starts at the real time (sessions and stock holds are made by it) and moves the clock on.
beforeEach(async () => {
  clock.set(new Date());
  admin = await adminToken(shop);
});
afterAll(async () => {
  await other.close();
  await shop.close();
  data.remove();
});

describe('care emails, with the clock moved over eight weeks and two instances sweeping', () => {
  test('a welcome on the third day after shipping, then watering reminders on each interval, combined, one a day at most, for eight weeks', async () => {
    const weekly = await plant(7);
    const fortnightly = await plant(14);
    const plain = await plant(null);
    const shippedAt = clock.now();
    const order = await shippedCareOrder(shop, admin, {
      clock,
      email: 'weekly@example.com',
      lines: [
        { productId: weekly.id, qty: 2 },
        { productId: fortnightly.id, qty: 1 },
        { productId: plain.id, qty: 1 },
      ],
    });
    const welcome = new Date(startOfUtcDay(shippedAt).getTime() + 3 * DAY_MS + 14 * HOUR);

    // Planned on the next sweep; nothing is sent before the welcome's time.
    await sweepBoth(new Date(shippedAt.getTime() + 60_000));
    const [plan] = await shop.db.select().from(carePlans).where(eq(carePlans.orderId, order.id));
    expect(plan).toMatchObject({ welcomeAt: welcome, welcomedAt: null, stoppedAt: null });
    await sweepUntil(shippedAt, new Date(welcome.getTime() - 1));
    expect(await careEmailsTo('weekly@example.com')).toHaveLength(0);

    await sweepUntil(new Date(welcome.getTime() - 1), new Date(welcome.getTime() + 70 * DAY_MS));
    const emails = await careEmailsTo('weekly@example.com');
    const days = emails.map((email) => Math.round((email.sendAfter.getTime() - welcome.getTime()) / DAY_MS));
    expect(days).toEqual([0, 7, 14, 21, 28, 35, 42, 49, 56]);
    // Written at the welcome's hour, each sent once.
    for (const email of emails) {
      expect(email.sendAfter.getUTCHours()).toBe(14);
      expect(email).toMatchObject({ kind: 'care-tips', orderId: null, attempts: 1, sentAt: expect.any(Date), canceledAt: null });
      expect(email.headers).toEqual({ 'List-Unsubscribe': `<http://shop.test/care/unsubscribe/${await tokenOf('weekly@example.com')}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
      expect(email.textBody).toContain(`Stop them with one click: http://shop.test/care/unsubscribe/`);
    }
    const [first, ...reminders] = emails;
    expect(first!.subject).toBe(`How to care for your new plants: ${weekly.name} and ${fortnightly.name}`);
    expect(first!.textBody).toContain(careText);
    expect(first!.textBody).not.toContain(plain.name);
    for (const [index, email] of reminders.entries()) {
      const both = (index + 1) % 2 === 0;
      expect(email.subject).toBe(both ? `Watering day: ${weekly.name} and ${fortnightly.name}` : `Watering day: ${weekly.name}`);
    }
    // One email a day at most, though both instances swept at every moment.
    expect(new Set(emails.map((email) => email.sendAfter.toISOString().slice(0, 10))).size).toBe(emails.length);
  }, 240_000);

  test('a one-click POST without a session stops the reminders, withdraws an unsent one, and GET alone stops nothing', async () => {
    const start = clock.now();
    const thirsty = await plant(3);
    await shippedCareOrder(shop, admin, { clock, email: 'Stopper@Example.com', lines: [{ productId: thirsty.id, qty: 1 }] });
    const welcome = new Date(startOfUtcDay(start).getTime() + 3 * DAY_MS + 14 * HOUR);
    await sweepUntil(start, new Date(welcome.getTime() + 3 * DAY_MS + HOUR));
    const sent = await careEmailsTo('stopper@example.com');
    expect(sent.map((email) => email.subject)).toEqual([`How to care for your new plant: ${thirsty.name}`, `Watering day: ${thirsty.name}`]);

    // The second reminder is written, but its send failed: it waits for a retry.
    await sweepUntil(clock.now(), new Date(welcome.getTime() + 6 * DAY_MS + HOUR));
    const failed = (await careEmailsTo('stopper@example.com')).at(-1)!;
    await shop.db.update(sentEmails).set({ sentAt: null }).where(eq(sentEmails.id, failed.id));

    const token = await tokenOf('stopper@example.com');
    const page = await shop.request({ method: 'GET', url: `/care/unsubscribe/${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('Stop care emails?');
    expect(page.body).toContain('s•••@example.com');
    expect(await shop.db.select().from(carePlans).where(eq(carePlans.recipientId, (await shop.db.select().from(careRecipients).where(eq(careRecipients.unsubscribeToken, token)))[0]!.id))).toEqual([
      expect.objectContaining({ stoppedAt: null }),
    ]);

    const stopped = await oneClick(token);
    expect(stopped.statusCode).toBe(200);
    expect(stopped.body).toContain("You're unsubscribed");
    const [withdrawn] = await shop.db.select().from(sentEmails).where(eq(sentEmails.id, failed.id));
    expect(withdrawn).toMatchObject({ sentAt: null, canceledAt: expect.any(Date) });

    // Weeks of sweeps later: nothing more was written, and the withdrawn email never went.
    const before = await careEmailsTo('stopper@example.com');
    await sweepUntil(clock.now(), new Date(clock.now().getTime() + 10 * DAY_MS));
    expect(await careEmailsTo('stopper@example.com')).toEqual(before);
    // Twice is harmless; a link that names nobody is a 404 page.
    expect((await oneClick(token)).statusCode).toBe(200);
    expect((await oneClick('not-a-token-of-anyone-at-all')).statusCode).toBe(404);
    expect((await shop.request({ method: 'GET', url: '/care/unsubscribe/x' })).statusCode).toBe(404);
  }, 120_000);

  test('an order that did not ask for care tips gets no plan and no care email', async () => {
    const start = clock.now();
    const fern = await plant(5);
    const order = await shippedCareOrder(shop, admin, { clock, email: 'quiet@example.com', careTips: false, lines: [{ productId: fern.id, qty: 1 }] });
    await sweepUntil(start, new Date(start.getTime() + 12 * DAY_MS));
    expect(await shop.db.select().from(carePlans).where(eq(carePlans.orderId, order.id))).toEqual([]);
    expect(await careEmailsTo('quiet@example.com')).toEqual([]);
  }, 120_000);

  test("a second order's welcome goes out with the first order's reminder of that day, as one email", async () => {
    const start = new Date(startOfUtcDay(clock.now()).getTime() + DAY_MS + 9 * HOUR);
    clock.set(start);
    const weekly = await plant(7);
    const other = await plant(30);
    await shippedCareOrder(shop, admin, { clock, email: 'twice@example.com', lines: [{ productId: weekly.id, qty: 1 }] });
    const welcome = new Date(startOfUtcDay(start).getTime() + 3 * DAY_MS + 14 * HOUR);
    // Shipped a week later: its welcome falls on the first order's first watering day.
    await sweepUntil(start, new Date(start.getTime() + 7 * DAY_MS));
    clock.set(new Date(start.getTime() + 7 * DAY_MS));
    await shippedCareOrder(shop, admin, { clock, email: 'TWICE@example.com', lines: [{ productId: other.id, qty: 1 }] });
    await sweepUntil(clock.now(), new Date(welcome.getTime() + 8 * DAY_MS));
    const emails = await careEmailsTo('twice@example.com');
    expect(emails.map((email) => [Math.round((email.sendAfter.getTime() - welcome.getTime()) / DAY_MS), email.subject])).toEqual([
      [0, `How to care for your new plant: ${weekly.name}`],
      [7, `How to care for your new plant: ${other.name}`],
    ]);
    expect(emails[1]!.textBody).toContain(`Also time to water today:\n- ${weekly.name} (every 7 days)`);
  }, 120_000);
});

describe('care emails in the account hub', () => {
  test('a signed-in customer sees their care emails and stops one order of them', async () => {
    const start = clock.now();
    const shopper = await createUser(shop, { firstName: 'Hazel' });
    const fern = await plant(4);
    const order = await shippedCareOrder(shop, admin, { clock, email: shopper.email, shopper, lines: [{ productId: fern.id, qty: 1 }] });
    await sweepBoth(new Date(start.getTime() + 60_000));
    const list = async () => shop.request({ method: 'GET', url: `/api/users/${shopper.id}/care-reminders`, token: shopper.token });
    const welcome = new Date(startOfUtcDay(start).getTime() + 3 * DAY_MS + 14 * HOUR);
    const [scheduled] = (await list()).json<CareReminder[]>();
    expect(scheduled).toEqual({
      id: expect.any(Number),
      orderId: order.id,
      plants: [fern.name],
      status: 'scheduled',
      nextEmailAt: welcome.toISOString(),
      endsAt: new Date(welcome.getTime() + 56 * DAY_MS).toISOString(),
    });

    await sweepUntil(clock.now(), new Date(welcome.getTime() + HOUR));
    expect((await list()).json<CareReminder[]>()[0]).toMatchObject({ status: 'active', nextEmailAt: new Date(welcome.getTime() + 4 * DAY_MS).toISOString() });

    const stop = await shop.request({ method: 'DELETE', url: `/api/users/${shopper.id}/care-reminders/${scheduled!.id}`, token: shopper.token });
    expect(stop.statusCode).toBe(200);
    expect(stop.json<CareReminder[]>()[0]).toMatchObject({ status: 'stopped', nextEmailAt: null });
    const before = await careEmailsTo(shopper.email);
    await sweepUntil(clock.now(), new Date(clock.now().getTime() + 9 * DAY_MS));
    expect(await careEmailsTo(shopper.email)).toEqual(before);

    // Someone else's plan is not found, whatever its id.
    const stranger = await createUser(shop);
    const refused = await shop.request({ method: 'DELETE', url: `/api/users/${stranger.id}/care-reminders/${scheduled!.id}`, token: stranger.token });
    expect(refused.statusCode).toBe(404);
    expect((await shop.request({ method: 'GET', url: `/api/users/${stranger.id}/care-reminders`, token: stranger.token })).json()).toEqual([]);
  }, 120_000);
});
