import type { Dashboard } from '@shop/shared/admin';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { buildApp } from '../../app.ts';
import { sentEmails } from '../../db/schema/email.ts';
import { stockAlerts } from '../../db/schema/stock-alerts.ts';
import { runMinuteSweep } from '../../jobs/minute-sweep.ts';
import { adminToken, createTestShop, createUser, testClock, type TestShop } from '../../test/harness.ts';
import { makeProduct } from '../catalog/catalog.test-support.ts';
import { tempDataDir } from '../email/email.test-support.ts';
import { orderBody, placeOrder } from '../orders/orders.test-support.ts';

const clock = testClock(new Date());
const data = tempDataDir();
let shop: TestShop;
/** A second instance on the same database, with its own restock watch and sweep. */
let other: FastifyInstance;
let admin: string;
let client = 0;

beforeAll(async () => {
  shop = await createTestShop({ clock, config: { dataDir: data.dir } });
  other = await buildApp({ config: shop.config, database: shop.database, logger: false, clock });
  await other.ready();
});
beforeEach(async () => {
  clock.set(new Date());
  admin = await adminToken(shop);
});
afterAll(async () => {
  await other.close();
  await shop.close();
  data.remove();
});

async function soldOut(): Promise<{ id: number; name: string; handle: string }> {
  const plant = await makeProduct(shop, admin, { price: 15, qty: 1 });
  await setStock(plant, 0);
  return plant;
}

async function setStock(plant: { id: number; name: string }, qty: number) {
  const response = await shop.request({ method: 'PUT', url: `/api/products/${plant.id}`, token: admin, payload: { name: plant.name, qty, price: 15, description: 'x' } });
  expect(response.statusCode, response.body).toBe(200);
}

/** "Email me when it's back", each asker from an address of their own unless told otherwise. */
function ask(productId: number, payload: object, { token, ip }: { token?: string; ip?: string } = {}) {
  client += 1;
  return shop.request({ method: 'POST', url: `/api/products/${productId}/stock-alerts`, payload, token, headers: { 'x-forwarded-for': ip ?? `10.1.${Math.floor(client / 250)}.${client % 250}` } });
}

async function emails(kind: string, to?: string) {
  const rows = await shop.db.select().from(sentEmails).where(eq(sentEmails.kind, kind)).orderBy(asc(sentEmails.id));
  return to ? rows.filter((row) => row.toAddress === to) : rows;
}

/** The confirmation link in the latest confirmation email to `to`. */
async function confirmLink(to: string): Promise<string> {
  const mail = (await emails('stock-alert-confirm', to)).at(-1)!;
  return new URL(/Confirm: (\S+)/.exec(mail.textBody!)![1]!).pathname;
}

const sweepBoth = (at = clock.now()) =>
  Promise.all([runMinuteSweep({ db: shop.db, config: shop.config, log: shop.app.log, ...shop.services }, at), runMinuteSweep({ db: shop.db, config: shop.config, log: other.log, ...shop.services }, at)]);

describe("'Email me when it's back'", () => {
  test('a guest is asked to confirm, with the same answer whether or not the address is on the list already', async () => {
    const plant = await soldOut();
    const first = await ask(plant.id, { email: 'Guest.One@Example.com' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: 'check-your-inbox' });
    const [confirm] = await emails('stock-alert-confirm', 'guest.one@example.com');
    expect(confirm).toMatchObject({ subject: `Confirm: email me when ${plant.name} is back`, sentAt: expect.any(Date) });

    // Asked again while unconfirmed, and again once confirmed: the same answer, and no flood of emails.
    expect((await ask(plant.id, { email: 'guest.one@example.com' })).json()).toEqual({ status: 'check-your-inbox' });
    expect(await emails('stock-alert-confirm', 'guest.one@example.com')).toHaveLength(1);
    const link = await confirmLink('guest.one@example.com');
    expect((await shop.request({ method: 'POST', url: link })).statusCode).toBe(200);
    const again = await ask(plant.id, { email: 'guest.one@example.com' });
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(await emails('stock-alert-confirm', 'guest.one@example.com')).toHaveLength(1);
  });

  test('the link opens a page with a button; only its POST confirms, with no log-in, and twice is harmless', async () => {
    const plant = await soldOut();
    await ask(plant.id, { email: 'clicker@example.com' });
    const link = await confirmLink('clicker@example.com');
    const row = async () => (await shop.db.select().from(stockAlerts).where(and(eq(stockAlerts.productId, plant.id), eq(stockAlerts.email, 'clicker@example.com'))))[0]!;

    const page = await shop.request({ method: 'GET', url: link });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Email me when it's back");
    expect(page.body).toContain(plant.name);
    expect(page.body).toContain('c•••@example.com');
    expect((await row()).confirmedAt).toBeNull();

    const confirmed = await shop.request({ method: 'POST', url: link, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain("You're on the list");
    expect((await row()).confirmedAt).toEqual(expect.any(Date));
    expect((await shop.request({ method: 'POST', url: link })).statusCode).toBe(200);
    expect((await shop.request({ method: 'GET', url: '/stock-alerts/confirm/no-such-token-at-all-here' })).statusCode).toBe(404);
  });

  test('a restock sends exactly one email per confirmed subscriber with two instances running, at once, and ends each subscription', async () => {
    const plant = await soldOut();
    const shopper = await createUser(shop);
    const confirmedGuests = ['first@example.com', 'second@example.com'];
    for (const email of confirmedGuests) {
      await ask(plant.id, { email });
      expect((await shop.request({ method: 'POST', url: await confirmLink(email) })).statusCode).toBe(200);
    }
    expect((await ask(plant.id, { email: 'unconfirmed@example.com' })).statusCode).toBe(200);
    // A signed-in customer's own address is on the list at once: no confirmation email.
    const own = await ask(plant.id, {}, { token: shopper.token });
    expect(own.json()).toEqual({ status: 'subscribed' });
    expect(await emails('stock-alert-confirm', shopper.email)).toEqual([]);

    // Nothing while it is sold out, however often both instances sweep.
    await sweepBoth();
    expect(await emails('back-in-stock')).toHaveLength(0);
    const waiting = await shop.request({ method: 'GET', url: '/api/admin/stock-alerts', token: admin });
    expect(waiting.json()).toContainEqual({ productId: plant.id, waiting: 3 });

    await setStock(plant, 4);
    // Both instances hear of the restock and send at once; the sweeps of both find nothing left to send.
    const subscribers = [...confirmedGuests, shopper.email];
    const handedOver = async () =>
      (await shop.db.select().from(sentEmails).where(and(eq(sentEmails.kind, 'back-in-stock'), inArray(sentEmails.toAddress, subscribers)))).filter((mail) => mail.sentAt).length;
    await expect.poll(handedOver, { timeout: 5000 }).toBe(3);
    await sweepBoth();
    await sweepBoth(new Date(clock.now().getTime() + 60_000));
    const sent = (await emails('back-in-stock')).filter((mail) => mail.subject === `${plant.name} is back in stock`);
    expect(sent.map((mail) => mail.toAddress).sort()).toEqual([...subscribers].sort());
    for (const mail of sent) {
      expect(mail).toMatchObject({ attempts: 1, sentAt: expect.any(Date) });
      expect(mail.textBody).toContain(`Get yours: http://shop.test/products/${plant.handle}?variant=`);
    }
    expect(await emails('back-in-stock', 'unconfirmed@example.com')).toEqual([]);
    expect((await shop.request({ method: 'GET', url: '/api/admin/stock-alerts', token: admin })).json()).not.toContainEqual(expect.objectContaining({ productId: plant.id }));

    // Sold out and back again: the ended subscriptions send nothing more.
    await setStock(plant, 0);
    await setStock(plant, 2);
    await sweepBoth();
    expect((await emails('back-in-stock')).filter((mail) => mail.subject === `${plant.name} is back in stock`)).toHaveLength(3);
  });

  test('an unconfirmed guest subscription sends nothing, even once the plant is back', async () => {
    const plant = await soldOut();
    await ask(plant.id, { email: 'never.confirmed@example.com' });
    await setStock(plant, 5);
    await sweepBoth();
    await sweepBoth(new Date(clock.now().getTime() + 10 * 60_000));
    expect(await emails('back-in-stock', 'never.confirmed@example.com')).toEqual([]);
  });

  test('stock given back by a released reservation counts as a restock', async () => {
    const plant = await makeProduct(shop, admin, { price: 15, qty: 1 });
    const order = await placeOrder(shop, orderBody([{ productId: plant.id, qty: 1 }]));
    const subscriber = await createUser(shop);
    expect((await ask(plant.id, {}, { token: subscriber.token })).json()).toEqual({ status: 'subscribed' });
    // The unpaid order's hold runs out: the sweep releases it.
    await sweepBoth(new Date(Date.now() + 31 * 60_000));
    await expect.poll(async () => (await emails('back-in-stock', subscriber.email)).length, { timeout: 5000 }).toBe(1);
    expect(order.id).toBeGreaterThan(0);
  });

  test('a link older than a week confirms nothing', async () => {
    const plant = await soldOut();
    await ask(plant.id, { email: 'slow@example.com' });
    const link = await confirmLink('slow@example.com');
    clock.set(new Date(Date.now() + 8 * 24 * 60 * 60_000));
    expect((await shop.request({ method: 'GET', url: link })).statusCode).toBe(404);
    const late = await shop.request({ method: 'POST', url: link });
    expect(late.statusCode).toBe(404);
    expect(late.body).toContain('This link has expired');
  });

  test('refuses a plant in stock (409), an unknown plant (404) and a bad address (400), with a message', async () => {
    const inStock = await makeProduct(shop, admin, { price: 15, qty: 3 });
    const refused = await ask(inStock.id, { email: 'a@example.com' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(`${inStock.name} is in stock: add it to your cart`);
    expect((await ask(999_999, { email: 'a@example.com' })).statusCode).toBe(404);
    for (const payload of [{ email: 'not an email' }, { email: 42 }, {}]) {
      const bad = await ask(inStock.id, payload);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toBe('Enter a valid email address');
    }
  });

  test('is rate limited per address and per client, with Retry-After', async () => {
    const plant = await soldOut();
    for (let i = 0; i < 5; i += 1) expect((await ask(plant.id, { email: 'target@example.com' })).statusCode).toBe(200);
    const limited = await ask(plant.id, { email: 'target@example.com' });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await emails('stock-alert-confirm', 'target@example.com')).toHaveLength(1);

    const ip = '10.200.0.1';
    for (let i = 0; i < 20; i += 1) expect((await ask(plant.id, { email: `many-${i}@example.com` }, { ip })).statusCode).toBe(200);
    expect((await ask(plant.id, { email: 'one-more@example.com' }, { ip })).statusCode).toBe(429);
  });

  test('the dashboard lists the most-wanted sold-out plants', async () => {
    const popular = await soldOut();
    const quiet = await soldOut();
    for (const email of ['w1@example.com', 'w2@example.com']) {
      await ask(popular.id, { email });
      await shop.request({ method: 'POST', url: await confirmLink(email) });
    }
    await ask(quiet.id, {}, { token: (await createUser(shop)).token });
    await ask(quiet.id, { email: 'unconfirmed-2@example.com' });
    const board = (await shop.request({ method: 'GET', url: '/api/admin/dashboard', token: admin })).json<Dashboard>();
    const wanted = board.mostWanted.filter((plant) => [popular.id, quiet.id].includes(plant.id));
    expect(wanted).toEqual([
      { id: popular.id, name: popular.name, waiting: 2 },
      { id: quiet.id, name: quiet.name, waiting: 1 },
    ]);
  });
});
