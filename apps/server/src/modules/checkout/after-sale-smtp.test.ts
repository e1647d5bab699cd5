import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminToken, createTestShop, type TestShop } from '../../test/harness.ts';
import { makeProduct } from '../catalog/catalog.test-support.ts';
import { decoded, startSmtpServer, tempDataDir } from '../email/email.test-support.ts';
import { orderBody, placeOrder } from '../orders/orders.test-support.ts';
import { payOnTestPage, statusLinkIn } from './checkout.test-support.ts';

let shop: TestShop;
let admin: string;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
const data = tempDataDir();

beforeAll(async () => {
  smtp = await startSmtpServer();
  shop = await createTestShop({ config: { dataDir: data.dir, smtpUrl: smtp.url, mailFrom: 'Houseplant Shop <orders@shop.test>' } });
  admin = await adminToken(shop);
});
afterAll(async () => {
  await shop.close();
  await smtp.close();
  data.remove();
});

/** The one message received since `before` whose subject matches. */
function mailSince(before: number, subject: RegExp): string {
  const found = smtp.received.slice(before).map((mail) => decoded(mail.raw)).filter((raw) => subject.test(raw));
  expect(found).toHaveLength(1);
  return found[0]!;
}

/** Opens the status page as the email's reader would: the key from the link, no log-in. */
async function openStatusLink(message: string) {
  const link = statusLinkIn(message);
  expect(link).not.toBeNull();
  expect(message).toContain(`href="${link!.url}"`);
  const response = await shop.request({ method: 'GET', url: `/api/orders/${link!.orderId}/status`, headers: { 'x-order-key': link!.key } });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function paidOrder() {
  const fern = await makeProduct(shop, admin, { price: 18.5, qty: 10 });
  const order = await placeOrder(shop, orderBody([{ productId: fern.id, qty: 2 }]));
  await payOnTestPage(shop, order);
  return { fern, order };
}

describe('after-sale emails over SMTP', () => {
  test('shipping sends one "on its way" email (text and HTML) with the tracking link and a status link that works', async () => {
    const { fern, order } = await paidOrder();
    const confirmation = mailSince(0, new RegExp(`Subject: Your Houseplant Shop order #${order.id} is confirmed`));
    expect((await openStatusLink(confirmation)).id).toBe(order.id);

    const before = smtp.received.length;
    const payload = { carrier: 'usps', trackingNumber: '9400111899223456789012' };
    expect((await shop.request({ method: 'PUT', url: `/api/orders/${order.id}/ship`, token: admin, payload })).statusCode).toBe(200);
    const mail = mailSince(before, /Subject: Your Houseplant Shop order #\d+ is on its way/);
    expect(mail).toContain('Content-Type: text/plain');
    expect(mail).toContain('Content-Type: text/html');
    expect(mail).toContain('Houseplant Shop');
    expect(mail).toContain(`2 x ${fern.name} @ $18.50 = $37.00`);
    expect(mail).toContain('USPS tracking number 9400111899223456789012');
    expect(mail).toContain('Track your package: https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223456789012');
    expect(mail).toContain('href="https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223456789012"');
    const view = await openStatusLink(mail);
    expect(view).toMatchObject({ id: order.id, status: 'shipped', shipment: { carrierName: 'USPS', trackingNumber: '9400111899223456789012' } });
    expect(smtp.received).toHaveLength(before + 1);
  });

  test('a refund sends one email with the amount, the reason and a status link showing the refund', async () => {
    const { fern, order } = await paidOrder();
    const lineId = ((await shop.request({ method: 'GET', url: `/api/orders/${order.id}`, token: admin })).json() as { lines: { id: number }[] }).lines[0]!.id;
    const before = smtp.received.length;
    const payload = { kind: 'lines', lines: [{ lineId, qty: 1 }], reason: 'One pot cracked in transit', restock: false };
    expect((await shop.request({ method: 'POST', url: `/api/orders/${order.id}/refunds`, token: admin, payload })).statusCode).toBe(200);
    const mail = mailSince(before, /Subject: A refund of \$18\.50 for your Houseplant Shop order #\d+/);
    expect(mail).toContain('Content-Type: text/plain');
    expect(mail).toContain('Content-Type: text/html');
    expect(mail).toContain(`2 x ${fern.name} @ $18.50 = $37.00`);
    expect(mail).toContain('Amount: $18.50');
    expect(mail).toContain('Reason: One pot cracked in transit');
    expect(mail).toContain('Refunded in all: -$18.50');
    const view = await openStatusLink(mail);
    expect(view).toMatchObject({ id: order.id, refunded: 18.5, lines: [expect.objectContaining({ refundedQty: 1 })] });
    expect(view.events.at(-1)).toMatchObject({ kind: 'refunded', amount: 18.5, note: 'One pot cracked in transit' });
  });
});
