import type { Dashboard, SalesChart } from '@shop/shared/admin';
import type { PackingSlip } from '@shop/shared/after-sale';
import type { AdminOrder, AdminOrderSummary } from '@shop/shared/orders';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminToken, createTestShop, type TestShop, testClock } from '../../test/harness.ts';
import { payOnTestPage } from '../checkout/checkout.test-support.ts';
import { orderBody, placeOrder } from '../orders/orders.test-support.ts';
import { setShopTimeZone } from '../shipping/shipping.test-support.ts';

/** 11 pm on Sunday, November 29, 2026 in New York, where the shop keeps its clock; 04:00 on the 30th in UTC. */
const ELEVEN_PM_EASTERN = new Date('2026-11-30T04:00:00Z');

let shop: TestShop;
let admin: string;
let orderId: number;
const clock = testClock(ELEVEN_PM_EASTERN);

const get = async <T,>(url: string): Promise<T> => {
  const response = await shop.request({ method: 'GET', url, token: admin });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
};

beforeAll(async () => {
  shop = await createTestShop({ clock });
  admin = await adminToken(shop);
  await setShopTimeZone(shop, admin, 'America/New_York');
  // A shopper orders and pays at 11 pm Eastern.
  const order = await placeOrder(shop, orderBody([{ productId: 1, qty: 1 }]));
  await payOnTestPage(shop, order);
  orderId = order.id;
});
afterAll(() => shop.close());

describe("the shop's time: an order at 11 pm Eastern (decision 050)", () => {
  test('counts as today, November 29, on the dashboard, not tomorrow', async () => {
    const board = await get<Dashboard>('/api/admin/dashboard');
    expect(board.timeZone).toBe('America/New_York');
    expect(board.today).toMatchObject({ from: '2026-11-29T05:00:00.000Z', to: '2026-11-30T05:00:00.000Z', orders: 1 });
    expect(board.today.revenue).toBeGreaterThan(0);
    expect(board.month).toMatchObject({ from: '2026-11-01T04:00:00.000Z', to: '2026-12-01T05:00:00.000Z', orders: 1 });
  });

  test("is the last day of the sales chart, the 29th, with the dashboard's figure", async () => {
    const board = await get<Dashboard>('/api/admin/dashboard');
    const chart = await get<SalesChart>('/api/admin/dashboard/sales?by=day');
    expect(chart.points.at(-1)).toEqual({ period: '2026-11-29', orders: 1, salesCents: Math.round(board.today.revenue * 100), averageOrderCents: Math.round(board.today.revenue * 100) });
    const months = await get<SalesChart>('/api/admin/dashboard/sales?by=month');
    expect(months.points.at(-1)).toMatchObject({ period: '2026-11', orders: 1 });
  });

  test("the order list, the order page and the packing slip carry the shop's time zone with the moment", async () => {
    const listed = (await get<AdminOrderSummary[]>('/api/orders')).find((order) => order.id === orderId);
    expect(listed).toMatchObject({ createdAt: ELEVEN_PM_EASTERN.toISOString(), timeZone: 'America/New_York' });
    expect(await get<AdminOrder>(`/api/orders/${orderId}`)).toMatchObject({ paidAt: ELEVEN_PM_EASTERN.toISOString(), timeZone: 'America/New_York' });
    expect(await get<PackingSlip>(`/api/packing-slips/${orderId}`)).toMatchObject({ createdAt: ELEVEN_PM_EASTERN.toISOString(), timeZone: 'America/New_York' });
  });

  test('in a shop that keeps UTC the same order falls on November 30', async () => {
    await setShopTimeZone(shop, admin, 'UTC');
    try {
      const board = await get<Dashboard>('/api/admin/dashboard');
      expect(board.today).toMatchObject({ from: '2026-11-30T00:00:00.000Z', orders: 1 });
      expect((await get<SalesChart>('/api/admin/dashboard/sales')).points.at(-1)).toMatchObject({ period: '2026-11-30', orders: 1 });
      expect((await get<AdminOrderSummary[]>('/api/orders'))[0]!.timeZone).toBe('UTC');
    } finally {
      await setShopTimeZone(shop, admin, 'America/New_York');
    }
  });

  test('an hour later it is the 30th in New York too, and the order is yesterday', async () => {
    clock.set(new Date('2026-11-30T05:00:00Z'));
    try {
      const board = await get<Dashboard>('/api/admin/dashboard');
      expect(board.today).toMatchObject({ from: '2026-11-30T05:00:00.000Z', orders: 0 });
      const chart = await get<SalesChart>('/api/admin/dashboard/sales');
      expect(chart.points.slice(-2).map((point) => [point.period, point.orders])).toEqual([
        ['2026-11-29', 1],
        ['2026-11-30', 0],
      ]);
    } finally {
      clock.set(ELEVEN_PM_EASTERN);
    }
  });

  test('a time zone given as an offset is refused: the browser and the database read offsets the opposite way', async () => {
    const settings = (await shop.request({ method: 'GET', url: '/api/admin/shipping-settings', token: admin })).json() as object;
    const refused = await shop.request({ method: 'PUT', url: '/api/admin/shipping-settings', token: admin, payload: { ...settings, timeZone: '+05:00' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatch(/America\/New_York/);
  });
});
