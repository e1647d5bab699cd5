import { type AddressInfo, createServer, type Server, type Socket } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { orders } from '../../db/schema/orders.ts';
import { paymentSessions } from '../../db/schema/payments.ts';
import { ADMIN, adminToken, createTestShop, type TestShop } from '../../test/harness.ts';
import { makeProduct, stockOf } from '../catalog/catalog.test-support.ts';
import { orderBody, placeOrder } from '../orders/orders.test-support.ts';

/** A Stripe that accepts connections and never answers. */
let silent: Server;
const sockets = new Set<Socket>();
let shop: TestShop;
let admin: string;

beforeAll(async () => {
  silent = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const { port } = silent.address() as AddressInfo;
  shop = await createTestShop({ config: { stripe: { secretKey: 'sk_test_silent', webhookSecret: 'whsec_silent', apiUrl: `http://127.0.0.1:${port}` } } });
  admin = await adminToken(shop);
});
afterAll(async () => {
  await shop.close();
  for (const socket of sockets) socket.destroy();
  await new Promise<void>((resolve) => silent.close(() => resolve()));
});

/** Whether `promise` has settled yet, without waiting for it. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true), () => (done = true));
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}

describe('a payment provider that never answers (security review, finding 2)', () => {
  test('holds no lock: health, product reads and log-in answer while checkouts wait on it', async () => {
    const fern = await makeProduct(shop, admin, { price: 30, qty: 50 });
    // More waiting checkouts than the PostgreSQL pool has connections (10).
    const placed = [];
    for (let i = 0; i < 12; i += 1) placed.push(await placeOrder(shop, orderBody([{ productId: fern.id, qty: 1 }], { userEmail: `patient${i}@example.com` })));
    const checkouts = placed.map((order) =>
      shop.request({ method: 'POST', url: '/api/orders/checkout', payload: order, headers: { 'x-checkout-token': order.checkoutToken } }),
    );
    await expect.poll(() => sockets.size, { timeout: 10_000 }).toBeGreaterThanOrEqual(12);

    const health = await shop.request({ method: 'GET', url: '/healthz' });
    const product = await shop.request({ method: 'GET', url: `/api/products/${fern.id}` });
    const login = await shop.request({ method: 'POST', url: '/api/auth/login', payload: ADMIN });
    const order = await placeOrder(shop, orderBody([{ productId: fern.id, qty: 1 }], { userEmail: 'meanwhile@example.com' }));
    expect([health.statusCode, product.statusCode, login.statusCode]).toEqual([200, 200, 200]);
    expect(order.status).toBe('pending');
    // All of that was answered while every checkout was still waiting on the provider.
    expect(await Promise.all(checkouts.map(settled))).toEqual(Array(12).fill(false));

    // The checkouts give up after a short timeout and one retry: a clear 502, the order still payable later.
    const answers = await Promise.all(checkouts);
    expect(answers.map((r) => r.statusCode)).toEqual(Array(12).fill(502));
    expect(answers[0]!.json().error).toBe('The payment provider is not answering; please try again in a moment');
    const [stored] = await shop.db.select().from(orders).where(eq(orders.id, placed[0]!.id));
    expect(stored!.status).toBe('pending');
    const sessions = await shop.db.select().from(paymentSessions).where(eq(paymentSessions.orderId, placed[0]!.id));
    expect(sessions.map((s) => s.status)).toEqual(['failed']);
    expect(await stockOf(shop, fern.id)).toBe(50 - 13);
  }, 60_000);
});
