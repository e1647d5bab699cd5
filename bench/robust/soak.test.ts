// 60 seconds of mixed shopper traffic at 100 connections against one instance (PGlite, as
// `npm start` runs): browse, search, a product, the cart, order and checkout. No errors, and the
// server's resident memory returns to within 20% of what it was after the warm-up.
import autocannon, { type Request } from 'autocannon';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Product } from '@shop/shared/products';
import { GRID_PATH, orderThenCheckout } from '../lib/scenarios.ts';
import { adminLogin, api, rssOf, type ShopProcess, sleep, startShop } from '../lib/shop-process.ts';

const DURATION_S = Number(process.env.SOAK_SECONDS ?? 60);
const WARMUP_S = Number(process.env.SOAK_WARMUP_SECONDS ?? 15);
const CONNECTIONS = 100;
const SETTLE_MS = 20_000;
const json = { 'content-type': 'application/json' };

function shopperVisit(products: Product[]): Request[] {
  const [first, second, third] = products as [Product, Product, Product];
  return [
    { method: 'GET', path: '/api/products' },
    { method: 'GET', path: GRID_PATH },
    { method: 'GET', path: '/api/products?q=fern&sort=name-asc&offset=0&limit=12' },
    { method: 'GET', path: `/api/products/${second.id}` },
    { method: 'POST', path: '/api/products/cart', headers: json, body: JSON.stringify([{ productId: first.id, qty: 1 }, { productId: third.id, qty: 2 }]) },
    ...orderThenCheckout([
      { productId: first.id, qty: 1 },
      { productId: third.id, qty: 1 },
    ]),
  ];
}

async function run(url: string, requests: Request[], seconds: number) {
  return autocannon({ url, connections: CONNECTIONS, duration: seconds, timeout: 20, requests, renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });
}

describe('a minute of shoppers', () => {
  let shop: ShopProcess;

  beforeAll(async () => {
    shop = await startShop({ port: 3430, from: 'source', seed: 'demo' });
  });
  afterAll(() => shop?.stop());

  test(`${DURATION_S} s at ${CONNECTIONS} connections: no errors, memory back within 20% afterwards`, async () => {
    const token = await adminLogin(shop.url);
    const products = (await api<Product[]>(shop.url, '/api/products')).body.slice(0, 3);
    for (const product of products) {
      const stocked = await api(shop.url, `/api/products/${product.id}`, { method: 'PUT', token, body: { name: product.name, price: product.price, description: product.description, qty: 1_000_000 } });
      expect(stocked.status).toBe(200);
    }
    const visit = shopperVisit(products);

    const warmup = await run(shop.url, visit, WARMUP_S);
    expect(warmup.errors + warmup.timeouts + warmup.non2xx, 'warm-up errors').toBe(0);
    await sleep(3000);
    const before = await rssOf(shop.pid);

    const result = await run(shop.url, visit, DURATION_S);
    const mb = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MB`;
    const summary = `${result.requests.total} requests, ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms; ` +
      `${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx ${JSON.stringify(result.statusCodeStats)}`;

    // Resident memory right after the run, then every second until it is back within 20%.
    const peak = await rssOf(shop.pid);
    let after = peak;
    const deadline = Date.now() + SETTLE_MS;
    while (after > before * 1.2 && Date.now() < deadline) {
      await sleep(1000);
      after = await rssOf(shop.pid);
    }
    console.log(`soak: ${summary}; RSS ${mb(before)} after warm-up, ${mb(peak)} at the end, ${mb(after)} settled`);

    expect(result.errors + result.timeouts, summary).toBe(0);
    expect(result.non2xx, summary).toBe(0);
    expect(result.requests.total).toBeGreaterThan(1000);
    expect(after, `RSS ${mb(after)} vs ${mb(before)} after warm-up`).toBeLessThanOrEqual(before * 1.2);
    expect((await api(shop.url, '/healthz')).status).toBe(200);
  });
});
