import { type AddressInfo, createServer } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sentEmails } from '../../db/schema/email.ts';
import { orders } from '../../db/schema/orders.ts';
import { ADMIN, adminToken, createTestShop, type TestShop, testClock } from '../../test/harness.ts';
import { makeProduct } from '../catalog/catalog.test-support.ts';
import { checkout, GOOD_CARD, payForm } from '../checkout/checkout.test-support.ts';
import { MAX_EMAIL_ATTEMPTS } from './deliver-email.ts';
import { deliverDueEmails } from './deliver-due-emails.ts';
import { decoded, startSmtpServer, tempDataDir } from './email.test-support.ts';
import { mailerFrom } from './mailer.ts';
import { orderBody, placeOrder } from '../orders/orders.test-support.ts';
import { logoPng, multipartFile, ROOTBOUND } from '../settings/settings.test-support.ts';

let shop: TestShop;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
const data = tempDataDir();

beforeAll(async () => {
  smtp = await startSmtpServer();
  shop = await createTestShop({ config: { dataDir: data.dir, smtpUrl: smtp.url, mailFrom: 'Houseplant Shop <orders@shop.test>' } });
});
afterAll(async () => {
  await shop.close();
  await smtp.close();
  data.remove();
});

/** An SMTP address where nothing listens. */
async function closedPort(): Promise<string> {
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const { port } = closed.address() as AddressInfo;
  await new Promise<void>((resolve) => closed.close(() => resolve()));
  return `smtp://127.0.0.1:${port}`;
}

/** The minute sweep's email task at `now`, for the shop `sender` describes. */
const retryOrderConfirmations = ({ now, ...sender }: { db: TestShop['db']; mailer: TestShop['services']['mailer']; log: TestShop['app']['log']; now: Date }) =>
  deliverDueEmails(sender, { now });

describe('the confirmation email over SMTP', () => {
  test('a paid order sends one message with the order number, lines, discount, total and address', async () => {
    const admin = await adminToken(shop);
    await shop.request({ method: 'POST', url: '/api/promos', token: admin, payload: { name: 'mail15', discountRate: 0.15, status: true } });
    const fern = await makeProduct(shop, admin, { price: 24.99, qty: 10 });
    const order = await placeOrder(shop, orderBody([{ productId: fern.id, qty: 3 }], { promoCode: 'mail15' }));
    const payUrl = await checkout(shop, order);
    expect((await payForm(shop, payUrl, GOOD_CARD)).statusCode).toBe(303);
    expect((await payForm(shop, payUrl, GOOD_CARD)).statusCode).toBe(303);

    const toCustomer = smtp.received.filter((mail) => mail.to.includes('ada@example.com'));
    expect(toCustomer).toHaveLength(1);
    // The owner's email (decision 051) went once too, to the shop's admin.
    expect(smtp.received.filter((mail) => mail.to.includes(ADMIN.email))).toHaveLength(1);
    const [mail] = toCustomer;
    expect(mail!.from).toBe('orders@shop.test');
    expect(mail!.to).toEqual(['ada@example.com']);
    const message = decoded(mail!.raw);
    expect(message).toContain(`Subject: Your Houseplant Shop order #${order.id} is confirmed`);
    expect(message).toContain(`3 x ${fern.name} @ $24.99 = $74.97`);
    expect(message).toContain('Discount (mail15, 15% off): -$11.25');
    // The demo's Standard rate: $63.72 of plants is under the $75 of free shipping (decision 034).
    expect(message).toContain('Shipping (Standard): $9.95');
    expect(message).toContain('Total: $73.67');
    expect(message).toContain('12 Fern Street');
    expect(message).toContain('Portland, OR 97201');
    expect(message).toContain('Ada Gardener');
  });

  test('a mail server that cannot be reached does not fail the payment; the sweep sends the email once it is back', async () => {
    const offline = await createTestShop({ config: { dataDir: data.dir, smtpUrl: await closedPort() } });
    try {
      const fern = await makeProduct(offline, await adminToken(offline), { price: 5, qty: 5 });
      const order = await placeOrder(offline, orderBody([{ productId: fern.id, qty: 1 }]));
      const paid = await payForm(offline, await checkout(offline, order), GOOD_CARD);
      expect(paid.statusCode).toBe(303);
      const row = async () =>
        (await offline.db.select().from(sentEmails).where(and(eq(sentEmails.orderId, order.id), eq(sentEmails.kind, 'order-confirmation'))))[0];
      expect(await row()).toMatchObject({
        kind: 'order-confirmation',
        toAddress: 'ada@example.com',
        sentAt: null,
        attempts: 1,
      });

      // The same shop, its mail server back: the sweep waits a minute after the failure, then sends once.
      const back = {
        db: offline.db,
        mailer: mailerFrom({ ...offline.config, smtpUrl: smtp.url }),
        log: offline.app.log,
      };
      const firstTry = (await row())!.lastAttemptAt!.getTime();
      const before = smtp.received.length;
      expect(await retryOrderConfirmations({ ...back, now: new Date(firstTry + 30_000) })).toBe(0);
      expect(smtp.received).toHaveLength(before);
      // The confirmation and the owner's email (decision 051), each once.
      expect(await retryOrderConfirmations({ ...back, now: new Date(firstTry + 61_000) })).toBe(2);
      expect(await retryOrderConfirmations({ ...back, now: new Date(firstTry + 10 * 60_000) })).toBe(0);
      expect(smtp.received).toHaveLength(before + 2);
      expect(smtp.received.slice(before).filter((mail) => decoded(mail.raw).includes(`order #${order.id} is confirmed`))).toHaveLength(1);
      expect(await row()).toMatchObject({ attempts: 2, sentAt: expect.any(Date) });
    } finally {
      await offline.close();
    }
  });

  test('a mail server that stays down is tried six times over half an hour, then left to the operator', async () => {
    const offline = await createTestShop({ config: { dataDir: data.dir, smtpUrl: await closedPort() } });
    try {
      const fern = await makeProduct(offline, await adminToken(offline), { price: 5, qty: 5 });
      const order = await placeOrder(offline, orderBody([{ productId: fern.id, qty: 1 }]));
      expect((await payForm(offline, await checkout(offline, order), GOOD_CARD)).statusCode).toBe(303);
      const sweeper = { db: offline.db, config: offline.config, log: offline.app.log, ...offline.services };
      const [first] = await offline.db.select().from(sentEmails).where(eq(sentEmails.orderId, order.id));
      // A sweep every minute for an hour: the tries come 1, 2, 4, 8 and 16 minutes apart.
      const triedAt: number[] = [];
      for (let minute = 1; minute <= 60; minute += 1) {
        const now = new Date(first!.lastAttemptAt!.getTime() + minute * 60_000 + 1000);
        await retryOrderConfirmations({ ...sweeper, now });
        const [after] = await offline.db.select().from(sentEmails).where(eq(sentEmails.orderId, order.id));
        if (after!.attempts > triedAt.length + 1) triedAt.push(minute);
      }
      expect(triedAt).toEqual([1, 3, 7, 15, 31]);
      const [last] = await offline.db.select().from(sentEmails).where(eq(sentEmails.orderId, order.id));
      expect(last).toMatchObject({ attempts: MAX_EMAIL_ATTEMPTS, sentAt: null });
    } finally {
      await offline.close();
    }
  });

  test('a paid order whose instance stopped before the email was handed over gets its email from the sweep', async () => {
    const admin = await adminToken(shop);
    const fern = await makeProduct(shop, admin, { price: 7, qty: 5 });
    const order = await placeOrder(shop, orderBody([{ productId: fern.id, qty: 1 }]));
    expect((await payForm(shop, await checkout(shop, order), GOOD_CARD)).statusCode).toBe(303);
    // As if the process died between the payment's commit and the send: the outbox row, never tried.
    await shop.db.update(sentEmails).set({ sentAt: null, attempts: 0, lastAttemptAt: null }).where(eq(sentEmails.orderId, order.id));
    const [paidOrder] = await shop.db.select().from(orders).where(eq(orders.id, order.id));
    const sweeper = { db: shop.db, config: shop.config, log: shop.app.log, ...shop.services };
    const before = smtp.received.length;
    // A minute's grace for the instance that wrote it, then the sweep sends it, once.
    expect(await retryOrderConfirmations({ ...sweeper, now: new Date(paidOrder!.paidAt!.getTime() + 30_000) })).toBe(0);
    // The confirmation and the owner's email (decision 051), each once.
    expect(await retryOrderConfirmations({ ...sweeper, now: new Date(paidOrder!.paidAt!.getTime() + 3 * 60_000) })).toBe(2);
    expect(await retryOrderConfirmations({ ...sweeper, now: new Date(paidOrder!.paidAt!.getTime() + 4 * 60_000) })).toBe(0);
    expect(smtp.received).toHaveLength(before + 2);
    expect(smtp.received.slice(before).filter((mail) => decoded(mail.raw).includes(`order #${order.id} is confirmed`))).toHaveLength(1);
  });

  test('the confirmation is written with the payment: every paid order has one, unpaid orders none', async () => {
    const admin = await adminToken(shop);
    const fern = await makeProduct(shop, admin, { price: 3, qty: 10 });
    const paid = await placeOrder(shop, orderBody([{ productId: fern.id, qty: 1 }]));
    expect((await payForm(shop, await checkout(shop, paid), GOOD_CARD)).statusCode).toBe(303);
    const unpaid = await placeOrder(shop, orderBody([{ productId: fern.id, qty: 1 }]));
    await checkout(shop, unpaid);
    const rows = async (orderId: number) => shop.db.select().from(sentEmails).where(eq(sentEmails.orderId, orderId)).orderBy(sentEmails.id);
    expect(await rows(paid.id)).toEqual([
      expect.objectContaining({ kind: 'order-confirmation', dedupeKey: `order-confirmation:${paid.id}`, sentAt: expect.any(Date) }),
      expect.objectContaining({ kind: 'owner-order', dedupeKey: `owner-order:${paid.id}:${ADMIN.email}`, sentAt: expect.any(Date) }),
    ]);
    expect(await rows(unpaid.id)).toEqual([]);
  });

  test("the emails tell the day an order was placed as the shop's day, in its time zone (decision 050)", async () => {
    // 11 pm on November 29 in New York (the shop's time zone); November 30 in UTC.
    const late = await createTestShop({ clock: testClock(new Date('2026-11-30T04:00:00Z')), config: { dataDir: data.dir, smtpUrl: smtp.url } });
    try {
      const admin = await adminToken(late);
      const fern = await makeProduct(late, admin, { price: 20, qty: 5 });
      const order = await placeOrder(late, orderBody([{ productId: fern.id, qty: 1 }], { userEmail: 'night-owl@example.com' }));
      expect((await payForm(late, await checkout(late, order), GOOD_CARD)).statusCode).toBe(303);
      const shipped = await late.request({ method: 'PUT', url: `/api/orders/${order.id}/ship`, token: admin, payload: { carrier: 'usps', trackingNumber: '9400111899223456789012' } });
      expect(shipped.statusCode, shipped.body).toBe(200);
      await deliverDueEmails({ db: late.db, mailer: late.services.mailer, log: late.app.log }, { now: new Date('2026-11-30T05:00:00Z') });
      const mails = smtp.received.filter((mail) => mail.to.includes('night-owl@example.com')).map((mail) => decoded(mail.raw));
      expect(mails.map((text) => /Subject: .*order #\d+ (.*)/.exec(text)?.[1])).toEqual(['is confirmed', 'is on its way']);
      for (const text of mails) {
        expect(text).toContain(`Order #${order.id}, placed November 29, 2026:`);
        expect(text).not.toContain('November 30');
      }
    } finally {
      await late.close();
    }
  });
  test("once the owner names the shop, its emails and payment page are theirs: subject, From name, Reply-To, logo, footer address (decision 045)", async () => {
    const renamed = await createTestShop({ config: { dataDir: data.dir, smtpUrl: smtp.url, mailFrom: 'orders@rootbound.example' } });
    try {
      const admin = await adminToken(renamed);
      expect((await renamed.request({ method: 'PUT', url: '/api/admin/settings', token: admin, payload: ROOTBOUND })).statusCode).toBe(200);
      const upload = multipartFile('logo', 'logo.png', 'image/png', await logoPng());
      expect((await renamed.request({ method: 'PUT', url: '/api/admin/settings/logo', token: admin, payload: upload.payload, headers: upload.headers })).statusCode).toBe(200);
      const fern = await makeProduct(renamed, admin, { price: 20, qty: 5 });
      const order = await placeOrder(renamed, orderBody([{ productId: fern.id, qty: 1 }], { userEmail: 'fern-fan@example.com' }));
      const payUrl = await checkout(renamed, order);
      const payPage = await renamed.request({ method: 'GET', url: new URL(payUrl).pathname });
      expect(payPage.body).toContain('<title>');
      expect(payPage.body).toContain('Rootbound Plant Co.');
      expect(payPage.body).not.toMatch(/Houseplant Shop/i);
      expect((await payForm(renamed, payUrl, GOOD_CARD)).statusCode).toBe(303);

      const mail = smtp.received.find((received) => received.to.includes('fern-fan@example.com'));
      expect(mail!.from).toBe('orders@rootbound.example');
      const message = decoded(mail!.raw);
      expect(message).toContain(`Subject: Your Rootbound Plant Co. order #${order.id} is confirmed`);
      expect(message).toContain('From: "Rootbound Plant Co." <orders@rootbound.example>');
      expect(message).toContain('Reply-To: hello@rootbound.example');
      expect(message).toContain('Rootbound Plant Company LLC, 410 Glenwood Ave, Suite 2, Raleigh, NC 27603');
      expect(message).toContain('Questions? Reply to this email or call (919) 555-0142.');
      expect(message).toMatch(/<img src="http:\/\/[^"]+\/images\/[^"]+" alt="Rootbound Plant Co\."/);
      expect(message).not.toMatch(/Houseplant Shop/i);
    } finally {
      await renamed.close();
    }
  });
});
