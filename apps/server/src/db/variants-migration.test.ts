import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ledgerProblems } from '../modules/inventory/inventory.test-support.ts';
import { orderBody } from '../modules/orders/orders.test-support.ts';
import { createTestShop, type TestShop } from '../test/harness.ts';
import { openTestDatabase } from '../test/database.ts';
import { queryRows } from './client.ts';
import { migrateTo, releaseMigrations } from './release-migrations.test-support.ts';

/** The last migration of the release before variants (decision 032): what a shop runs today. */
const RELEASE = '0013_stock_moves_to_inventory';

/**
 * A shop as today's release leaves it: two plants (one sold out), a shopper with a cart and an alert, and an
 * order in every state with its stock: pending (held), paid (sold), shipped, canceled (released) and a paid
 * order with a refunded and restocked unit. Every count agrees with the stock ledger, as the release keeps it.
 */
const RELEASE_SHOP = `
  insert into users (id, first_name, last_name, email, password_hash, role) values (900, 'Maya', 'Green', 'maya@shop.test', 'not-a-hash', 'customer');
  insert into products (id, name, price_cents, description, image_url, max_per_order) values
    (1, 'Boston Fern', 2499, 'A fern.', '/images/boston-fern.jpg', 6),
    (2, 'Parlor Palm', 4000, 'A palm.', '/images/parlor-palm.jpg', 2);
  select setval(pg_get_serial_sequence('products', 'id'), 2);
  insert into orders (id, user_id, email, first_name, last_name, street1, city, state, zip, subtotal_cents, discount_cents, final_cents, total_qty, status, checkout_token_hash, paid_at, paid_cents, shipped_at, canceled_at, refunded_cents) values
    (1, 900, 'maya@shop.test', 'Maya', 'Green', '1 Fern St', 'Portland', 'OR', '97201', 2499, 0, 2499, 1, 'pending', 'h1', null, null, null, null, 0),
    (2, 900, 'maya@shop.test', 'Maya', 'Green', '1 Fern St', 'Portland', 'OR', '97201', 4998, 0, 4998, 2, 'complete', 'h2', now(), 4998, null, null, 2499),
    (3, 900, 'maya@shop.test', 'Maya', 'Green', '1 Fern St', 'Portland', 'OR', '97201', 4000, 0, 4000, 1, 'shipped', 'h3', now(), 4000, now(), null, 0),
    (4, null, 'guest@shop.test', 'Sam', 'Lee', '2 Palm Rd', 'Austin', 'TX', '73301', 2499, 0, 2499, 1, 'canceled', 'h4', null, null, null, now(), 0);
  select setval(pg_get_serial_sequence('orders', 'id'), 4);
  insert into order_lines (order_id, product_id, product_name, unit_price_cents, qty, total_cents, refunded_qty, restocked_qty) values
    (1, 1, 'Boston Fern', 2499, 1, 2499, 0, 0),
    (2, 1, 'Boston Fern', 2499, 2, 4998, 1, 1),
    (3, 2, 'Parlor Palm', 4000, 1, 4000, 0, 0),
    (4, 1, 'Boston Fern', 2499, 1, 2499, 0, 0);
  insert into stock_reservations (order_id, product_id, qty, state, expires_at) values
    (1, 1, 1, 'held', now() + interval '30 minutes'),
    (2, 1, 2, 'final', now()),
    (3, 2, 1, 'final', now()),
    (4, 1, 1, 'released', now());
  insert into stock_movements (product_id, delta, on_hand_after, cause, order_id) values
    (1, 10, 10, 'initial', null), (2, 1, 1, 'initial', null),
    (1, -1, 9, 'order', 1), (1, -2, 7, 'order', 2), (2, -1, 0, 'order', 3),
    (1, -1, 6, 'order', 4), (1, 1, 7, 'cancellation', 4), (1, 1, 8, 'refund', 2);
  insert into stock_levels (product_id, on_hand) values (1, 8), (2, 0);
  insert into cart_lines (user_id, product_id, qty) values (900, 1, 2);
  insert into stock_alerts (product_id, email, user_id, confirmed_at) values (2, 'maya@shop.test', 900, now());
`;

let shop: TestShop;
let folder: string;
beforeAll(async () => {
  folder = releaseMigrations(RELEASE);
  const database = await openTestDatabase();
  await migrateTo(database, folder);
  for (const statement of RELEASE_SHOP.split(';').map((part) => part.trim()).filter(Boolean)) await database.db.execute(sql.raw(statement));
  // Today's shop starts on it: every migration after the release runs, nothing is seeded (it has users).
  shop = await createTestShop({ database });
});
afterAll(async () => {
  await shop.close();
  rmSync(folder, { recursive: true, force: true });
});

describe("a shop made by today's release, migrated to variants", () => {
  test('every plant is one variant carrying its price, stock, cap and a SKU, and is its default', async () => {
    const fern = (await shop.request({ method: 'GET', url: '/api/products/1' })).json();
    expect(fern).toMatchObject({ price: 24.99, qty: 8, maxPerOrder: 6, options: [], priceFrom: 24.99 });
    expect(fern.variants).toEqual([expect.objectContaining({ sku: 'SKU-1', title: '', price: 24.99, qty: 8, maxPerOrder: 6 })]);
    expect(fern.defaultVariantId).toBe(fern.variants[0].id);
    const palm = (await shop.request({ method: 'GET', url: '/api/products/2' })).json();
    expect(palm).toMatchObject({ price: 40, qty: 0, maxPerOrder: 2 });
  });

  test('past order lines say what they said, name their variant, and the stock agrees with the ledger', async () => {
    const lines = await queryRows<{ order_id: number; product_name: string; variant_id: number | null; variant_title: string; total_cents: number; refunded_qty: number }>(
      shop.db,
      sql`select order_id, product_name, variant_id, variant_title, total_cents, refunded_qty from order_lines order by order_id`,
    );
    expect(lines).toEqual([
      { order_id: 1, product_name: 'Boston Fern', variant_id: 1, variant_title: '', total_cents: 2499, refunded_qty: 0 },
      { order_id: 2, product_name: 'Boston Fern', variant_id: 1, variant_title: '', total_cents: 4998, refunded_qty: 1 },
      { order_id: 3, product_name: 'Parlor Palm', variant_id: 2, variant_title: '', total_cents: 4000, refunded_qty: 0 },
      { order_id: 4, product_name: 'Boston Fern', variant_id: 1, variant_title: '', total_cents: 2499, refunded_qty: 0 },
    ]);
    const holds = await queryRows<{ order_id: number; variant_id: number; state: string }>(
      shop.db,
      sql`select order_id, variant_id, state from stock_reservations order by order_id`,
    );
    expect(holds.map((hold) => [hold.order_id, hold.variant_id, hold.state])).toEqual([
      [1, 1, 'held'],
      [2, 1, 'final'],
      [3, 2, 'final'],
      [4, 1, 'released'],
    ]);
    expect(await ledgerProblems(shop.db)).toEqual([]);
  });

  test("the shopper's cart and alert name the plant's one variant; their order history reads as before", async () => {
    const maya = await queryRows<{ variant_id: number; qty: number }>(shop.db, sql`select variant_id, qty from cart_lines where user_id = 900`);
    expect(maya).toEqual([{ variant_id: 1, qty: 2 }]);
    const alerts = await queryRows<{ variant_id: number }>(shop.db, sql`select variant_id from stock_alerts`);
    expect(alerts).toEqual([{ variant_id: 2 }]);
  });

  test('the migrated shop sells: a new order takes the migrated variant, and a second order for the sold-out palm is refused', async () => {
    const bought = await shop.request({ method: 'POST', url: '/api/orders', payload: orderBody([{ productId: 1, qty: 2 }]) });
    expect(bought.statusCode, bought.body).toBe(201);
    expect(bought.json().lines).toEqual([expect.objectContaining({ productName: 'Boston Fern', variantId: 1, variantTitle: '', qty: 2 })]);
    expect((await shop.request({ method: 'GET', url: '/api/products/1' })).json().qty).toBe(6);
    const refused = await shop.request({ method: 'POST', url: '/api/orders', payload: orderBody([{ productId: 2, qty: 1 }]) });
    expect(refused.statusCode).toBe(409);
    expect(await ledgerProblems(shop.db)).toEqual([]);
  });
});
