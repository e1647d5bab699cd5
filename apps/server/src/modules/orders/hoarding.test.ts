import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../../config.ts';
import { stockReservations } from '../../db/schema/inventory.ts';
import { adminToken, createTestShop, testClock, type TestShop } from '../../test/harness.ts';
import { makeProduct, stockOf } from '../catalog/catalog.test-support.ts';
import { checkout } from '../checkout/checkout.test-support.ts';
import { expireOrders } from '../checkout/expire-orders.ts';
import { orderBody } from './orders.test-support.ts';

// The shop's real limits, not the test harness's generous ones.
const defaults = loadConfig({});
const clock = testClock();
let shop: TestShop;
let admin: string;

beforeAll(async () => {
  shop = await createTestShop({ clock, config: { orderRateLimit: defaults.orderRateLimit, pendingOrderLimit: defaults.pendingOrderLimit } });
  admin = await adminToken(shop);
});
afterAll(() => shop.close());

let client = 0;
/** A request from an address of its own, as a different shopper would send it. */
const from = (ip = `203.0.113.${(client += 1) % 250}`) => ({ 'x-forwarded-for': ip });
const post = (payload: object, headers: Record<string, string>) => shop.request({ method: 'POST', url: '/api/orders', payload, headers });

describe('nobody can hold the whole shop without paying (security review, finding 1)', () => {
  test('the defaults: 10 orders a minute and 3 unpaid orders per address and per email', () => {
    expect(defaults.orderRateLimit).toBe(10);
    expect(defaults.pendingOrderLimit).toBe(3);
  });

  test('one order may not take more of a plant than its per-order cap (20 unless the owner sets another)', async () => {
    const fern = await makeProduct(shop, admin, { price: 10, qty: 500 });
    const greedy = await post(orderBody([{ productId: fern.id, qty: 21 }], { userEmail: 'greedy@example.com' }), from());
    expect([greedy.statusCode, greedy.json().error]).toEqual([400, `At most 20 of ${fern.name} per order`]);
    const sensible = await post(orderBody([{ productId: fern.id, qty: 20 }], { userEmail: 'sensible@example.com' }), from());
    expect(sensible.statusCode).toBe(201);

    const edited = await shop.request({
      method: 'PUT',
      url: `/api/products/${fern.id}`,
      token: admin,
      payload: { name: fern.name, qty: 480, price: 10, description: 'A fern.', maxPerOrder: 2 },
    });
    expect(edited.json()).toMatchObject({ maxPerOrder: 2 });
    expect((await post(orderBody([{ productId: fern.id, qty: 3 }], { userEmail: 'three@example.com' }), from())).statusCode).toBe(400);
    expect(await stockOf(shop, fern.id)).toBe(480);
  });

  test('the hoarding attempt is refused, and a normal shopper still buys', async () => {
    const rare = await makeProduct(shop, admin, { price: 40, qty: 100 });
    const others = await Promise.all([1, 2, 3].map(() => makeProduct(shop, admin, { price: 5, qty: 50 })));
    const attacker = from('198.51.100.66');
    const hoard = (lines: { productId: number; qty: number }[], userEmail: string) => post(orderBody(lines, { userEmail }), attacker);
    // The cap is per shopper, not only per order: one email's unpaid orders hold at most 20 of a plant.
    expect((await hoard([{ productId: rare.id, qty: 20 }], 'hoard@example.com')).statusCode).toBe(201);
    const more = await hoard([{ productId: rare.id, qty: 1 }], 'hoard@example.com');
    expect([more.statusCode, more.json().error]).toEqual([400, `You already hold 20 of ${rare.name} in unpaid orders; at most 20 per shopper until they are paid or expire`]);
    // One address gets at most 3 unpaid orders, whatever the emails and whatever they hold.
    const attempts = [];
    for (const [i, plant] of others.entries()) attempts.push(await hoard([{ productId: plant.id, qty: 1 }], `hoard${i}@example.com`));
    expect(attempts.map((r) => r.statusCode)).toEqual([201, 201, 429]);
    expect(attempts[2]!.json().error).toMatch(/already have 3 unpaid orders/);
    expect(Number(attempts[2]!.headers['retry-after'])).toBeGreaterThan(0);
    // One email from many addresses: the email's unpaid orders are capped too.
    const rotating = [];
    for (let i = 0; i < 4; i += 1) rotating.push(await post(orderBody([{ productId: others[0]!.id, qty: 1 }], { userEmail: 'same-hoarder@example.com' }), from()));
    expect(rotating.map((r) => r.statusCode)).toEqual([201, 201, 201, 429]);

    expect(await stockOf(shop, rare.id)).toBe(80);
    const shopper = await post(orderBody([{ productId: rare.id, qty: 2 }], { userEmail: 'real.shopper@example.com' }), from());
    expect(shopper.statusCode).toBe(201);
    expect((await shop.request({ method: 'POST', url: '/api/orders/checkout', payload: shopper.json(), headers: { 'x-checkout-token': shopper.json().checkoutToken } })).statusCode).toBe(200);
  });

  test('parallel orders from one buyer are counted one after the other', async () => {
    const fern = await makeProduct(shop, admin, { price: 5, qty: 100 });
    const results = await Promise.all(
      Array.from({ length: 8 }, () => post(orderBody([{ productId: fern.id, qty: 1 }], { userEmail: 'racer@example.com' }), from())),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(5);
    expect(await stockOf(shop, fern.id)).toBe(97);
  });

  test('an address may place 10 orders a minute; the 11th gets 429 with Retry-After', async () => {
    const fern = await makeProduct(shop, admin, { price: 5, qty: 100 });
    const busy = from('192.0.2.10');
    const statuses = [];
    let refused;
    for (let i = 0; i < 11; i += 1) {
      // Each order is paid off the books at once so the unpaid-orders cap does not answer first.
      const response = await post(orderBody([{ productId: fern.id, qty: 1 }], { userEmail: `fast${i}@example.com` }), busy);
      statuses.push(response.statusCode);
      if (response.statusCode === 201) await shop.db.update(stockReservations).set({ state: 'final' }).where(eq(stockReservations.orderId, response.json().id));
      else refused = response;
    }
    expect(statuses).toEqual([...Array(10).fill(201), 429]);
    expect(refused!.json().error).toBe('Too many orders in a minute; please wait a moment and try again');
    expect(Number(refused!.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused!.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  test('an IPv6 client is counted by its /64: a fresh address in it shares the unpaid-order limit and the order rate', async () => {
    const plants = await Promise.all([1, 2, 3, 4].map(() => makeProduct(shop, admin, { price: 5, qty: 50 })));
    // Unpaid orders: three from three addresses of one /64, then a fourth address of it is refused.
    const held = [];
    for (const [i, plant] of plants.entries()) {
      held.push(await post(orderBody([{ productId: plant.id, qty: 1 }], { userEmail: `walker${i}@example.com` }), from(`2001:db8:aa:1::${i + 1}`)));
    }
    expect(held.map((r) => r.statusCode)).toEqual([201, 201, 201, 429]);
    expect(held[3]!.json().error).toMatch(/already have 3 unpaid orders/);
    expect((await post(orderBody([{ productId: plants[3]!.id, qty: 1 }], { userEmail: 'neighbour@example.com' }), from('2001:db8:aa:2::1'))).statusCode).toBe(201);

    // The order rate: 10 tries a minute from the /64 (whatever they answered), then the 11th is refused.
    for (let i = 5; i <= 10; i += 1) await post(orderBody([{ productId: plants[0]!.id, qty: 1 }], { userEmail: `walker${i}@example.com` }), from(`2001:db8:aa:1::${i.toString(16)}`));
    const eleventh = await post(orderBody([{ productId: plants[0]!.id, qty: 1 }], { userEmail: 'walker11@example.com' }), from('2001:db8:aa:1:1:2:3:4'));
    expect([eleventh.statusCode, eleventh.json().error]).toEqual([429, 'Too many orders in a minute; please wait a moment and try again']);
  });

  test('opening checkout again never extends a hold past its first expiry plus five minutes', async () => {
    const fern = await makeProduct(shop, admin, { price: 8, qty: 10 });
    const placedAt = clock.now().getTime();
    const placed = await post(orderBody([{ productId: fern.id, qty: 2 }], { userEmail: 'slowpoke@example.com' }), from());
    const order = placed.json();
    const holdEnd = async () => (await shop.db.select().from(stockReservations).where(eq(stockReservations.orderId, order.id)))[0]!.expiresAt.getTime();
    expect(await holdEnd()).toBe(placedAt + 30 * 60_000);

    clock.advance(27 * 60_000);
    await checkout(shop, order);
    expect(await holdEnd()).toBe(placedAt + 35 * 60_000);
    clock.advance(6 * 60_000); // 33 minutes in: the page has 2 minutes left, so a new one is opened
    await checkout(shop, order);
    expect(await holdEnd()).toBe(placedAt + 35 * 60_000);

    clock.advance(3 * 60_000);
    expect(await expireOrders({ db: shop.db, config: shop.config, log: shop.app.log, ...shop.services, now: clock.now() })).toBeGreaterThanOrEqual(1);
    expect(await stockOf(shop, fern.id)).toBe(10);
    const again = await shop.request({ method: 'POST', url: '/api/orders/checkout', payload: order, headers: { 'x-checkout-token': order.checkoutToken } });
    expect(again.statusCode).toBe(409);
  });
});
