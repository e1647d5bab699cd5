import { connect, type Socket } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestShop, type TestShop } from './test/harness.ts';

// Timeouts a test can wait for; production's are in DEFAULT_TIMEOUTS (decision 019).
const timeouts = { headersMs: 1_000, requestMs: 2_000, idleMs: 10_000, keepAliveMs: 5_000 };
const WEBHOOK_SECRET = 'whsec_timeouts_test';

let shop: TestShop;
let port: number;
beforeAll(async () => {
  shop = await createTestShop({
    seed: 'none',
    config: { timeouts, stripe: { secretKey: 'sk_test_timeouts', webhookSecret: WEBHOOK_SECRET } },
  });
  await shop.app.listen({ port: 0, host: '127.0.0.1' });
  port = (shop.app.server.address() as { port: number }).port;
});
afterAll(() => shop.close());

/** A raw connection, and what the server wrote back before it closed it. */
function open(): { socket: Socket; received: () => string; closed: Promise<number> } {
  const started = Date.now();
  const socket = connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString('latin1')));
  socket.on('error', () => undefined);
  const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(Date.now() - started)));
  return { socket, received: () => received, closed };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('server timeouts', () => {
  test('cuts off a client that drip-feeds its body one byte at a time', async () => {
    const client = open();
    client.socket.write('POST /api/auth/login HTTP/1.1\r\nHost: shop.test\r\ncontent-type: application/json\r\ncontent-length: 1000\r\n\r\n');
    let sent = 0;
    // A byte every 100 ms keeps the connection busy (never idle) and would take 100 s to finish.
    const drip = setInterval(() => {
      if (!client.socket.destroyed) client.socket.write(sent++ === 0 ? '{' : ' ');
    }, 100);
    const lasted = await Promise.race([client.closed, sleep(10_000).then(() => -1)]);
    clearInterval(drip);
    client.socket.destroy();
    expect(lasted, 'the connection was still open after 10 s').toBeGreaterThan(0);
    expect(lasted).toBeGreaterThanOrEqual(timeouts.requestMs - 100);
    expect(lasted).toBeLessThan(timeouts.requestMs + 2_500);
    expect(client.received()).toMatch(/^HTTP\/1\.1 408/);
  });

  test('cuts off a client that never finishes its headers', async () => {
    const client = open();
    client.socket.write('GET /api/products HTTP/1.1\r\nHost: shop.test\r\n');
    const drip = setInterval(() => {
      if (!client.socket.destroyed) client.socket.write('x-slow: 1\r\n');
    }, 100);
    const lasted = await Promise.race([client.closed, sleep(10_000).then(() => -1)]);
    clearInterval(drip);
    client.socket.destroy();
    expect(lasted).toBeGreaterThan(0);
    expect(lasted).toBeLessThan(timeouts.headersMs + 2_500);
  });

  test('answers a normal request on the same server, and keeps the connection for the next one', async () => {
    const client = open();
    client.socket.write('GET /healthz HTTP/1.1\r\nHost: shop.test\r\n\r\n');
    await sleep(300);
    client.socket.write('GET /api/products HTTP/1.1\r\nHost: shop.test\r\n\r\n');
    await sleep(500);
    expect(client.received().match(/HTTP\/1\.1 200/g)).toHaveLength(2);
    expect(client.socket.destroyed).toBe(false);
    client.socket.destroy();
  });

  test('a body that arrives in a few pieces within the deadline is read whole: the Stripe webhook still works', async () => {
    const payload = JSON.stringify({
      id: 'evt_timeouts_1',
      object: 'event',
      type: 'checkout.session.completed',
      api_version: Stripe.API_VERSION,
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: 'cs_test_unknown', object: 'checkout.session', status: 'complete', payment_status: 'paid', metadata: {} } },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const client = open();
    client.socket.write(
      `POST /api/payments/stripe/webhook HTTP/1.1\r\nHost: shop.test\r\ncontent-type: application/json\r\nstripe-signature: ${signature}\r\ncontent-length: ${Buffer.byteLength(payload)}\r\n\r\n`,
    );
    const half = Math.floor(payload.length / 2);
    await sleep(400);
    client.socket.write(payload.slice(0, half));
    await sleep(400);
    client.socket.write(payload.slice(half));
    for (let waited = 0; waited < 5_000 && !/\r\n\r\n.*\}/s.test(client.received()); waited += 50) await sleep(50);
    client.socket.destroy();
    expect(client.received()).toMatch(/^HTTP\/1\.1 200/);
    expect(client.received()).toContain('"received":true');
  });
});
