import { rmSync } from 'node:fs';
import type { AdminOrder } from '@shop/shared/orders';
import type { TaxReport } from '@shop/shared/tax-report';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminToken, createTestShop, type TestShop, testClock } from '../test/harness.ts';
import { openTestDatabase } from '../test/database.ts';
import { queryRows } from './client.ts';
import { migrateTo, releaseMigrations } from './release-migrations.test-support.ts';

/** The last migration before ZIP-level tax (decision 046): what a shop runs today. */
const RELEASE = '0025_stock_settings';

/**
 * Two paid orders as today's release keeps them (November 2026): a $40 fern to California taxed at 7.25%
 * in basis points, and a $25 cactus to Oregon, untaxed; one line each.
 */
const RELEASE_ORDERS = `
  insert into orders (id, email, first_name, last_name, street1, city, state, zip, subtotal_cents, discount_cents, tax_cents, final_cents, total_qty, status, checkout_token_hash, paid_at, paid_cents, tax_state, tax_rate_basis_points, tax_source) values
    (1, 'ada@example.com', 'Ada', 'Gardener', '1 Palm Way', 'Sacramento', 'CA', '95814', 4000, 0, 290, 4290, 1, 'complete', 'h1', '2026-11-03T10:00:00Z', 4290, 'CA', 725, 'rates'),
    (2, 'ada@example.com', 'Ada', 'Gardener', '12 Fern Street', 'Portland', 'OR', '97201', 2500, 0, 0, 2500, 1, 'shipped', 'h2', '2026-11-04T10:00:00Z', 2500, null, null, 'none');
  select setval(pg_get_serial_sequence('orders', 'id'), 2);
  insert into order_lines (order_id, product_name, unit_price_cents, qty, total_cents, tax_cents) values
    (1, 'Boston Fern', 4000, 1, 4000, 290),
    (2, 'Golden Barrel Cactus', 2500, 1, 2500, 0);
`;

const clock = testClock(new Date('2026-11-29T12:00:00.000Z'));
let shop: TestShop;
let folder: string;
let admin: string;

beforeAll(async () => {
  folder = releaseMigrations(RELEASE);
  const database = await openTestDatabase();
  await migrateTo(database, folder);
  for (const statement of RELEASE_ORDERS.split(';').map((part) => part.trim()).filter(Boolean)) await database.db.execute(sql.raw(statement));
  // Today's shop starts on it: the migrations after the release run.
  shop = await createTestShop({ database, seed: 'none', clock });
  admin = await adminToken(shop);
});
afterAll(async () => {
  await shop.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('orders from before ZIP-level tax', () => {
  test('keep their rate, now in millionths, and their state as their jurisdiction', async () => {
    const rows = await queryRows<{ id: number; tax_rate_millionths: number | null; tax_region: string | null; tax_state: string | null }>(
      shop.db,
      sql`select id, tax_rate_millionths, tax_region, tax_state from orders order by id`,
    );
    expect(rows).toEqual([
      { id: 1, tax_rate_millionths: 72_500, tax_region: null, tax_state: 'CA' },
      { id: 2, tax_rate_millionths: null, tax_region: null, tax_state: null },
    ]);
    const order = (await shop.request({ method: 'GET', url: '/api/orders/1', token: admin })).json() as AdminOrder;
    expect(order).toMatchObject({ tax: 2.9, taxState: 'CA', taxRegion: null, taxRatePercent: 7.25, finalPrice: 42.9 });
  });

  test('their tax report rows read as before, by state alone, on the screen and in the CSV', async () => {
    const report = (await shop.request({ method: 'GET', url: '/api/admin/tax-report?months=1', token: admin })).json() as TaxReport;
    expect(report.monthly).toEqual([
      { month: '2026-11', state: 'CA', region: null, orders: 1, sales: 40, taxableSales: 40, taxCollected: 2.9, taxRefunded: 0, untracedRefunds: 0 },
      { month: '2026-11', state: 'OR', region: null, orders: 1, sales: 25, taxableSales: 0, taxCollected: 0, taxRefunded: 0, untracedRefunds: 0 },
    ]);
    const csv = await shop.request({ method: 'GET', url: '/api/admin/tax-report.csv?months=1', token: admin });
    expect(csv.body.split('\r\n').slice(1)).toEqual(['2026-11,CA,,1,40.00,40.00,2.90,0.00,0.00', '2026-11,OR,,1,25.00,0.00,0.00,0.00,0.00', '']);
  });
});
