// Two app instances (separate processes) on one PostgreSQL database, 200 simultaneous orders for a
// plant with 10 in stock: exactly 10 get it, stock never goes below zero, and both instances'
// catalogues show what the other one sold.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createScratchDatabase, type ScratchDatabase, withClient } from '../lib/postgres.ts';
import { adminLogin, api, type ShopProcess, sleep, startShop } from '../lib/shop-process.ts';
import { guestOrder } from '../lib/scenarios.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
const ATTEMPTS = 200;
const STOCK = 10;
if (!adminUrl) console.log('two-instance test skipped: set TEST_DATABASE_URL (a PostgreSQL database it may create databases from)');

describe.skipIf(!adminUrl)('two instances on one PostgreSQL database (needs TEST_DATABASE_URL)', () => {
  let database: ScratchDatabase;
  let instances: ShopProcess[] = [];

  beforeAll(async () => {
    database = await createScratchDatabase(adminUrl!, 'shop_robust');
    // Started together: migrations and seeding run once, under the advisory lock.
    instances = await Promise.all([3410, 3411].map((port) => startShop({ port, databaseUrl: database.url, from: 'source', seed: 'none' })));
  });
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await database?.drop();
  });

  test(`${ATTEMPTS} simultaneous orders for ${STOCK} in stock: exactly ${STOCK} units held, never below zero`, async () => {
    const [a, b] = instances as [ShopProcess, ShopProcess];
    const token = await adminLogin(a.url);
    const made = await api<{ id: number }>(a.url, '/api/products', { token, body: { name: 'Contested Fern', qty: STOCK, price: 25, description: 'Only ten of these.' } });
    expect(made.status).toBe(201);
    const productId = made.body.id;
    // Both instances hold the product in their catalogue view before the rush.
    for (const instance of instances) expect((await api<{ qty: number }>(instance.url, `/api/products/${productId}`)).body.qty).toBe(STOCK);

    let lowest = STOCK;
    let watching = true;
    const watcher = withClient(database.url, async (client) => {
      for (let polls = 0; watching && polls < 5000; polls += 1) {
        const { rows } = await client.query<{ qty: number }>('select on_hand as qty from stock_levels where variant_id = (select default_variant_id from products where id = $1)', [productId]);
        lowest = Math.min(lowest, rows[0]!.qty);
        await sleep(5);
      }
    });
    const body = guestOrder([{ productId, qty: 1 }]);
    const answers = await Promise.all(
      Array.from({ length: ATTEMPTS }, (_, index) => api(index % 2 === 0 ? a.url : b.url, '/api/orders', { body }).then((response) => response.status)),
    );
    watching = false;
    await watcher;

    const counted = answers.reduce<Record<number, number>>((all, status) => ({ ...all, [status]: (all[status] ?? 0) + 1 }), {});
    expect(counted).toEqual({ 201: STOCK, 409: ATTEMPTS - STOCK });
    expect(lowest).toBeGreaterThanOrEqual(0);

    await withClient(database.url, async (client) => {
      const stock = await client.query<{ qty: number }>('select on_hand as qty from stock_levels where variant_id = (select default_variant_id from products where id = $1)', [productId]);
      expect(stock.rows[0]!.qty).toBe(0);
      const held = await client.query<{ units: number; orders: number }>(
        `select coalesce(sum(qty), 0)::int as units, count(distinct order_id)::int as orders
         from stock_reservations where variant_id = (select default_variant_id from products where id = $1) and state in ('held', 'final')`,
        [productId],
      );
      expect(held.rows[0]).toEqual({ units: STOCK, orders: STOCK });
      const lines = await client.query<{ orders: number; units: number }>(
        'select count(distinct order_id)::int as orders, coalesce(sum(qty), 0)::int as units from order_lines where product_id = $1',
        [productId],
      );
      expect(lines.rows[0]).toEqual({ orders: STOCK, units: STOCK });
    });

    // Each instance heard of the other's sales: its catalogue shows none left.
    for (const instance of instances) {
      await expect
        .poll(async () => (await api<{ id: number; qty: number }[]>(instance.url, '/api/products')).body.find((p) => p.id === productId)?.qty, { timeout: 5000 })
        .toBe(0);
      expect((await api<{ qty: number }>(instance.url, `/api/products/${productId}`)).body.qty).toBe(0);
    }
    // And an admin's edit on one shows on the other.
    const edited = await api(b.url, `/api/products/${productId}`, { method: 'PUT', token, body: { name: 'Contested Fern', qty: 0, price: 31.5, description: 'Sold out.' } });
    expect(edited.status).toBe(200);
    await expect.poll(async () => (await api<{ price: number }>(a.url, `/api/products/${productId}`)).body.price, { timeout: 5000 }).toBe(31.5);
  });
});
