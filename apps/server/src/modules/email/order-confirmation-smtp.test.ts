import { type AddressInfo, createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sentEmails } from '../../db/schema/orders.ts';
import { adminToken, createTestShop, type TestShop } from '../../test/harness.ts';
import { checkout, GOOD_CARD, makeProduct, orderBody, payForm, placeOrder, tempDataDir } from '../orders/test-fixtures.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

let shop: TestShop;
let smtp: SMTPServer;
const received: Received[] = [];
const data = tempDataDir();

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  shop = await createTestShop({ config: { dataDir: data.dir, smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'Houseplant Shop <orders@shop.test>' } });
});
afterAll(async () => {
  await shop.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  data.remove();
});

/** Quoted-printable soft line breaks and escapes undone, so the body reads as sent. */
const decoded = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe('the confirmation email over SMTP', () => {
  test('a paid order sends one message with the order number, lines, discount, total and address', async () => {
    const admin = await adminToken(shop);
    await shop.request({ method: 'POST', url: '/api/promos', token: admin, payload: { name: 'mail15', discountRate: 0.15, status: true } });
    const fern = await makeProduct(shop, admin, { price: 24.99, qty: 10 });
    const order = await placeOrder(shop, orderBody([{ productId: fern.id, qty: 3 }], { promoCode: 'mail15' }));
    const payUrl = await checkout(shop, order);
    expect((await payForm(shop, payUrl, GOOD_CARD)).statusCode).toBe(303);
    expect((await payForm(shop, payUrl, GOOD_CARD)).statusCode).toBe(303);

    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail!.from).toBe('orders@shop.test');
    expect(mail!.to).toEqual(['ada@example.com']);
    const message = decoded(mail!.raw);
    expect(message).toContain(`Subject: Your Houseplant Shop order #${order.id} is confirmed`);
    expect(message).toContain(`3 x ${fern.name} @ $24.99 = $74.97`);
    expect(message).toContain('Discount (mail15, 15% off): -$11.25');
    expect(message).toContain('Total: $63.72');
    expect(message).toContain('12 Fern Street');
    expect(message).toContain('Portland, OR 97201');
    expect(message).toContain('Ada Gardener');
  });

  test('a mail server that cannot be reached does not fail the payment: the payer is still sent on, the row stays unsent', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const offline = await createTestShop({ config: { dataDir: data.dir, smtpUrl: `smtp://127.0.0.1:${port}` } });
    try {
      const fern = await makeProduct(offline, await adminToken(offline), { price: 5, qty: 5 });
      const order = await placeOrder(offline, orderBody([{ productId: fern.id, qty: 1 }]));
      const paid = await payForm(offline, await checkout(offline, order), GOOD_CARD);
      expect(paid.statusCode).toBe(303);
      const [row] = await offline.db.select().from(sentEmails).where(eq(sentEmails.orderId, order.id));
      expect(row).toMatchObject({ kind: 'order-confirmation', toAddress: 'ada@example.com', sentAt: null });
    } finally {
      await offline.close();
    }
  });
});
