// A shop with a year of paid orders, for the dashboard's screenshots (decision 050). The e2e shop keeps the
// real clock, so a journey cannot place orders on other days; this shop moves its own clock back day by day
// while it places and pays orders through its API (as a browser does), then serves the built web app with
// the real clock on a free port, and prints `LISTENING <port>`. Run by screenshots.spec.ts:
//   ADMIN_EMAIL=... ADMIN_PASSWORD=... npx tsx sales-history-shop.ts   (after `npm run build`; stop it with SIGTERM)
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { seedIfEmpty } from '../apps/server/src/seed/seed.ts';

const DAY = 24 * 60 * 60 * 1000;
const here = path.dirname(fileURLToPath(import.meta.url));
const ADMIN = { email: process.env.ADMIN_EMAIL ?? 'admin@shop.test', password: process.env.ADMIN_PASSWORD ?? 'e2e-admin-password' };
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-sales-history-'));
const config = {
  ...loadConfig({
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    PUBLIC_URL: 'http://127.0.0.1',
    WEATHER: 'off',
    LOG_LEVEL: 'warn',
    ORDER_RATE_LIMIT: '100000',
    PENDING_ORDER_LIMIT: '100000',
    AUTH_RATE_LIMIT: '100000',
  }),
  webDist: path.resolve(here, '../apps/web/dist'),
};
let offset = 0;
const clock = { now: () => new Date(Date.now() + offset) };
const database = await openDatabase({ databaseUrl: undefined, dataDir });
await database.withStartupLock((db) => seedIfEmpty(db, config));
const app: FastifyInstance = await buildApp({ config, database, clock, logger: false });

async function call<T>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers: Record<string, string> = {}): Promise<T> {
  const response = await app.inject({ method, url, payload, headers });
  if (response.statusCode >= 300 && response.statusCode !== 303) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return (response.body ? response.json() : null) as T;
}

const { token } = await call<{ token: string }>('POST', '/api/auth/login', { email: ADMIN.email, password: ADMIN.password });
const admin = { authorization: token };
interface Plant {
  id: number;
  name: string;
  defaultVariantId: number;
  variants: { id: number; sku: string }[];
}
const catalogue = await call<Plant[]>('GET', '/api/products');
const plants = ['Monstera', 'Pothos', 'Snake', 'Fiddle', 'Calathea', 'ZZ', 'Peace', 'Spider', 'Rubber', 'Aloe']
  .map((word) => catalogue.find((plant) => plant.name.includes(word)))
  .filter((plant): plant is Plant => plant !== undefined);
for (const plant of plants) {
  const sku = plant.variants.find((variant) => variant.id === plant.defaultVariantId)!.sku;
  await call('POST', '/api/admin/stock-adjustments', { sku, change: 400, reason: 'received', note: 'A year of sales for the screenshots' }, admin);
}

const PLACES = [
  { city: 'Raleigh', state: 'NC', zip: '27601' },
  { city: 'Austin', state: 'TX', zip: '73301' },
  { city: 'Portland', state: 'OR', zip: '97201' },
  { city: 'Denver', state: 'CO', zip: '80202' },
  { city: 'Brooklyn', state: 'NY', zip: '11201' },
];
// A steady pseudo-random sequence: the same shop every run.
let seed = 7;
const next = (below: number) => {
  seed = (seed * 48_271) % 2_147_483_647;
  return seed % below;
};

/** One order placed and paid `daysAgo` days ago, at an hour of the shop's afternoon or evening. */
async function paidOrder(daysAgo: number, index: number): Promise<number> {
  offset = -daysAgo * DAY - (index * 47 + next(5) * 60) * 60 * 1000;
  const lines = Array.from({ length: 1 + next(3) }, () => ({ userId: null, productId: plants[next(plants.length)]!.id, qty: 1 + next(2) }));
  const cart = [...new Map(lines.map((line) => [line.productId, line])).values()];
  const place = PLACES[next(PLACES.length)]!;
  const body = {
    name: { firstName: 'Rosa', lastName: `Customer ${daysAgo}-${index}` },
    address: { street1: `${10 + index} Leaf Lane`, street2: '', ...place },
    userEmail: `buyer-${daysAgo}-${index}@example.com`,
    promoCode: next(6) === 0 ? 'welcome10' : '',
    cart: JSON.stringify(cart),
    userId: null,
    currencyId: 1,
  };
  const order = await call<{ id: number; checkoutToken: string }>('POST', '/api/orders', body);
  const payUrl = await call<string>('POST', '/api/orders/checkout', order, { 'x-checkout-token': order.checkoutToken });
  const form = new URLSearchParams({ cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', zip: place.zip }).toString();
  const paid = await app.inject({ method: 'POST', url: new URL(payUrl).pathname, payload: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  if (paid.statusCode !== 303) throw new Error(`order ${order.id} not paid: ${paid.statusCode}`);
  return order.id;
}

// A shop that grows over the year: an order every few days a year ago, most days by now, more on weekends.
const placed: { id: number; daysAgo: number }[] = [];
for (let daysAgo = 360; daysAgo >= 0; ) {
  const weekday = new Date(Date.now() - daysAgo * DAY).getDay();
  const count = daysAgo < 30 ? next(2) + (weekday === 0 || weekday === 6 ? 2 : 1) - (next(6) === 0 ? 1 : 0) : 1;
  for (let index = 0; index < count; index += 1) placed.push({ id: await paidOrder(daysAgo, index), daysAgo });
  daysAgo -= daysAgo < 30 ? 1 : 2 + next(Math.max(2, Math.round(daysAgo / 40)));
}
offset = 0;
// What left the shop left; a few plants refunded.
for (const { id, daysAgo } of placed) {
  if (daysAgo < 3) continue;
  await call('PUT', `/api/orders/${id}/ship`, { carrier: 'usps', trackingNumber: '9400111899223456789012' }, admin).catch(() => undefined);
  if (next(12) === 0) {
    const order = await call<{ lines: { id: number }[] }>('GET', `/api/orders/${id}`, undefined, admin);
    await call('POST', `/api/orders/${id}/refunds`, { kind: 'lines', lines: [{ lineId: order.lines[0]!.id, qty: 1 }], reason: 'Arrived with a broken stem', restock: false }, admin);
  }
}

const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`LISTENING ${new URL(address).port} (${placed.length} paid orders)`);

const stop = async () => {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
