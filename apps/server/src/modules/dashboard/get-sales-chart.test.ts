import type { SalesChart } from '@shop/shared/admin';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { products } from '../../db/schema/catalog.ts';
import { orderLines, orders } from '../../db/schema/orders.ts';
import { adminToken, createTestShop, type TestShop } from '../../test/harness.ts';
import { setShopTimeZone } from '../shipping/shipping.test-support.ts';
import { getSalesChart } from './get-sales-chart.ts';

let shop: TestShop;
let admin: string;

/** 11 pm on Sunday, November 29, 2026 in New York (the shop's default time zone); already the 30th in UTC. */
const NOW = new Date('2026-11-30T04:00:00Z');

type Status = (typeof orders.$inferInsert)['status'];
interface Line {
  productId: number | null;
  name: string;
  qty: number;
  unitCents: number;
  refundedQty?: number;
}

/** An order row made directly with its lines: the chart reads orders, not how they were paid. */
async function order(status: Status, paidAt: string, lines: Line[], { refundedCents = 0, replacementFor = null as number | null } = {}) {
  const cents = lines.reduce((sum, line) => sum + line.qty * line.unitCents, 0);
  const [made] = await shop.db
    .insert(orders)
    .values({
      email: 'rosa@example.com',
      firstName: 'Rosa',
      lastName: 'Moss',
      street1: '1 Leaf Lane',
      city: 'Raleigh',
      state: 'NC',
      zip: '27601',
      subtotalCents: cents,
      discountCents: 0,
      finalCents: cents,
      totalQty: lines.reduce((sum, line) => sum + line.qty, 0),
      checkoutTokenHash: 'not-a-hash',
      status,
      paidAt: new Date(paidAt),
      refundedCents,
      replacementFor,
    })
    .returning();
  await shop.db.insert(orderLines).values(
    lines.map((line) => ({
      orderId: made!.id,
      productId: line.productId,
      productName: line.name,
      unitPriceCents: line.unitCents,
      qty: line.qty,
      totalCents: line.qty * line.unitCents,
      refundedQty: line.refundedQty ?? 0,
    })),
  );
}

const plant = async (name: string) => (await shop.db.insert(products).values({ name, handle: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'), description: 'A plant for a test.', imageUrl: '/images/placeholder.jpg' }).returning())[0]!.id;

beforeAll(async () => {
  shop = await createTestShop({ seed: 'none' });
  admin = await adminToken(shop);
  const [aloe, begonia, calathea] = [await plant('Aloe Vera'), await plant('Begonia Maculata'), await plant('Calathea Orbifolia')];
  const a = (qty: number): Line => ({ productId: aloe, name: 'Aloe Vera', qty, unitCents: 1_000 });
  // Around New York's midnight between the 28th and the 29th (05:00 UTC in November).
  await order('shipped', '2026-11-29T04:59:59Z', [a(1)]); // 11:59:59 pm on the 28th
  await order('complete', '2026-11-29T05:00:00Z', [{ productId: begonia, name: 'Begonia Maculata', qty: 2, unitCents: 1_000 }]); // midnight: the 29th
  await order('complete', '2026-11-30T03:59:59Z', [a(3)], { refundedCents: 500 }); // 10:59 pm on the 29th, $5 given back
  await order('complete', '2026-11-30T05:00:00Z', [a(4)]); // midnight on the 30th: tomorrow, not charted by day
  // November 1 lasts 25 hours in New York: 04:00 to 05:00 UTC the next day.
  await order('shipped', '2026-11-01T04:30:00Z', [{ productId: begonia, name: 'Begonia Maculata', qty: 2, unitCents: 350, refundedQty: 1 }], { refundedCents: 350 });
  await order('shipped', '2026-11-02T04:30:00Z', [{ productId: calathea, name: 'Calathea Orbifolia', qty: 1, unitCents: 300 }]); // 11:30 pm on the 1st
  await order('shipped', '2026-10-31T03:59:59Z', [a(1)]); // October 30, a day before the 30 days: October by month
  // Neither a paid order canceled (and refunded) nor a replacement sent under the guarantee is a sale.
  await order('canceled', '2026-11-29T12:00:00Z', [{ productId: calathea, name: 'Calathea Orbifolia', qty: 10, unitCents: 100 }]);
  await order('complete', '2026-11-29T13:00:00Z', [{ productId: calathea, name: 'Calathea Orbifolia', qty: 5, unitCents: 0 }], { replacementFor: 1 });
  // The first month of twelve starts at midnight on December 1, 2025, New York time.
  await order('shipped', '2025-12-01T05:00:00Z', [{ productId: null, name: 'Old Fern', qty: 1, unitCents: 1_100 }]);
  await order('shipped', '2025-12-01T04:59:59Z', [a(9)]); // November 30, 2025: thirteen months ago
});
afterAll(() => shop.close());

const byPeriod = (chart: SalesChart) => new Map(chart.points.map((point) => [point.period, point]));

describe("the dashboard's sales chart, in the shop's time zone (decision 050)", () => {
  test('has every one of the last 30 days, today last, zero-filled, grouped by New York days around midnight', async () => {
    const chart = await getSalesChart({ db: shop.db, now: NOW, by: 'day' });
    expect(chart.timeZone).toBe('America/New_York');
    expect(chart.points).toHaveLength(30);
    expect(chart.points[0]!.period).toBe('2026-10-31');
    expect(chart.points.at(-1)!.period).toBe('2026-11-29');
    const days = byPeriod(chart);
    expect(days.get('2026-11-28')).toEqual({ period: '2026-11-28', orders: 1, salesCents: 1_000, averageOrderCents: 1_000 });
    expect(days.get('2026-11-29')).toEqual({ period: '2026-11-29', orders: 2, salesCents: 4_500, averageOrderCents: 2_250 });
    expect(days.get('2026-11-01')).toEqual({ period: '2026-11-01', orders: 2, salesCents: 650, averageOrderCents: 325 });
    expect(days.get('2026-11-15')).toEqual({ period: '2026-11-15', orders: 0, salesCents: 0, averageOrderCents: null });
    expect(chart.points.filter((point) => point.orders > 0).map((point) => point.period)).toEqual(['2026-11-01', '2026-11-28', '2026-11-29']);
    expect(chart.totals).toEqual({ orders: 5, salesCents: 6_150, averageOrderCents: 1_230 });
  });

  test('lists the plants that sold best in the 30 days, by sales, refunded units taken out', async () => {
    const { topPlants } = await getSalesChart({ db: shop.db, now: NOW, by: 'day' });
    expect(topPlants.map(({ name, units, salesCents }) => [name, units, salesCents])).toEqual([
      ['Aloe Vera', 4, 4_000],
      ['Begonia Maculata', 3, 2_350],
      ['Calathea Orbifolia', 1, 300],
    ]);
  });

  test('has every one of the last 12 months, this one last, by New York months', async () => {
    const chart = await getSalesChart({ db: shop.db, now: NOW, by: 'month' });
    expect(chart.points.map((point) => point.period)).toEqual([
      '2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11',
    ]);
    const months = byPeriod(chart);
    expect(months.get('2025-12')).toMatchObject({ orders: 1, salesCents: 1_100 });
    expect(months.get('2026-10')).toMatchObject({ orders: 1, salesCents: 1_000 });
    expect(months.get('2026-11')).toMatchObject({ orders: 6, salesCents: 10_150 });
    expect(months.get('2026-06')).toEqual({ period: '2026-06', orders: 0, salesCents: 0, averageOrderCents: null });
    expect(chart.totals).toEqual({ orders: 8, salesCents: 12_250, averageOrderCents: 1_531 });
    expect(chart.topPlants.map((top) => top.name)).toEqual(['Aloe Vera', 'Begonia Maculata', 'Old Fern', 'Calathea Orbifolia']);
  });

  test('in UTC the same orders fall on other days: the zone is the owner setting', async () => {
    await setShopTimeZone(shop, admin, 'UTC');
    try {
      const days = byPeriod(await getSalesChart({ db: shop.db, now: NOW, by: 'day' }));
      expect(days.get('2026-11-28')).toMatchObject({ orders: 0 });
      expect(days.get('2026-11-29')).toMatchObject({ orders: 2, salesCents: 3_000 });
      expect(days.get('2026-11-30')).toMatchObject({ orders: 2, salesCents: 6_500 });
    } finally {
      await setShopTimeZone(shop, admin, 'America/New_York');
    }
  });

  test('GET /api/admin/dashboard/sales answers the admin, by day unless asked by month; anything else is a 400', async () => {
    const byDay = await shop.request({ method: 'GET', url: '/api/admin/dashboard/sales', token: admin });
    expect(byDay.statusCode).toBe(200);
    expect((byDay.json() as SalesChart).points).toHaveLength(30);
    const byMonth = await shop.request({ method: 'GET', url: '/api/admin/dashboard/sales?by=month', token: admin });
    expect((byMonth.json() as SalesChart).points).toHaveLength(12);
    const byWeek = await shop.request({ method: 'GET', url: '/api/admin/dashboard/sales?by=week', token: admin });
    expect(byWeek.statusCode).toBe(400);
    expect(byWeek.json().error).toMatch(/by day or by month/);
  });
});
