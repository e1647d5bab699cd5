import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { stockReservations } from '../../db/schema/inventory.ts';
import { orderLines, orders } from '../../db/schema/orders.ts';
import { adminToken, createTestShop, createUser, type TestShop } from '../../test/harness.ts';
import { defaultVariant, makeProduct, stockOf } from '../catalog/catalog.test-support.ts';
import { tempDataDir } from '../email/email.test-support.ts';
import { orderBody } from './orders.test-support.ts';

let shop: TestShop;
let admin: string;
const data = tempDataDir();

beforeAll(async () => {
  shop = await createTestShop({ config: { dataDir: data.dir } });
  admin = await adminToken(shop);
});
afterAll(async () => {
  await shop.close();
  data.remove();
});

const post = (payload: object, token?: string) => shop.request({ method: 'POST', url: '/api/orders', payload, token });

async function makePromo(name: string, discountRate: number, status = true) {
  const response = await shop.request({ method: 'POST', url: '/api/promos', token: admin, payload: { name, discountRate, status } });
  expect(response.statusCode).toBe(201);
}

async function orderCount(): Promise<number> {
  const [row] = await shop.db.select({ n: count() }).from(orders);
  return row!.n;
}

describe('POST /api/orders', () => {
  test('places a guest order priced by the server, holds the stock for 30 minutes and answers a checkout token', async () => {
    const fern = await makeProduct(shop, admin, { price: 24.99, qty: 10 });
    const before = Date.now();
    const response = await post(orderBody([{ productId: fern.id, qty: 2 }]));
    expect(response.statusCode, response.body).toBe(201);
    const order = response.json();
    expect(order).toMatchObject({
      status: 'pending',
      totalQty: 2,
      subtotal: 49.98,
      discount: 0,
      // docs/product's client names no rate: the cheapest it qualifies for, Standard at $9.95 under $75 (decision 034).
      shipping: 9.95,
      shippingMethod: { name: 'Standard', minDays: 3, maxDays: 6 },
      tax: 0,
      finalPrice: 59.93,
      promoRate: 0,
      lines: [{ productId: fern.id, productName: fern.name, qty: 2, unitPrice: 24.99, totalPrice: 49.98 }],
    });
    expect(order.checkoutToken).toMatch(/^[\w-]{43}$/);
    expect(new Date(order.createdAt).toISOString()).toBe(order.createdAt);
    expect(await stockOf(shop, fern.id)).toBe(8);

    const [stored] = await shop.db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored!.userId).toBeNull();
    expect(stored!.checkoutTokenHash).not.toContain(order.checkoutToken);
    const held = await shop.db.select().from(stockReservations).where(eq(stockReservations.orderId, order.id));
    expect(held).toHaveLength(1);
    expect(held[0]).toMatchObject({ variantId: await defaultVariant(shop, fern.id), qty: 2, state: 'held' });
    const minutes = (held[0]!.expiresAt.getTime() - before) / 60_000;
    expect(minutes).toBeGreaterThan(29.9);
    expect(minutes).toBeLessThan(30.5);
  });

  test('stores the care tips consent and its time when asked for, and none by default', async () => {
    const fern = await makeProduct(shop, admin, { price: 5, qty: 10 });
    const before = Date.now();
    const asked = await post({ ...orderBody([{ productId: fern.id, qty: 1 }]), careTips: true });
    const silent = await post(orderBody([{ productId: fern.id, qty: 1 }]));
    const declined = await post({ ...orderBody([{ productId: fern.id, qty: 1 }]), careTips: false });
    const consent = async (id: number) => (await shop.db.select({ at: orders.careTipsConsentAt }).from(orders).where(eq(orders.id, id)))[0]!.at;
    expect((await consent(asked.json().id))!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await consent(silent.json().id)).toBeNull();
    expect(await consent(declined.json().id)).toBeNull();
    expect((await post({ ...orderBody([{ productId: fern.id, qty: 1 }]), careTips: 'yes' })).statusCode).toBe(400);
  });

  test('ignores prices, totals and rates sent by the client', async () => {
    const fern = await makeProduct(shop, admin, { price: 15, qty: 10 });
    const cart = JSON.stringify([{ userId: null, productId: fern.id, qty: 1, price: 0.01, product: { price: 0.01 } }]);
    const response = await post(orderBody([], { cart, finalPrice: 0.01, subtotal: 0.01, totalPrice: 0.01, promoRate: 0.99, discount: 14.99 }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ subtotal: 15, discount: 0, shipping: 9.95, finalPrice: 24.95, promoRate: 0 });
  });

  test('applies a promo exactly, in cents, rounding the discount half up: 3 x $24.99 at 15% is $63.72', async () => {
    await makePromo('fifteen', 0.15);
    const fern = await makeProduct(shop, admin, { price: 24.99, qty: 10 });
    const response = await post(orderBody([{ productId: fern.id, qty: 3 }], { promoCode: 'FIFTEEN ' }));
    expect(response.statusCode, response.body).toBe(201);
    // 7497 cents x 15% = 1124.55 cents -> 1125 cents off.
    expect(response.json()).toMatchObject({ subtotal: 74.97, discount: 11.25, shipping: 9.95, finalPrice: 73.67, promoRate: 0.15 });

    const even = await makeProduct(shop, admin, { price: 24.9, qty: 10 });
    const half = await post(orderBody([{ productId: even.id, qty: 1 }], { promoCode: 'fifteen' }));
    // 2490 x 15% = 373.5 cents: exactly half a cent, rounded up to 374.
    expect(half.json()).toMatchObject({ subtotal: 24.9, discount: 3.74, shipping: 9.95, finalPrice: 31.11 });
  });

  test("answers 400 'Invalid promo code' for an unknown, inactive or malformed promo, and writes nothing", async () => {
    await makePromo('sleeping', 0.2, false);
    const fern = await makeProduct(shop, admin, { price: 10, qty: 5 });
    const before = await orderCount();
    for (const promoCode of ['nosuchcode', 'sleeping', 'x'.repeat(41), 42]) {
      const response = await post(orderBody([{ productId: fern.id, qty: 1 }], { promoCode }));
      expect(response.statusCode, String(promoCode)).toBe(400);
      expect(response.json().error).toBe('Invalid promo code');
    }
    expect(await orderCount()).toBe(before);
    expect(await stockOf(shop, fern.id)).toBe(5);
  });

  test('treats an empty or absent promo code as no promo', async () => {
    const fern = await makeProduct(shop, admin, { price: 10, qty: 5 });
    for (const promoCode of ['', '   ', null, undefined]) {
      const response = await post(orderBody([{ productId: fern.id, qty: 1 }], { promoCode }));
      expect(response.statusCode).toBe(201);
      expect(response.json().discount).toBe(0);
    }
  });

  test('merges lines of the same product', async () => {
    const fern = await makeProduct(shop, admin, { price: 5, qty: 10 });
    const response = await post(orderBody([{ productId: fern.id, qty: 1 }, { productId: fern.id, qty: 2 }]));
    expect(response.json().lines).toEqual([expect.objectContaining({ productId: fern.id, qty: 3, totalPrice: 15 })]);
    const lines = await shop.db.select().from(orderLines).where(eq(orderLines.orderId, response.json().id));
    expect(lines).toHaveLength(1);
  });

  test('refuses unknown products with 400 naming them', async () => {
    const fern = await makeProduct(shop, admin, { price: 5, qty: 10 });
    const response = await post(orderBody([{ productId: fern.id, qty: 1 }, { productId: 987654, qty: 1 }, { productId: 987655, qty: 1 }]));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Unknown products: 987654, 987655');
    expect(await stockOf(shop, fern.id)).toBe(10);
  });

  test('refuses a malformed or empty cart and a currency other than USD with 400', async () => {
    const fern = await makeProduct(shop, admin, { price: 5, qty: 10 });
    const bad = ['{not json', '{"productId":1}', '[{"productId":"x","qty":1}]', '[{"productId":1,"qty":0}]', '[]'];
    for (const cart of bad) {
      const response = await post(orderBody([], { cart }));
      expect(response.statusCode, cart).toBe(400);
      expect(response.json().error).toEqual(expect.any(String));
    }
    const euros = await post(orderBody([{ productId: fern.id, qty: 1 }], { currencyId: 2 }));
    expect(euros.statusCode).toBe(400);
    expect(euros.json().error).toMatch(/US dollars/);
    const noName = await post({ ...orderBody([{ productId: fern.id, qty: 1 }]), name: { firstName: '', lastName: 'X' } });
    expect(noName.statusCode).toBe(400);
  });

  test('refuses more than the stock with 409 naming the product, and writes nothing', async () => {
    const plenty = await makeProduct(shop, admin, { price: 5, qty: 10 });
    const scarce = await makeProduct(shop, admin, { price: 5, qty: 2 });
    const before = await orderCount();
    const response = await post(orderBody([{ productId: plenty.id, qty: 4 }, { productId: scarce.id, qty: 3 }]));
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe(`Not enough stock for ${scarce.name}`);
    expect(await orderCount()).toBe(before);
    expect(await stockOf(shop, plenty.id)).toBe(10);
    expect(await stockOf(shop, scarce.id)).toBe(2);
  });

  test("attaches a signed-in shopper's order to them, with or without their id in the body", async () => {
    const shopper = await createUser(shop);
    const fern = await makeProduct(shop, admin, { price: 5, qty: 10 });
    for (const userId of [shopper.id, null]) {
      const response = await post(orderBody([{ productId: fern.id, qty: 1 }], { userId }), shopper.token);
      expect(response.statusCode).toBe(201);
      const [stored] = await shop.db.select().from(orders).where(eq(orders.id, response.json().id));
      expect(stored!.userId).toBe(shopper.id);
    }
  });

  test('refuses a guest naming a user (401), a shopper naming another (403) and an admin ordering for someone (403)', async () => {
    const shopper = await createUser(shop);
    const other = await createUser(shop);
    const fern = await makeProduct(shop, admin, { price: 5, qty: 10 });
    const body = orderBody([{ productId: fern.id, qty: 1 }], { userId: shopper.id });
    expect((await post(body)).statusCode).toBe(401);
    expect((await post(body, other.token)).statusCode).toBe(403);
    expect((await post(body, admin)).statusCode).toBe(403);
    expect(await stockOf(shop, fern.id)).toBe(10);
  });
});
