import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../../app.ts';
import { type Database, openDatabase } from '../../db/client.ts';
import { sentEmails } from '../../db/schema/email.ts';
import { shipments } from '../../db/schema/fulfilment.ts';
import { paymentSessions } from '../../db/schema/payments.ts';
import { runMinuteSweep } from '../../jobs/minute-sweep.ts';
import { ADMIN, adminToken, createTestShop, type TestShop } from '../../test/harness.ts';
import { makeProduct } from '../catalog/catalog.test-support.ts';
import { checkout, payOnTestPage } from '../checkout/checkout.test-support.ts';
import { expireOrders } from '../checkout/expire-orders.ts';
import { settlePayment } from '../checkout/settle-payment.ts';
import { fileClaim, multipartForm, shippedOrder, twoPhotos } from '../claims/claims.test-support.ts';
import { mailFiles, tempDataDir } from '../email/email.test-support.ts';
import { orderBody, placeOrder } from '../orders/orders.test-support.ts';
import { ROOTBOUND } from '../settings/settings.test-support.ts';
import { shipEverythingFree } from '../shipping/shipping.test-support.ts';
import { OWNER_CLAIM, OWNER_ORDER, OWNER_REFUND_DUE, queueOwnerOrderEmail } from './queue-owner-emails.ts';

const data = tempDataDir();
let shop: TestShop;
let admin: string;
beforeAll(async () => {
  shop = await createTestShop({ config: { dataDir: data.dir } });
  admin = await adminToken(shop);
  // The totals below are the plants' own.
  await shipEverythingFree(shop, admin);
});
afterAll(async () => {
  await shop.close();
  data.remove();
});

const DEFAULTS = { paidOrders: true, claims: true, refundsDue: true, extraAddresses: [] as string[], summary: false, summaryHour: 7 };

async function setNotifications(change: Partial<typeof DEFAULTS>) {
  const response = await shop.request({ method: 'PUT', url: '/api/admin/settings/notifications', token: admin, payload: { ...DEFAULTS, ...change } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as typeof DEFAULTS & { ownerAddresses: string[] };
}

const ownerEmails = (kind: string, orderId: number) =>
  shop.db.select().from(sentEmails).where(and(eq(sentEmails.kind, kind), eq(sentEmails.orderId, orderId))).orderBy(sentEmails.id);

async function paidOrder(lines: { price: number; qty: number }[] = [{ price: 24, qty: 2 }]) {
  const plants = await Promise.all(lines.map((line) => makeProduct(shop, admin, { price: line.price, qty: 10 })));
  const order = await placeOrder(shop, orderBody(plants.map((plant, i) => ({ productId: plant.id, qty: lines[i]!.qty }))));
  await payOnTestPage(shop, order);
  return { order, plants };
}

/** The test page's session of an order, as a provider's retried notice would name it. */
async function paymentOf(orderId: number) {
  const [session] = await shop.db.select().from(paymentSessions).where(eq(paymentSessions.orderId, orderId));
  return { sessionId: session!.id, orderId, amountCents: session!.amountCents, currency: 'usd' };
}

describe('the owner is told of each paid order (decision 051)', () => {
  test('one email to the owner: its lines, total, ship-to, the weather decision and the admin link', async () => {
    const { order, plants } = await paidOrder([
      { price: 24, qty: 2 },
      { price: 12.5, qty: 1 },
    ]);
    const emails = await ownerEmails(OWNER_ORDER, order.id);
    expect(emails).toHaveLength(1);
    const [email] = emails;
    // No contact email in the settings yet: the shop's admin is the owner.
    expect(email!.toAddress).toBe(ADMIN.email);
    expect(email!.subject).toBe(`New order #${order.id}: $60.50`);
    const [row] = await shop.db.select({ shipOn: shipments.shipOn }).from(shipments).where(eq(shipments.orderId, order.id));
    const shipOn = new Date(`${row!.shipOn}T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
    expect(email!.textBody).toContain(
      [`Plants:`, `2 x ${plants[0]!.name}: $48.00`, `1 x ${plants[1]!.name}: $12.50`, '', 'Money:', 'Subtotal: $60.50', 'Discount: -$0.00', 'Shipping: Free', 'Total: $60.50', '', 'Ship to:', 'Ada Gardener', '12 Fern Street', 'Apt 4', 'Portland, OR 97201', '', 'Weather:', `Ships ${shipOn}.`].join('\n'),
    );
    expect(email!.textBody).toContain(`Open the order: http://shop.test/account/admin/orders/${order.id}`);
    expect(email!.textBody).toContain('Ada Gardener (ada@example.com) paid $60.50');
    expect(email!.htmlBody).toContain(`href="http://shop.test/account/admin/orders/${order.id}"`);
    // The customer's confirmation went too, to the customer.
    expect((await ownerEmails('order-confirmation', order.id)).map((e) => e.toAddress)).toEqual(['ada@example.com']);
  });

  test('a held order says so, with why', async () => {
    const plant = await makeProduct(shop, admin, { price: 30, qty: 5 });
    const order = await placeOrder(shop, orderBody([{ productId: plant.id, qty: 1 }]));
    await shop.db.update(shipments).set({ weatherDecision: 'held', heldSince: new Date(), weatherReason: 'too cold (low 18 °F, high 29 °F)' }).where(eq(shipments.orderId, order.id));
    await payOnTestPage(shop, order);
    const [email] = await ownerEmails(OWNER_ORDER, order.id);
    expect(email!.textBody).toContain('Weather:\nHeld for safe weather (too cold (low 18 °F, high 29 °F)): it ships when the forecast allows.');
  });

  test('the payment told again (a retried webhook) writes no second email', async () => {
    const plant = await makeProduct(shop, admin, { price: 20, qty: 10 });
    const order = await placeOrder(shop, orderBody([{ productId: plant.id, qty: 1 }]));
    await checkout(shop, order);
    const payment = await paymentOf(order.id);
    const settle = () => settlePayment({ db: shop.db, config: shop.config, log: shop.app.log, mailer: shop.services.mailer, input: { orderId: order.id, payment, now: new Date() } });
    expect((await settle()).outcome).toBe('paid');
    expect((await settle()).outcome).toBe('already-paid');
    expect(await ownerEmails(OWNER_ORDER, order.id)).toHaveLength(1);
  });

  test('asked twice for the same order (a second writer, another instance), the outbox keeps one per address', async () => {
    const { order } = await paidOrder();
    const again = await shop.db.transaction((tx) => queueOwnerOrderEmail({ db: tx, config: shop.config, input: { orderId: order.id } }));
    expect(again).toEqual([]);
    expect(await ownerEmails(OWNER_ORDER, order.id)).toHaveLength(1);
  });

  test('the shop\'s contact email is the owner\'s, and every extra address gets its own copy', async () => {
    const saved = await shop.request({ method: 'PUT', url: '/api/admin/settings', token: admin, payload: ROOTBOUND });
    expect(saved.statusCode, saved.body).toBe(200);
    const settings = await setNotifications({ extraAddresses: ['Packing@Rootbound.example', ' ops@rootbound.example', 'packing@rootbound.example'] });
    expect(settings).toMatchObject({ extraAddresses: ['packing@rootbound.example', 'ops@rootbound.example'], ownerAddresses: ['hello@rootbound.example'] });
    try {
      const { order } = await paidOrder();
      const emails = await ownerEmails(OWNER_ORDER, order.id);
      expect(emails.map((e) => e.toAddress).sort()).toEqual(['hello@rootbound.example', 'ops@rootbound.example', 'packing@rootbound.example']);
      expect(emails.every((e) => e.fromName === 'Rootbound Plant Co.' && e.textBody!.includes('410 Glenwood Ave'))).toBe(true);
      // Written to the owner, not to a customer: no "Questions? Reply to this email", no Reply-To to themselves.
      expect(emails.every((e) => e.replyTo === null && !e.textBody!.includes('Questions?') && !e.htmlBody!.includes('Questions?'))).toBe(true);
      // Each went out once: the outbox's files hold one per address.
      const files = mailFiles(data.dir).filter((file) => file.includes(`New order #${order.id}:`));
      expect(files).toHaveLength(3);
    } finally {
      await setNotifications({});
      await shop.request({ method: 'PUT', url: '/api/admin/settings', token: admin, payload: { ...ROOTBOUND, contactEmail: '' } });
    }
  });

  test('turned off, a paid order writes no owner email (the customer still gets theirs)', async () => {
    await setNotifications({ paidOrders: false });
    try {
      const { order } = await paidOrder();
      expect(await ownerEmails(OWNER_ORDER, order.id)).toHaveLength(0);
      expect(await ownerEmails('order-confirmation', order.id)).toHaveLength(1);
    } finally {
      await setNotifications({});
    }
  });

  test('refuses a bad address, more than five, and an hour outside the day', async () => {
    for (const change of [{ extraAddresses: ['not-an-address'] }, { extraAddresses: ['a@x.co', 'b@x.co', 'c@x.co', 'd@x.co', 'e@x.co', 'f@x.co'] }, { summaryHour: 24 }]) {
      const response = await shop.request({ method: 'PUT', url: '/api/admin/settings/notifications', token: admin, payload: { ...DEFAULTS, ...change } });
      expect(response.statusCode, response.body).toBe(400);
    }
    const view = (await shop.request({ method: 'GET', url: '/api/admin/settings/notifications', token: admin })).json() as typeof DEFAULTS;
    expect(view).toMatchObject(DEFAULTS);
  });
});

describe('the owner is told of each payment after a cancel: a refund is due (decision 051)', () => {
  async function paidAfterCancel() {
    const plant = await makeProduct(shop, admin, { price: 20, qty: 2 });
    const order = await placeOrder(shop, orderBody([{ productId: plant.id, qty: 2 }]));
    await checkout(shop, order);
    const payment = await paymentOf(order.id);
    // The hold ran out, the order was canceled, and its plants sold meanwhile.
    await expireOrders({ db: shop.db, config: shop.config, log: shop.app.log, ...shop.services, now: new Date(Date.now() + 45 * 60_000) });
    await shop.request({ method: 'PUT', url: `/api/products/${plant.id}`, token: admin, payload: { name: plant.name, qty: 0, price: 20, description: 'Sold out.' } });
    const settle = () => settlePayment({ db: shop.db, config: shop.config, log: shop.app.log, mailer: shop.services.mailer, input: { orderId: order.id, payment, now: new Date() } });
    return { order, settle };
  }

  test('one "refund due" email, however often the payment is told', async () => {
    const { order, settle } = await paidAfterCancel();
    expect((await settle()).outcome).toBe('unfulfillable');
    await settle();
    const emails = await ownerEmails(OWNER_REFUND_DUE, order.id);
    expect(emails).toHaveLength(1);
    expect(emails[0]!.subject).toBe(`Refund due: order #${order.id} was paid after it was canceled`);
    expect(emails[0]!.textBody).toContain('Ada Gardener (ada@example.com) paid $40.00');
    expect(emails[0]!.textBody).toContain(`http://shop.test/account/admin/orders/${order.id}`);
    expect(await ownerEmails(OWNER_ORDER, order.id)).toHaveLength(0);
  });

  test('turned off, none', async () => {
    await setNotifications({ refundsDue: false });
    try {
      const { order, settle } = await paidAfterCancel();
      expect((await settle()).outcome).toBe('unfulfillable');
      expect(await ownerEmails(OWNER_REFUND_DUE, order.id)).toHaveLength(0);
    } finally {
      await setNotifications({});
    }
  });
});

describe('the owner is told of each new claim (decision 051)', () => {
  test('one email with the plant, the reason and the link to the claims; a later step of the claim writes none', async () => {
    const { orderId, key, lineId, plant } = await shippedOrder(shop, admin);
    const filed = await fileClaim(shop, orderId, key, { lineId, qty: 1, reason: 'damaged', description: 'Two leaves snapped in the box.' }, await twoPhotos());
    expect(filed.statusCode, filed.body).toBe(201);
    const emails = await ownerEmails(OWNER_CLAIM, orderId);
    expect(emails).toHaveLength(1);
    expect(emails[0]!.toAddress).toBe(ADMIN.email);
    expect(emails[0]!.subject).toBe(`New claim on order #${orderId}: ${plant.name}`);
    expect(emails[0]!.textBody).toContain(`filed claim #`);
    expect(emails[0]!.textBody).toContain('Damaged:\nTwo leaves snapped in the box.');
    expect(emails[0]!.textBody).toContain('Open the claims: http://shop.test/account/admin/claims');
    const claimId = (filed.json() as { claims: { id: number }[] }).claims[0]!.id;
    const asked = await shop.request({ method: 'POST', url: `/api/claims/${claimId}/request-info`, token: admin, payload: { message: 'A photo of the roots, please.' } });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(await ownerEmails(OWNER_CLAIM, orderId)).toHaveLength(1);
  });

  test('turned off, none', async () => {
    await setNotifications({ claims: false });
    try {
      const { orderId, key, lineId } = await shippedOrder(shop, admin);
      const filed = await fileClaim(shop, orderId, key, { lineId, qty: 1, reason: 'missing', description: 'Not in the box.' }, []);
      expect(filed.statusCode, filed.body).toBe(201);
      expect(await ownerEmails(OWNER_CLAIM, orderId)).toHaveLength(0);
    } finally {
      await setNotifications({});
    }
  });
});

describe('two instances of the shop on one database', () => {
  /** Another instance: on PostgreSQL with its own pool, as a second process would have. */
  async function otherInstance(): Promise<{ app: Awaited<ReturnType<typeof buildApp>>; database: Database }> {
    const database = shop.database.kind === 'postgres' ? await openDatabase({ databaseUrl: (shop.database as { url?: string }).url!, poolSize: 4 }) : shop.database;
    const app = await buildApp({ config: shop.config, database, logger: false, services: shop.services });
    await app.ready();
    return { app, database };
  }

  test('the same payment told to both at once, then both sweeping: one owner email, sent once', async () => {
    const other = await otherInstance();
    try {
      const plant = await makeProduct(shop, admin, { price: 20, qty: 10 });
      const order = await placeOrder(shop, orderBody([{ productId: plant.id, qty: 1 }]));
      await checkout(shop, order);
      const payment = await paymentOf(order.id);
      const settleOn = (db: typeof shop.db) => settlePayment({ db, config: shop.config, log: shop.app.log, mailer: shop.services.mailer, input: { orderId: order.id, payment, now: new Date() } });
      const outcomes = await Promise.all([settleOn(shop.db), settleOn(other.database.db)]);
      expect(outcomes.map((o) => o.outcome).sort()).toEqual(['already-paid', 'paid']);
      const later = new Date(Date.now() + 10 * 60_000);
      await Promise.all([shop.db, other.database.db].map((db) => runMinuteSweep({ db, config: shop.config, log: shop.app.log, ...shop.services }, later)));
      const emails = await ownerEmails(OWNER_ORDER, order.id);
      expect(emails).toHaveLength(1);
      expect(emails[0]!.sentAt).not.toBeNull();
      expect(mailFiles(data.dir).filter((file) => file.includes(`New order #${order.id}:`))).toHaveLength(1);
    } finally {
      await other.app.close();
      if (other.database !== shop.database) await other.database.close();
    }
  });

  test('a claim filed on one, both sweeping: one owner email, sent once', async () => {
    const other = await otherInstance();
    try {
      const { orderId, key, lineId } = await shippedOrder(shop, admin);
      const form = await twoPhotos();
      const body = multipartForm({ lineId, qty: 1, reason: 'dead', description: 'Brown and limp.' }, form);
      const filed = await other.app.inject({ method: 'POST', url: `/api/orders/${orderId}/claims`, payload: body.payload, headers: { ...body.headers, 'x-order-key': key, 'x-forwarded-for': '203.0.113.9' } });
      expect(filed.statusCode, filed.body).toBe(201);
      const later = new Date(Date.now() + 10 * 60_000);
      await Promise.all([shop.db, other.database.db].map((db) => runMinuteSweep({ db, config: shop.config, log: shop.app.log, ...shop.services }, later)));
      const emails = await shop.db.select().from(sentEmails).where(and(eq(sentEmails.kind, OWNER_CLAIM), eq(sentEmails.orderId, orderId)));
      expect(emails).toHaveLength(1);
      expect(emails[0]!.sentAt).not.toBeNull();
      expect(mailFiles(data.dir).filter((file) => file.includes(`New claim on order #${orderId}:`))).toHaveLength(1);
    } finally {
      await other.app.close();
      if (other.database !== shop.database) await other.database.close();
    }
  });
});
