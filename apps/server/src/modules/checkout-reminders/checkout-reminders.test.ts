import type { CartRestore } from '@shop/shared/checkout-reminders';
import type { Dashboard } from '@shop/shared/admin';
import type { PlacedOrder } from '@shop/shared/orders';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type Database, openDatabase } from '../../db/client.ts';
import { sentEmails } from '../../db/schema/email.ts';
import { runMinuteSweep } from '../../jobs/minute-sweep.ts';
import { adminToken, createTestShop, testClock, type TestShop } from '../../test/harness.ts';
import { makeProduct } from '../catalog/catalog.test-support.ts';
import { payOnTestPage } from '../checkout/checkout.test-support.ts';
import { tempDataDir } from '../email/email.test-support.ts';
import { orderBody, placeOrder } from '../orders/orders.test-support.ts';
import { ROOTBOUND } from '../settings/settings.test-support.ts';
import { CHECKOUT_REMINDER_EMAIL } from './send-checkout-reminders.ts';

// One reminder for an unpaid checkout (decision 072), on the shop's clock: an order is placed, its 30-minute
// hold runs out (the sweep ends it), and an hour later the sweep writes its one reminder. The second
// instance sweeps the same database at the same moment (on PostgreSQL through connections of its own).
const MINUTE = 60_000;
const clock = testClock(new Date('2026-12-01T15:00:00Z'));
const data = tempDataDir();
let shop: TestShop;
let second: Database | null = null;
let admin: string;
let plant: { id: number; name: string };
let scarce: { id: number; name: string };

beforeAll(async () => {
  shop = await createTestShop({ clock, config: { dataDir: data.dir } });
  admin = await adminToken(shop);
  const saved = await shop.request({ method: 'PUT', url: '/api/admin/settings', token: admin, payload: ROOTBOUND });
  expect(saved.statusCode, saved.body).toBe(200);
  plant = await makeProduct(shop, admin, { price: 24, qty: 100 });
  scarce = await makeProduct(shop, admin, { price: 40, qty: 3 });
  const url = (shop.database as Database & { url?: string }).url;
  second = url ? await openDatabase({ databaseUrl: url, poolSize: 4 }) : null;
});
afterAll(async () => {
  await second?.close();
  await shop.close();
  data.remove();
});

/** Both instances sweep at once, at the clock's time. */
async function sweepBoth(): Promise<number> {
  const at = clock.now();
  const deps = (db: TestShop['db']) => ({ db, config: shop.config, log: shop.app.log, ...shop.services });
  const reports = await Promise.all([runMinuteSweep(deps(shop.db), at), runMinuteSweep(deps(second?.db ?? shop.db), at)]);
  return reports.reduce((sum, report) => sum + report.checkoutReminders, 0);
}

async function remindersTo(email: string) {
  return shop.db.select().from(sentEmails).where(and(eq(sentEmails.kind, CHECKOUT_REMINDER_EMAIL), eq(sentEmails.toAddress, email)));
}

/** An unpaid order placed now, left to expire: 31 minutes on, the sweep ends it. */
async function abandoned(email: string, lines = [{ productId: plant.id, qty: 2 }]): Promise<PlacedOrder> {
  const order = await placeOrder(shop, orderBody(lines, { userEmail: email }));
  clock.advance(31 * MINUTE);
  await sweepBoth();
  return order;
}

const cartLinkIn = (text: string) => {
  const match = /\/cart\/restore\/(\d+)#key=([A-Za-z0-9_-]+)/.exec(text);
  return match ? { orderId: Number(match[1]), key: match[2]! } : null;
};

async function restore(link: { orderId: number; key: string }) {
  return shop.request({ method: 'POST', url: '/api/checkout-reminders/cart', payload: link });
}

describe('the checkout reminder', () => {
  test('exactly one email an hour after an unpaid order expires, with two instances sweeping at once, a link that rebuilds the cart and a one-click unsubscribe', async () => {
    const order = await abandoned('fern@example.com');
    clock.advance(58 * MINUTE);
    expect(await sweepBoth()).toBe(0);
    clock.advance(2 * MINUTE);
    expect(await sweepBoth()).toBe(1);
    clock.advance(MINUTE);
    expect(await sweepBoth()).toBe(0);
    const [email, ...more] = await remindersTo('fern@example.com');
    expect(more).toHaveLength(0);
    expect(email!.sentAt).not.toBeNull();
    expect(email!.subject).toBe(`Your ${plant.name} is still waiting`);
    expect(email!.textBody).toContain('410 Glenwood Ave');
    expect(email!.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    expect(email!.headers!['List-Unsubscribe']).toMatch(/^<http:\/\/shop\.test\/checkout-reminders\/unsubscribe\/[A-Za-z0-9_-]+>$/);

    const link = cartLinkIn(email!.textBody!)!;
    expect(link.orderId).toBe(order.id);
    const rebuilt = await restore(link);
    expect(rebuilt.statusCode, rebuilt.body).toBe(200);
    expect(rebuilt.json()).toMatchObject({ lines: [{ productId: plant.id, qty: 2, price: 24 }], soldOut: [], reduced: [] });
    // A key of another order, or of another kind of link, opens nothing.
    expect((await restore({ orderId: order.id + 1, key: link.key })).statusCode).toBe(404);
    expect((await restore({ orderId: order.id, key: `${link.key.slice(0, -1)}${link.key.endsWith('A') ? 'B' : 'A'}` })).statusCode).toBe(404);
  });

  test('the rebuilt cart has today\'s prices and stock: a sold-out plant is left out and named, a line cut to the stock is named', async () => {
    const order = await abandoned('ivy@example.com', [{ productId: plant.id, qty: 1 }, { productId: scarce.id, qty: 3 }]);
    clock.advance(61 * MINUTE);
    expect(await sweepBoth()).toBe(1);
    const link = cartLinkIn((await remindersTo('ivy@example.com'))[0]!.textBody!)!;
    // Someone else buys two of the three, and the price changes.
    await payOnTestPage(shop, await placeOrder(shop, orderBody([{ productId: scarce.id, qty: 2 }], { userEmail: 'other@example.com' })));
    const restored = (await restore(link)).json() as CartRestore;
    expect(restored.lines.map((line) => [line.productId, line.qty])).toEqual([[plant.id, 1], [scarce.id, 1]]);
    expect(restored.reduced).toEqual([scarce.name]);
    await payOnTestPage(shop, await placeOrder(shop, orderBody([{ productId: scarce.id, qty: 1 }], { userEmail: 'other@example.com' })));
    const soldOut = (await restore(link)).json() as CartRestore;
    expect(soldOut.lines.map((line) => line.productId)).toEqual([plant.id]);
    expect(soldOut.soldOut).toEqual([scarce.name]);
    expect(order.id).toBe(link.orderId);
  });

  test('none after a purchase since by the same address, none to an address that unsubscribed, and an unsubscribe needs no sign-in', async () => {
    await abandoned('bought@example.com');
    await payOnTestPage(shop, await placeOrder(shop, orderBody([{ productId: plant.id, qty: 1 }], { userEmail: 'Bought@Example.com' })));
    clock.advance(61 * MINUTE);
    await sweepBoth();
    expect(await remindersTo('bought@example.com')).toHaveLength(0);

    await abandoned('moss@example.com');
    clock.advance(61 * MINUTE);
    await sweepBoth();
    const [first] = await remindersTo('moss@example.com');
    const unsubscribe = /<http:\/\/shop\.test(\/checkout-reminders\/unsubscribe\/[A-Za-z0-9_-]+)>/.exec(first!.headers!['List-Unsubscribe']!)![1]!;
    // RFC 8058: the mail app POSTs "List-Unsubscribe=One-Click", signed in as nobody.
    const stopped = await shop.request({ method: 'POST', url: unsubscribe, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect(stopped.statusCode).toBe(200);
    expect(stopped.body).toContain("You're unsubscribed");
    await abandoned('moss@example.com');
    clock.advance(61 * MINUTE);
    await sweepBoth();
    expect(await remindersTo('moss@example.com')).toHaveLength(1);
  });

  test('names the owner\'s promo code, is not sent without the shop\'s postal address, and the dashboard counts reminders, recovered orders and their sales', async () => {
    const settings = (payload: object) => shop.request({ method: 'PUT', url: '/api/admin/checkout-reminders/settings', token: admin, payload });
    expect((await settings({ enabled: true, promoCode: 'no-such-code' })).statusCode).toBe(400);
    expect((await settings({ enabled: true, promoCode: 'WELCOME10' })).json()).toEqual({ enabled: true, promoCode: 'welcome10', hasPostalAddress: true });

    // Without a postal address, nothing is sent (and the settings say so); with it back, the order is reminded.
    expect((await shop.request({ method: 'PUT', url: '/api/admin/settings', token: admin, payload: { ...ROOTBOUND, address: null } })).statusCode).toBe(200);
    expect((await shop.request({ method: 'GET', url: '/api/admin/checkout-reminders/settings', token: admin })).json()).toMatchObject({ hasPostalAddress: false });
    await abandoned('rose@example.com');
    clock.advance(61 * MINUTE);
    expect(await sweepBoth()).toBe(0);
    expect((await shop.request({ method: 'PUT', url: '/api/admin/settings', token: admin, payload: ROOTBOUND })).statusCode).toBe(200);
    expect(await sweepBoth()).toBe(1);
    const [email] = await remindersTo('rose@example.com');
    expect(email!.textBody).toContain('Use the code WELCOME10 at checkout');

    const before = ((await shop.request({ method: 'GET', url: '/api/admin/dashboard', token: admin })).json() as Dashboard).checkoutReminders;
    const link = cartLinkIn(email!.textBody!)!;
    const restored = (await restore(link)).json() as CartRestore;
    expect(restored.promoCode).toBe('WELCOME10');
    const recovered = await placeOrder(shop, orderBody(restored.lines.map(({ productId, variantId, qty }) => ({ productId, variantId, qty })), { userEmail: 'rose@example.com', promoCode: 'welcome10' }));
    await payOnTestPage(shop, recovered);
    const after = ((await shop.request({ method: 'GET', url: '/api/admin/dashboard', token: admin })).json() as Dashboard).checkoutReminders;
    expect(after.sent).toBe(before.sent);
    expect(after.recovered).toBe(before.recovered + 1);
    expect(after.recoveredCents).toBe(before.recoveredCents + Math.round(recovered.finalPrice * 100));
    // A later purchase by the same address is not a second recovery of the same reminder.
    await payOnTestPage(shop, await placeOrder(shop, orderBody([{ productId: plant.id, qty: 1 }], { userEmail: 'rose@example.com' })));
    expect(((await shop.request({ method: 'GET', url: '/api/admin/dashboard', token: admin })).json() as Dashboard).checkoutReminders.recovered).toBe(after.recovered);
  });
});
