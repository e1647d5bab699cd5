import type { Dashboard } from '@shop/shared/admin';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { products, productVariants } from '../../db/schema/catalog.ts';
import { stockLevels } from '../../db/schema/inventory.ts';
import { orders } from '../../db/schema/orders.ts';
import { adminToken, createTestShop, createUser, type TestShop } from '../../test/harness.ts';
import { setShopTimeZone } from '../shipping/shipping.test-support.ts';
import { getDashboard } from './get-dashboard.ts';

let shop: TestShop;
let admin: string;

/** A moment in the middle of a month, so yesterday and last month are both easy to name. */
const NOW = new Date('2025-05-15T12:00:00Z');

type Status = (typeof orders.$inferInsert)['status'];

/** An order row made directly: the dashboard reads orders, it does not care how they were paid. */
async function order(status: Status, finalCents: number, paidAt: string | null, { shippingCents = 0, taxCents = 0, refundedCents = 0, replacementFor = null as number | null } = {}) {
  await shop.db.insert(orders).values({
    email: 'rosa@example.com',
    firstName: 'Rosa',
    lastName: 'Moss',
    street1: '1 Leaf Lane',
    city: 'Austin',
    state: 'TX',
    zip: '73301',
    subtotalCents: finalCents - shippingCents - taxCents,
    discountCents: 0,
    shippingCents,
    taxCents,
    finalCents,
    totalQty: 1,
    checkoutTokenHash: 'not-a-hash',
    status,
    paidAt: paidAt === null ? null : new Date(paidAt),
    refundedCents,
    replacementFor,
  });
}

async function product(name: string, qty: number) {
  const [made] = await shop.db.insert(products).values({ name, handle: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'), description: 'A plant for a test.', imageUrl: '/images/placeholder.jpg' }).returning();
  const [variant] = await shop.db.insert(productVariants).values({ productId: made!.id, sku: `TEST-${made!.id}`, priceCents: 1000 }).returning();
  await shop.db.insert(stockLevels).values({ variantId: variant!.id, onHand: qty });
}

beforeAll(async () => {
  shop = await createTestShop({ seed: 'none' });
  admin = await adminToken(shop);
  // The shop keeps its days in UTC here; shop-time.test.ts keeps them in New York.
  await setShopTimeZone(shop, admin, 'UTC');
  await order('complete', 2_499, '2025-05-15T00:00:00Z'); // today, at midnight UTC: counts
  await order('shipped', 10_000, '2025-05-15T11:59:00Z', { shippingCents: 995, taxCents: 653 }); // today, already shipped: still paid
  await order('complete', 1_001, '2025-05-14T23:59:59Z', { shippingCents: 0, taxCents: 68 }); // yesterday: this month only
  await order('shipped', 5_000, '2025-05-01T00:00:00Z'); // first instant of the month
  await order('shipped', 7_777, '2025-04-30T23:59:59Z'); // last month: nowhere
  await order('complete', 3_000, '2025-05-16T00:00:00Z'); // tomorrow (a clock ahead): not today
  await order('shipped', 4_000, '2025-05-15T06:00:00Z', { refundedCents: 1_500 }); // today, partly refunded: counts net
  await order('complete', 0, '2025-05-15T07:00:00Z', { replacementFor: 1 }); // a replacement: to ship, no sale
  await order('pending', 9_999, null); // not paid
  await order('canceled', 8_888, null); // not paid
  await product('Zebra Haworthia', 5);
  await product('Aloe Vera', 5);
  await product('Snake Plant', 0);
  await product('Golden Pothos', 1);
  await product('Parlor Palm', 6);
});
afterAll(() => shop.close());

describe('the admin dashboard', () => {
  test("counts paid orders and their sales, net of refunds, today and this month, by the shop's day and month", async () => {
    const board = await getDashboard({ db: shop.db, now: NOW });
    expect(board.timeZone).toBe('UTC');
    expect(board.today).toEqual({ from: '2025-05-15T00:00:00.000Z', to: '2025-05-16T00:00:00.000Z', orders: 3, revenue: 149.99, refunded: 15, shipping: 9.95, tax: 6.53 });
    expect(board.month).toEqual({ from: '2025-05-01T00:00:00.000Z', to: '2025-06-01T00:00:00.000Z', orders: 6, revenue: 240, refunded: 15, shipping: 9.95, tax: 7.21 });
  });

  test('counts the paid orders that still wait to be shipped, a replacement too', async () => {
    expect((await getDashboard({ db: shop.db, now: NOW })).toShip).toBe(4);
  });

  test('lists the products with 5 or fewer in stock, fewest first', async () => {
    const { lowStock } = await getDashboard({ db: shop.db, now: NOW });
    expect(lowStock.threshold).toBe(5);
    expect(lowStock.count).toBe(4);
    expect(lowStock.products.map((p) => [p.name, p.qty])).toEqual([
      ['Snake Plant', 0],
      ['Golden Pothos', 1],
      ['Aloe Vera', 5],
      ['Zebra Haworthia', 5],
    ]);
  });

  test('answers zeros, not nulls, for a month without sales', async () => {
    const board = await getDashboard({ db: shop.db, now: new Date('2030-01-10T08:00:00Z') });
    expect(board.today).toMatchObject({ orders: 0, revenue: 0 });
    expect(board.month).toMatchObject({ orders: 0, revenue: 0 });
  });

  test('GET /api/admin/dashboard answers the admin with the dashboard as of now', async () => {
    const response = await shop.request({ method: 'GET', url: '/api/admin/dashboard', token: admin });
    expect(response.statusCode).toBe(200);
    const board = response.json() as Dashboard;
    expect(board.timeZone).toBe('UTC');
    expect(Math.abs(Date.parse(board.asOf) - Date.now())).toBeLessThan(60_000);
    expect(board.lowStock.count).toBe(4);
    expect(board.toShip).toBe(4);
  });

  test('refuses an anonymous caller (401) and a shopper (403)', async () => {
    const shopper = await createUser(shop);
    const anonymous = await shop.request({ method: 'GET', url: '/api/admin/dashboard' });
    expect(anonymous.statusCode).toBe(401);
    const refused = await shop.request({ method: 'GET', url: '/api/admin/dashboard', token: shopper.token });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: expect.any(String) });
  });
});
