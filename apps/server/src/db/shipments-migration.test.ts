import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestShop, createUser, type TestShop } from '../test/harness.ts';
import { openTestDatabase } from '../test/database.ts';
import { queryRows } from './client.ts';
import { migrateTo, releaseMigrations } from './release-migrations.test-support.ts';

/** The last migration before the shipment became a row of its own (decision 057): what a shop runs today. */
const RELEASE = '0037_product_status';

const ORDER = `insert into orders (id, user_id, email, first_name, last_name, street1, city, state, zip, subtotal_cents, discount_cents, add_ons_cents, heat_pack_cents, final_cents, total_qty, status, checkout_token_hash, paid_at, paid_cents, canceled_at,
  ship_on, weather_decision, weather_reason, weather_forecast, weather_checked_at, held_since, hold_emailed_at, weather_decided_by, hardy, carrier, tracking_number, tracking_url, shipped_at) values`;

/**
 * A shop as today's release leaves it: an order from before weather-safe shipping (no plan at all), one
 * unpaid, one paid and held for a freeze (the customer told), one with a heat pack and a refund (and one the
 * provider never accepted), one the owner shipped anyway after a hold, one shipped with USPS tracking and one
 * by another carrier without a number, one a replacement waiting for the weather, one hardy, one canceled and
 * then paid late.
 */
const RELEASE_SHOP = `
  insert into users (id, first_name, last_name, email, password_hash, role) values (900, 'Maya', 'Green', 'maya@shop.test', 'not-a-hash', 'admin');
  ${ORDER}
    (1, null, 'old@shop.test', 'Old', 'Order', '1 Fern St', 'Portland', 'OR', '97201', 2499, 0, 0, 0, 2499, 1, 'shipped', 'h1', '2026-01-05T10:00:00Z', 2499, null,
      null, null, null, null, null, null, null, null, false, 'usps', '9400111899223456789012', 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223456789012', '2026-01-06T15:00:00Z'),
    (2, null, 'a@shop.test', 'Ann', 'Lee', '2 Palm Rd', 'Austin', 'TX', '73301', 2499, 0, 0, 0, 2499, 1, 'pending', 'h2', null, null, null,
      '2026-11-30', 'ships', null, '{"lowF": 50, "highF": 70}', '2026-11-28T09:00:00Z', null, null, null, false, null, null, null, null),
    (3, null, 'b@shop.test', 'Bo', 'Kim', '3 Snow Ln', 'Minneapolis', 'MN', '55401', 4000, 0, 0, 0, 4000, 1, 'complete', 'h3', '2026-11-28T10:00:00Z', 4000, null,
      '2026-12-01', 'held', 'too cold (low 12 °F, high 25 °F)', '{"lowF": 12, "highF": 25, "days": [{"date": "2026-12-01", "lowF": 12}]}', '2026-11-28T10:01:00Z', '2026-11-28T10:01:00Z', '2026-11-28T10:05:00Z', null, false, null, null, null, null),
    (4, null, 'c@shop.test', 'Cy', 'Ng', '4 Frost Ave', 'Denver', 'CO', '80202', 3000, 0, 495, 495, 3495, 1, 'complete', 'h4', '2026-11-28T11:00:00Z', 3495, null,
      '2026-11-30', 'heat-pack', 'cool (low 40 °F)', '{"lowF": 40, "highF": 52}', '2026-11-28T11:00:00Z', null, null, null, false, null, null, null, null),
    (5, null, 'd@shop.test', 'Di', 'Fox', '5 Ice Ct', 'Fargo', 'ND', '58102', 2000, 0, 0, 0, 2000, 1, 'shipped', 'h5', '2026-11-20T11:00:00Z', 2000, null,
      '2026-11-23', 'ships', 'decided by the owner', '{"lowF": 20, "highF": 30}', '2026-11-21T08:00:00Z', null, null, 900, false, 'other', null, 'https://track.example-courier.com/p/ABC123', '2026-11-23T16:00:00Z'),
    (6, null, 'e@shop.test', 'Ed', 'Park', '6 Oak St', 'Miami', 'FL', '33101', 0, 0, 0, 0, 0, 1, 'complete', 'h6', '2026-11-28T12:00:00Z', 0, null,
      null, 'needs-owner', 'a replacement: the weather at the address is read next', null, null, null, null, null, true, null, null, null, null),
    (7, null, 'f@shop.test', 'Fay', 'Ray', '7 Elm St', 'Boise', 'ID', '83702', 1500, 0, 0, 0, 1500, 1, 'canceled', 'h7', '2026-11-27T12:30:00Z', 1500, '2026-11-27T12:00:00Z',
      '2026-11-29', 'ships', null, '{}', '2026-11-27T11:00:00Z', null, null, null, true, null, null, null, null);
  select setval(pg_get_serial_sequence('orders', 'id'), 7);
  update orders set replacement_for = 3 where id = 6;
  insert into order_refunds (order_id, refund_id, kind, amount_cents, reason, applied_at) values
    (4, 1, 'amount', 500, 'A leaf arrived torn', '2026-11-29T09:00:00Z'),
    (4, 2, 'amount', 700, 'Refused by the card', null);
`;

const OLD_COLUMNS = 'id, ship_on, weather_decision, weather_reason, weather_forecast, weather_checked_at, held_since, hold_emailed_at, weather_decided_by, hardy, carrier, tracking_number, tracking_url, shipped_at';
type ShipmentColumns = Record<string, unknown>;

let shop: TestShop;
let before: ShipmentColumns[];
beforeAll(async () => {
  const database = await openTestDatabase();
  await migrateTo(database, releaseMigrations(RELEASE));
  await database.db.transaction(async (tx) => {
    for (const statement of RELEASE_SHOP.split(/;\s*\n/).filter((s) => s.trim())) await tx.execute(sql.raw(statement));
  });
  before = await queryRows<ShipmentColumns>(database.db, sql.raw(`select ${OLD_COLUMNS} from orders order by id`));
  shop = await createTestShop({ database });
});
afterAll(() => shop?.close());

describe('a shop from before the shipment was its own row (the migration shipments_and_order_events, decision 057)', () => {
  test("every order has one shipment, and it holds exactly the order's old shipment columns", async () => {
    const after = await queryRows<ShipmentColumns>(shop.db, sql.raw(`select order_id as id, ${OLD_COLUMNS.replace('id, ', '')} from shipments order by order_id`));
    expect(before).toHaveLength(7);
    expect(after).toEqual(before);
  });

  test('a shipped order’s shipment is shipped; every other one waits, by carrier (the only method before pickup)', async () => {
    const rows = await queryRows<{ order_id: number; status: string; method: string; delivered_at: Date | null }>(shop.db, sql`select order_id, status, method, delivered_at from shipments order by order_id`);
    expect(rows.map((row) => [row.order_id, row.status, row.method, row.delivered_at])).toEqual([
      [1, 'shipped', 'ship', null],
      [2, 'waiting', 'ship', null],
      [3, 'waiting', 'ship', null],
      [4, 'waiting', 'ship', null],
      [5, 'shipped', 'ship', null],
      [6, 'waiting', 'ship', null],
      [7, 'waiting', 'ship', null],
    ]);
  });

  test('the orders table keeps none of the shipment columns', async () => {
    const columns = await queryRows<{ column_name: string }>(shop.db, sql`select column_name from information_schema.columns where table_name = 'orders' and table_schema = 'public'`);
    const left = columns.map((c) => c.column_name).filter((name) => OLD_COLUMNS.split(', ').slice(1).includes(name));
    expect(left).toEqual([]);
  });

  test('the migrated orders read as before: the held one is held with its forecast, the shipped one has its tracking', async () => {
    const admin = (await createUser(shop, { role: 'admin' })).token;
    const held = (await shop.request({ method: 'GET', url: '/api/orders/3', token: admin })).json() as { shipPlan: unknown };
    expect(held.shipPlan).toEqual({ shipOn: '2026-12-01', weather: 'held', heldSince: '2026-11-28T10:01:00.000Z', reason: 'too cold (low 12 °F, high 25 °F)', lowF: 12, highF: 25 });
    const shipped = (await shop.request({ method: 'GET', url: '/api/orders/1', token: admin })).json() as { shipment: unknown };
    expect(shipped.shipment).toMatchObject({ carrier: 'usps', trackingNumber: '9400111899223456789012', shippedAt: '2026-01-06T15:00:00.000Z' });
  });

  test("every order's event log is filled from the times it kept, in the order things happened: a late payment after the cancel", async () => {
    const events = await queryRows<{ order_id: number; kind: string; at: Date; amount_cents: number | null; note: string | null }>(
      shop.db,
      sql`select order_id, kind, at, amount_cents, note from order_events order by order_id, at, id`,
    );
    const log = events.map((e) => [e.order_id, e.kind, new Date(e.at).toISOString(), e.amount_cents, e.note]);
    expect(log).toEqual([
      [1, 'paid', '2026-01-05T10:00:00.000Z', 2499, null],
      [1, 'shipped', '2026-01-06T15:00:00.000Z', null, 'USPS 9400111899223456789012'],
      [3, 'paid', '2026-11-28T10:00:00.000Z', 4000, null],
      [3, 'held', '2026-11-28T10:01:00.000Z', null, 'too cold (low 12 °F, high 25 °F)'],
      [3, 'replacement', expect.any(String), null, '#6'],
      [4, 'paid', '2026-11-28T11:00:00.000Z', 3495, null],
      [4, 'refunded', '2026-11-29T09:00:00.000Z', 500, 'A leaf arrived torn'],
      [5, 'paid', '2026-11-20T11:00:00.000Z', 2000, null],
      [5, 'shipped', '2026-11-23T16:00:00.000Z', null, 'Other carrier'],
      [6, 'paid', '2026-11-28T12:00:00.000Z', 0, null],
      [7, 'canceled', '2026-11-27T12:00:00.000Z', null, null],
      [7, 'paid', '2026-11-27T12:30:00.000Z', 1500, null],
    ]);
  });

  test('the customer reads the migrated log as a timeline: placed, then each event, without the shop\'s hold notes', async () => {
    const admin = (await createUser(shop, { role: 'admin' })).token;
    const owner = (await shop.request({ method: 'GET', url: '/api/orders/7', token: admin })).json() as { events: { kind: string }[] };
    expect(owner.events.map((e) => e.kind)).toEqual(['placed', 'canceled', 'paid']);
  });
});
