import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { runMinuteSweep } from '../../jobs/minute-sweep.ts';
import { adminToken, createTestShop, testClock, type TestShop } from '../../test/harness.ts';
import { makeProduct } from '../catalog/catalog.test-support.ts';
import { decoded, startSmtpServer, tempDataDir } from '../email/email.test-support.ts';
import { orderBody, placeOrder } from '../orders/orders.test-support.ts';
import { ROOTBOUND } from '../settings/settings.test-support.ts';

// The checkout reminder (decision 072) as a mail server receives it: one message, its RFC 8058 headers, the
// shop's postal address, and a cart link that rebuilds the cart.
const clock = testClock(new Date('2026-12-01T15:00:00Z'));
const data = tempDataDir();
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let shop: TestShop;

beforeAll(async () => {
  smtp = await startSmtpServer();
  shop = await createTestShop({ clock, config: { dataDir: data.dir, smtpUrl: smtp.url, mailFrom: 'Rootbound <orders@shop.test>' } });
  const admin = await adminToken(shop);
  expect((await shop.request({ method: 'PUT', url: '/api/admin/settings', token: admin, payload: ROOTBOUND })).statusCode).toBe(200);
});
afterAll(async () => {
  await shop.close();
  await smtp.close();
  data.remove();
});

const sweep = () => runMinuteSweep({ db: shop.db, config: shop.config, log: shop.app.log, ...shop.services }, clock.now());

describe('the checkout reminder over SMTP', () => {
  test('arrives once, with List-Unsubscribe, List-Unsubscribe-Post, the postal address and a link that rebuilds the cart', async () => {
    const admin = await adminToken(shop);
    const plant = await makeProduct(shop, admin, { price: 21, qty: 10 });
    const order = await placeOrder(shop, orderBody([{ productId: plant.id, qty: 1 }], { userEmail: 'palm@example.com' }));
    clock.advance(31 * 60_000);
    await sweep();
    clock.advance(61 * 60_000);
    const before = smtp.received.length;
    await sweep();
    await sweep();
    const received = smtp.received.slice(before).map((mail) => decoded(mail.raw)).filter((raw) => raw.includes('is still waiting'));
    expect(received).toHaveLength(1);
    // Long headers arrive folded onto several lines; unfolded, they read as sent.
    const raw = received[0]!.replace(/\r?\n[ \t]+/g, ' ');
    expect(raw).toMatch(/^List-Unsubscribe: <http:\/\/shop\.test\/checkout-reminders\/unsubscribe\/[A-Za-z0-9_-]+>/m);
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    expect(raw).toContain('410 Glenwood Ave');
    const link = /\/cart\/restore\/(\d+)#key=([A-Za-z0-9_-]+)/.exec(raw)!;
    expect(Number(link[1])).toBe(order.id);
    const restored = await shop.request({ method: 'POST', url: '/api/checkout-reminders/cart', payload: { orderId: order.id, key: link[2] } });
    expect(restored.json()).toMatchObject({ lines: [{ productId: plant.id, qty: 1, price: 21 }] });
  });
});
