// A payment provider that never answers (security review, finding 2), on PGlite and on PostgreSQL: more checkouts
// wait on it than the PostgreSQL pool has connections, and the shop keeps answering health checks, product
// reads and log-ins meanwhile. Latencies are printed (never asserted: the machine is shared).
import { type AddressInfo, createServer, type Socket } from 'node:net';
import { afterAll, describe, expect, test } from 'vitest';
import { ADMIN, adminToken, createTestShop, type TestShop } from '../../apps/server/src/test/harness.ts';
import { makeProduct } from '../../apps/server/src/modules/catalog/catalog.test-support.ts';
import { orderBody, placeOrder } from '../../apps/server/src/modules/orders/orders.test-support.ts';

const databases = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['pg'] : [])];
if (!process.env.TEST_DATABASE_URL) console.log('slow provider on PostgreSQL skipped: set TEST_DATABASE_URL');

const sockets = new Set<Socket>();
const silent = createServer((socket) => {
  sockets.add(socket);
  socket.on('close', () => sockets.delete(socket));
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise<void>((resolve) => (silent.listening ? silent.close(() => resolve()) : resolve()));
});

async function timed<T>(run: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await run();
  return { value, ms: Math.round(performance.now() - started) };
}

describe.each(databases)('a Stripe that never answers, on %s', (kind) => {
  let shop: TestShop;
  afterAll(() => shop?.close());

  test('30 checkouts wait on it; health, product reads and log-in keep answering', async () => {
    process.env.TEST_DB = kind;
    if (!silent.listening) await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    shop = await createTestShop({ config: { stripe: { secretKey: 'sk_test_silent', webhookSecret: 'whsec_silent', apiUrl: `http://127.0.0.1:${port}` } } });
    const admin = await adminToken(shop);
    const fern = await makeProduct(shop, admin, { price: 30, qty: 100 });
    const orders = [];
    for (let i = 0; i < 30; i += 1) orders.push(await placeOrder(shop, orderBody([{ productId: fern.id, qty: 1 }], { userEmail: `waiting${i}@example.com` })));
    let finished = 0;
    const checkouts = orders.map((order) =>
      shop.request({ method: 'POST', url: '/api/orders/checkout', payload: order, headers: { 'x-checkout-token': order.checkoutToken } }).finally(() => (finished += 1)),
    );
    await expect.poll(() => sockets.size, { timeout: 15_000 }).toBeGreaterThanOrEqual(30);

    const health = await timed(() => shop.request({ method: 'GET', url: '/healthz' }));
    const product = await timed(() => shop.request({ method: 'GET', url: `/api/products/${fern.id}` }));
    const login = await timed(() => shop.request({ method: 'POST', url: '/api/auth/login', payload: ADMIN }));
    expect([health.value.statusCode, product.value.statusCode, login.value.statusCode]).toEqual([200, 200, 200]);
    expect(finished).toBe(0);
    console.log(`slow provider (${kind}): with 30 checkouts waiting, /healthz ${health.ms} ms, product ${product.ms} ms, log-in ${login.ms} ms`);

    const answers = await Promise.all(checkouts);
    expect(new Set(answers.map((answer) => answer.statusCode))).toEqual(new Set([502]));
  });
});
