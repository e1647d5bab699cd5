// The admin's order list at volume in `npm run bench` (decision 069): a shop on PostgreSQL with 100,000 orders
// (written by generate_series in SQL, not the API), its search and CSV export asked one request at a time,
// beside a baseline: the same queries in plain SQL through node-postgres, answering the same JSON or CSV.
// Latency per request, p50 and p99; the shop's p50 over the baseline's is the ratio.
import os from 'node:os';
import pg from 'pg';
import { csvLine, spreadsheetCell } from '../../packages/shared/src/csv.ts';
import { createScratchDatabase, withClient } from './postgres.ts';
import { adminLogin, startShop } from './shop-process.ts';

export interface OrderQueryRow {
  key: string;
  label: string;
  requests: number;
  shop: { p50: number; p99: number };
  baseline: { p50: number; p99: number };
  /** The shop's p50 over the baseline's (1 is as fast as the plain query). */
  ratio: number;
}

export interface OrdersRun {
  database: 'postgres';
  orders: number;
  seedSeconds: number;
  loadAverage: number;
  rows: OrderQueryRow[];
}

/** `count` orders five minutes apart from December 2025 (100,000: a year), with 1-3 lines, a shipment, tracking when shipped, and a tag on one in fifty. */
async function seed(url: string, count: number): Promise<void> {
  await withClient(url, async (client) => {
    await client.query(`
      insert into orders (id, email, first_name, last_name, street1, city, state, zip, subtotal_cents, discount_cents, shipping_cents, tax_cents, final_cents,
                          total_qty, status, checkout_token_hash, shipping_rate_id, shipping_name, tags, created_at, paid_at)
      select i, 'buyer' || i || '@example.com', (array['Ada','Bea','Cy','Dee','Eli','Fay','Gus','Hal'])[1 + i % 8], 'Fern' || (i % 5000),
             i || ' Leaf Lane', 'Portland', 'OR', '97201', 2000 * (1 + i % 3), 0, 500, 0, 2000 * (1 + i % 3) + 500,
             1 + i % 3, (array['complete','shipped','shipped','shipped','canceled','pending'])[1 + i % 6], 'bench', null, 'Standard',
             case when i % 50 = 0 then array['vip'] else '{}'::text[] end,
             timestamptz '2025-12-01 00:00:00+00' + (i * interval '5 minutes'),
             case when i % 6 in (0, 1, 2, 3) then timestamptz '2025-12-01 00:00:00+00' + (i * interval '5 minutes') end
      from generate_series(1, ${count}) as i`);
    await client.query(`select setval(pg_get_serial_sequence('orders', 'id'), ${count})`);
    await client.query(`
      insert into order_lines (order_id, product_name, unit_price_cents, qty, total_cents)
      select i, 'Bench plant ' || (n + i % 40), 2000, 1, 2000
      from generate_series(1, ${count}) as i, generate_series(1, 3) as n where n <= 1 + i % 3`);
    await client.query(`
      insert into shipments (order_id, status, carrier, tracking_number, tracking_url, shipped_at, delivered_at)
      select i, case when i % 6 in (1, 2, 3) then (case when i % 12 = 1 then 'delivered' else 'shipped' end) else 'waiting' end,
             case when i % 6 in (1, 2, 3) then 'ups' end,
             case when i % 6 in (1, 2, 3) then '1Z' || lpad(i::text, 16, '0') end,
             case when i % 6 in (1, 2, 3) then 'https://www.ups.com/track?tracknum=1Z' || lpad(i::text, 16, '0') end,
             case when i % 6 in (1, 2, 3) then timestamptz '2025-12-02 00:00:00+00' + (i * interval '5 minutes') end,
             case when i % 12 = 1 then timestamptz '2025-12-05 00:00:00+00' + (i * interval '5 minutes') end
      from generate_series(1, ${count}) as i`);
    await client.query('analyze orders; analyze order_lines; analyze shipments');
  });
}

const COLUMNS = `o.*, s.status as shipment_status, s.method as shipment_method, s.ship_on, s.weather_decision, s.weather_reason, s.weather_forecast,
  s.weather_checked_at, s.held_since, s.hold_emailed_at, s.weather_decided_by, s.hardy, s.carrier, s.tracking_number, s.tracking_url, s.shipped_at, s.delivered_at`;

/** What the shop's search-orders.ts asks, written out in SQL (a prefix in $1, lower-cased; a tracking prefix in $2). */
const textMatch = (number: boolean) => `o.id in (${number ? 'select id from orders where id = $3 union ' : ''}select id from orders where lower(email) like $1
  union select id from orders where lower(first_name || ' ' || last_name) like $1 union select id from orders where lower(last_name) like $1
  union select order_id from shipments where tracking_number like $2)`;

interface Case {
  key: string;
  label: string;
  path: string;
  sql: string;
  params: unknown[];
  csv?: boolean;
}

function cases(count: number): Case[] {
  const id = Math.round(count * 0.54321);
  const tz = 'America/New_York';
  return [
    { key: 'number', label: 'search: an order number', path: `/api/admin/orders?q=${id}`, sql: `select ${COLUMNS} from orders o join shipments s on s.order_id = o.id where ${textMatch(true)} order by o.id desc limit 51`, params: [`${id}%`, `${id}%`, id] },
    { key: 'email', label: 'search: an email\'s start', path: '/api/admin/orders?q=buyer4242%40', sql: `select ${COLUMNS} from orders o join shipments s on s.order_id = o.id where ${textMatch(false)} order by o.id desc limit 51`, params: ['buyer4242@%', 'BUYER4242@%'] },
    { key: 'name', label: 'search: a last name (20 orders)', path: '/api/admin/orders?q=fern1234', sql: `select ${COLUMNS} from orders o join shipments s on s.order_id = o.id where ${textMatch(false)} order by o.id desc limit 51`, params: ['fern1234%', 'FERN1234%'] },
    { key: 'tracking', label: 'search: a tracking number', path: `/api/admin/orders?q=1Z${String(id + 1).padStart(16, '0')}`, sql: `select ${COLUMNS} from orders o join shipments s on s.order_id = o.id where ${textMatch(false)} order by o.id desc limit 51`, params: [`1z${String(id + 1).padStart(16, '0')}%`, `1Z${String(id + 1).padStart(16, '0')}%`] },
    { key: 'filters', label: 'filter: shipped, delivered, in March', path: '/api/admin/orders?status=shipped&shipment=delivered&from=2026-03-01&to=2026-03-31', sql: `select ${COLUMNS} from orders o join shipments s on s.order_id = o.id where o.status = 'shipped' and s.status = 'delivered' and o.created_at >= ('2026-03-01'::date)::timestamp at time zone $1 and o.created_at < ('2026-03-31'::date + 1)::timestamp at time zone $1 order by o.id desc limit 51`, params: [tz] },
    { key: 'tag', label: 'filter: a tag', path: '/api/admin/orders?tag=vip', sql: `select ${COLUMNS} from orders o join shipments s on s.order_id = o.id where o.tags @> array['vip']::text[] order by o.id desc limit 51`, params: [] },
    { key: 'deep', label: 'paid orders, 200 pages deep (keyset)', path: `/api/admin/orders?status=complete&before=${Math.max(1, count - 50 * 6 * 200)}`, sql: `select ${COLUMNS} from orders o join shipments s on s.order_id = o.id where o.status = 'complete' and o.id < $1 order by o.id desc limit 51`, params: [Math.max(1, count - 50 * 6 * 200)] },
    { key: 'csv', label: 'CSV: a week of orders (~2,000, ~4,000 lines)', path: '/api/admin/orders/export?from=2026-05-01&to=2026-05-07', sql: `select ${COLUMNS} from orders o join shipments s on s.order_id = o.id where o.created_at >= ('2026-05-01'::date)::timestamp at time zone $1 and o.created_at < ('2026-05-07'::date + 1)::timestamp at time zone $1`, params: [tz], csv: true },
  ];
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
const round = (value: number) => Math.round(value * 100) / 100;

async function time(times: number, run: () => Promise<void>): Promise<{ p50: number; p99: number }> {
  const took: number[] = [];
  for (let n = 0; n < times; n += 1) {
    const start = performance.now();
    await run();
    took.push(performance.now() - start);
  }
  took.sort((a, b) => a - b);
  return { p50: round(quantile(took, 0.5)), p99: round(quantile(took, 0.99)) };
}

/** The baseline's CSV: the same pages of 500 orders and their lines, the same cells, escaped the same way. */
async function plainCsv(pool: pg.Pool, c: Case): Promise<string> {
  let out = '';
  let before = 2_147_483_647;
  for (;;) {
    const page = await pool.query(`${c.sql} and o.id < ${before} order by o.id desc limit 500`, c.params);
    if (page.rows.length === 0) break;
    const lines = await pool.query('select * from order_lines where order_id = any($1) order by order_id, id', [page.rows.map((row) => row.id)]);
    const linesOf = new Map<number, Record<string, unknown>[]>();
    for (const line of lines.rows) linesOf.set(line.order_id, [...(linesOf.get(line.order_id) ?? []), line]);
    for (const row of page.rows) {
      for (const line of linesOf.get(row.id) ?? []) {
        out += `${csvLine([row.id, row.created_at.toISOString(), row.status, row.shipment_status, row.email, `${row.first_name} ${row.last_name}`, row.street1, row.street2, row.city, row.state, row.zip, row.shipping_name ?? '', row.carrier ?? '', row.tracking_number ?? '', row.tags.join('; '), line.product_name, line.variant_title, line.sku ?? '', line.qty, line.unit_price_cents, line.total_cents, line.tax_cents, row.subtotal_cents, row.discount_cents, row.shipping_cents, row.add_ons_cents, row.tax_cents, row.final_cents, row.refunded_cents].map((cell) => spreadsheetCell(String(cell))))}\r\n`;
      }
    }
    if (page.rows.length < 500) break;
    before = page.rows.at(-1).id;
  }
  return out;
}

/** Seeds `count` orders on a scratch PostgreSQL database and measures the admin's search and export beside plain SQL. */
export async function benchOrders(adminUrl: string, port: number, count: number, log: (message: string) => void): Promise<OrdersRun> {
  const scratch = await createScratchDatabase(adminUrl, 'shop_bench_orders');
  const shop = await startShop({ port, databaseUrl: scratch.url, from: 'dist', seed: 'none' });
  const pool = new pg.Pool({ connectionString: scratch.url, max: 2 });
  try {
    const started = performance.now();
    await seed(scratch.url, count);
    const seedSeconds = round((performance.now() - started) / 1000);
    log(`orders: ${count} orders seeded in ${seedSeconds} s`);
    const token = await adminLogin(shop.url);
    const loadAverage = Math.round(os.loadavg()[0]! * 100) / 100;
    const rows: OrderQueryRow[] = [];
    for (const c of cases(count)) {
      const requests = c.csv ? 30 : 200;
      const ask = async () => {
        const response = await fetch(`${shop.url}${c.path}`, { headers: { authorization: token } });
        const body = await response.text();
        if (response.status !== 200) throw new Error(`${c.path} answered ${response.status}: ${body.slice(0, 200)}`);
      };
      const plain = async () => {
        if (c.csv) await plainCsv(pool, c);
        else JSON.stringify((await pool.query(c.sql, c.params)).rows);
      };
      await time(Math.ceil(requests / 10), ask);
      await time(Math.ceil(requests / 10), plain);
      const shopTimes = await time(requests, ask);
      const baseline = await time(requests, plain);
      const row = { key: c.key, label: c.label, requests, shop: shopTimes, baseline, ratio: round(shopTimes.p50 / baseline.p50) };
      rows.push(row);
      log(`orders ${c.key.padEnd(9)} shop p50 ${row.shop.p50} ms p99 ${row.shop.p99} ms | plain SQL p50 ${row.baseline.p50} ms p99 ${row.baseline.p99} ms | ${row.ratio}x`);
    }
    return { database: 'postgres', orders: count, seedSeconds, loadAverage, rows };
  } finally {
    await pool.end();
    await shop.stop();
    await scratch.drop();
  }
}

/** The orders table of the report, as Markdown. */
export function ordersTable(runs: readonly OrdersRun[]): string[] {
  const lines: string[] = [];
  for (const run of runs) {
    lines.push('', `The admin's order list with ${run.orders.toLocaleString('en-US')} orders on ${run.database} (seeded in ${run.seedSeconds} s; one request at a time; load ${run.loadAverage}):`, '');
    lines.push('| request | n | shop p50 ms | shop p99 ms | plain SQL p50 ms | plain SQL p99 ms | shop / plain (p50) |', '|---|---:|---:|---:|---:|---:|---:|');
    for (const row of run.rows) lines.push(`| ${row.label} | ${row.requests} | ${row.shop.p50} | ${row.shop.p99} | ${row.baseline.p50} | ${row.baseline.p99} | ${row.ratio} |`);
  }
  return lines;
}
