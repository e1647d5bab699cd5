// An instance killed with SIGKILL in the middle of order traffic (orders placed, paid, canceled),
// then restarted: every order is whole and no unit of stock is lost or made up. On PGlite (the
// default: the database dies with the process) and, with TEST_DATABASE_URL, on PostgreSQL.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, test } from 'vitest';
import { createScratchDatabase, withClient } from '../lib/postgres.ts';
import { adminLogin, api, type ShopProcess, sleep, startShop } from '../lib/shop-process.ts';
import { guestOrder } from '../lib/scenarios.ts';
import { LEDGER_PROBLEMS_SQL } from '../../apps/server/src/modules/inventory/inventory.test-support.ts';
import { payOnTestPage } from './support.ts';

const PORT = 3420;
const WORKERS = 16;
const PRODUCTS = 5;
const STOCK = 400;

type Query = <T>(text: string) => Promise<T[]>;

/** Orders placed, then paid, canceled or left pending, until the shop stops answering. */
async function orderTraffic(url: string, productIds: number[], stop: () => boolean): Promise<{ placed: number; paid: number; canceled: number }> {
  const done = { placed: 0, paid: 0, canceled: 0 };
  const worker = async (seed: number) => {
    let n = seed;
    const random = () => {
      n = (n * 1_103_515_245 + 12_345) % 2 ** 31;
      return n / 2 ** 31;
    };
    for (let round = 0; round < 10_000 && !stop(); round += 1) {
      try {
        const lines = productIds.filter(() => random() < 0.4).map((productId) => ({ productId, qty: 1 + Math.floor(random() * 3) }));
        if (lines.length === 0) lines.push({ productId: productIds[0]!, qty: 1 });
        const placed = await api<{ id: number; checkoutToken: string }>(url, '/api/orders', { body: guestOrder(lines) });
        if (placed.status !== 201) continue;
        done.placed += 1;
        const headers = { 'x-checkout-token': placed.body.checkoutToken };
        const choice = random();
        if (choice < 0.45) {
          const checkout = await api<string>(url, '/api/orders/checkout', { body: placed.body, headers });
          if (checkout.status === 200 && (await payOnTestPage(checkout.body)) === 303) done.paid += 1;
        } else if (choice < 0.75) {
          const canceled = await api(url, `/api/orders/${placed.body.id}`, { method: 'PUT', body: { status: 'canceled' }, headers });
          if (canceled.status === 200) done.canceled += 1;
        }
      } catch {
        return; // the shop is gone
      }
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, (_, index) => worker(index + 1)));
  return done;
}

/** The inventory's ledger adds up: each unit's count is its movements' sum, each order's movements its holds. */
async function expectLedgerBalanced(query: Query): Promise<void> {
  expect(await query(LEDGER_PROBLEMS_SQL)).toEqual([]);
}

async function checkInvariants(query: Query, start: Map<number, number>): Promise<{ orders: number; byStatus: Record<string, number> }> {
  // Stock: what is on the shelf, held for unpaid orders and sold adds up to what there was.
  const stock = await query<{ id: number; qty: number; held: number; sold: number }>(`
    select v.product_id as id, s.on_hand as qty,
      coalesce(sum(r.qty) filter (where r.state = 'held'), 0)::int as held,
      coalesce(sum(r.qty) filter (where r.state = 'final'), 0)::int as sold
    from products p join product_variants v on v.id = p.default_variant_id join stock_levels s on s.variant_id = v.id
    left join stock_reservations r on r.variant_id = s.variant_id
    group by v.product_id, s.on_hand order by v.product_id`);
  for (const row of stock) expect(row.qty + row.held + row.sold, `product ${row.id}: ${JSON.stringify(row)}`).toBe(start.get(row.id));
  await expectLedgerBalanced(query);

  // Orders: each has lines, its reservations match its lines product by product, and they are all
  // in the state its status implies.
  const broken = await query<{ id: number; status: string; problem: string }>(`
    with lines as (
      select order_id, variant_id, sum(qty) as qty from order_lines group by order_id, variant_id
    ), held as (
      select order_id, variant_id, sum(qty) as qty, array_agg(distinct state) as states
      from stock_reservations group by order_id, variant_id
    ), checks as (
      select o.id, o.status,
        (select count(*) from order_lines l where l.order_id = o.id) as line_count,
        (select coalesce(sum(qty), 0) from order_lines l where l.order_id = o.id) as line_units,
        exists (
          select 1 from lines l full join held h on h.order_id = l.order_id and h.variant_id = l.variant_id
          where coalesce(l.order_id, h.order_id) = o.id and (l.qty is distinct from h.qty)
        ) as mismatch,
        (select array_agg(distinct state) from stock_reservations r where r.order_id = o.id) as states,
        o.total_qty
      from orders o
    )
    select id, status,
      case
        when line_count = 0 then 'no lines'
        when mismatch then 'reservations differ from lines'
        when line_units <> total_qty then 'total quantity differs from lines'
        when array_length(states, 1) <> 1 then 'reservations in several states'
        when states[1] <> case status when 'pending' then 'held' when 'canceled' then 'released' else 'final' end then 'reservation state does not match status'
      end as problem
    from checks`);
  expect(broken.filter((row) => row.problem !== null)).toEqual([]);
  const byStatus: Record<string, number> = {};
  for (const row of broken) byStatus[row.status] = (byStatus[row.status] ?? 0) + 1;
  return { orders: broken.length, byStatus };
}

const targets: { name: string; postgres: boolean }[] = [
  { name: 'PGlite', postgres: false },
  { name: 'PostgreSQL', postgres: true },
];
if (!process.env.TEST_DATABASE_URL) console.log('crash test on PostgreSQL skipped: set TEST_DATABASE_URL');

describe('an instance killed in the middle of order traffic', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  });

  for (const target of targets) {
    test.skipIf(target.postgres && !process.env.TEST_DATABASE_URL)(
      `${target.name}: after SIGKILL and a restart every order is whole and stock adds up${target.postgres ? ' (needs TEST_DATABASE_URL)' : ''}`,
      async () => {
        const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-crash-'));
        cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
        const database = target.postgres ? await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'shop_crash') : undefined;
        if (database) cleanups.push(() => database.drop());
        const options = { port: PORT, dataDir, databaseUrl: database?.url, from: 'source' as const, seed: 'none' as const };

        let shop: ShopProcess = await startShop(options);
        cleanups.push(() => shop.stop());
        const token = await adminLogin(shop.url);
        const start = new Map<number, number>();
        for (let index = 0; index < PRODUCTS; index += 1) {
          const made = await api<{ id: number }>(shop.url, '/api/products', { token, body: { name: `Crash Fern ${index}`, qty: STOCK, price: 10 + index, description: 'Bought in a hurry.' } });
          start.set(made.body.id, STOCK);
        }

        let killed = false;
        const traffic = orderTraffic(shop.url, [...start.keys()], () => killed);
        // Long enough for every kind of order to exist, then the process dies mid-request.
        await sleep(2500 + Math.floor(Math.random() * 1500));
        await shop.kill();
        killed = true;
        const done = await traffic;
        expect(done.placed).toBeGreaterThan(10);

        shop = await startShop(options);
        // The restarted shop takes orders again.
        const [productId] = [...start.keys()];
        const again = await api<{ id: number; checkoutToken: string }>(shop.url, '/api/orders', { body: guestOrder([{ productId: productId!, qty: 1 }]) });
        expect(again.status).toBe(201);
        const checkout = await api<string>(shop.url, '/api/orders/checkout', { body: again.body, headers: { 'x-checkout-token': again.body.checkoutToken } });
        expect(await payOnTestPage(checkout.body)).toBe(303);

        let result;
        if (database) {
          result = await withClient(database.url, (client) => checkInvariants(async (text) => (await client.query(text)).rows, start));
          await shop.stop();
        } else {
          // PGlite's files belong to one process: stop the shop, then look.
          await shop.stop();
          const db = await PGlite.create(path.join(dataDir, 'pglite'));
          try {
            result = await checkInvariants(async <T>(text: string) => (await db.query<T>(text)).rows, start);
          } finally {
            await db.close();
          }
        }
        console.log(`${target.name}: killed after ${done.placed} orders (${done.paid} paid, ${done.canceled} canceled); after the restart ${result.orders} orders, ${JSON.stringify(result.byStatus)}`);
        expect(result.byStatus.complete ?? 0).toBeGreaterThan(0);
      },
    );
  }
});
