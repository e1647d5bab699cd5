import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../config.ts';
import { seedIfEmpty } from '../seed/seed.ts';
import { type Database, openDatabase, queryRows } from './client.ts';
import { tidyTables } from './table-upkeep.ts';

// PGlite has no autovacuum, so this file opens one whatever database the project runs on: the planner
// of an embedded shop that took hundreds of orders must know it did (the robustness soak stalled on a
// plan made for empty tables: every order placed scanned every unpaid order once per held line).

/** The query the hoarding limit runs on every order placed: what one email's unpaid orders hold. */
const HELD_BY_ONE_EMAIL = sql`explain select r.variant_id, sum(r.qty)::int as qty from stock_reservations r
  where r.order_id in (select o.id from orders o where o.status = 'pending' and lower(o.email) = 'shopper-7@example.test')
    and r.state = 'held' and r.expires_at > now() and r.variant_id is not null
  group by r.variant_id`;

async function plan(database: Database): Promise<string> {
  const rows = await queryRows<{ 'QUERY PLAN': string }>(database.db, HELD_BY_ONE_EMAIL);
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

async function reltuples(database: Database, table: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(database.db, sql`select reltuples::float8 as n from pg_class where relname = ${table}`);
  return row!.n;
}

describe('an embedded shop keeps its tables tidy as autovacuum would', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openDatabase({});
    const config = loadConfig({ SEED: 'demo', ADMIN_EMAIL: 'owner@example.test', ADMIN_PASSWORD: 'owner-password-1', DATA_DIR: '/nonexistent' });
    await database.withStartupLock((db) => seedIfEmpty(db, config));
    // 400 unpaid orders from 400 shoppers, each holding two plants.
    await database.db.execute(sql`insert into orders (email, first_name, last_name, street1, city, state, zip, subtotal_cents, discount_cents, final_cents, total_qty, checkout_token_hash)
      select 'shopper-' || n || '@example.test', 'A', 'B', '1 Main St', 'Springfield', 'IL', '62701', 3600, 0, 3600, 2, md5(n::text)
      from generate_series(1, 400) as n`);
    await database.db.execute(sql`insert into stock_reservations (order_id, variant_id, qty, expires_at)
      select o.id, v.id, 1, now() + interval '30 minutes'
      from orders o cross join (select id from product_variants order by id limit 2) v`);
  });
  afterAll(() => database?.close());

  test('tables that grew get statistics, quiet ones are left alone, and one buyer is found by their index', async () => {
    expect(await reltuples(database, 'orders'), 'never analyzed before').toBeLessThan(0);

    const first = await tidyTables(database.db);
    expect(first.analyzed).toEqual(expect.arrayContaining(['public.orders', 'public.stock_reservations']));
    expect(first.analyzed).not.toContain('public.promos');
    expect(await reltuples(database, 'orders')).toBe(400);
    expect(await reltuples(database, 'stock_reservations')).toBe(800);
    // The per-email limit reads one shopper's orders through their index, not every unpaid order.
    expect(await plan(database)).toContain('orders_pending_email_idx');

    expect(await tidyTables(database.db), 'nothing changed since').toEqual({ analyzed: [], vacuumed: [] });
  });

  test('a table with many dead rows is vacuumed', async () => {
    await database.db.execute(sql`update stock_reservations set state = 'released' where order_id % 2 = 0`);
    const report = await tidyTables(database.db);
    expect(report.vacuumed).toEqual(['public.stock_reservations']);
    const [dead] = await queryRows<{ n: number }>(database.db, sql`select n_dead_tup::int as n from pg_stat_user_tables where relname = 'stock_reservations'`);
    expect(dead!.n).toBe(0);
  });
});
