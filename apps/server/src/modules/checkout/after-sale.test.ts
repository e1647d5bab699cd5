import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sentEmails } from '../../db/schema/email.ts';
import { orderRefunds, orders } from '../../db/schema/orders.ts';
import { refunds } from '../../db/schema/payments.ts';
import { adminToken, createTestShop, createUser, type TestShop } from '../../test/harness.ts';
import { makeProduct, stockOf } from '../catalog/catalog.test-support.ts';
import { tempDataDir } from '../email/email.test-support.ts';
import { orderBody, placeOrder } from '../orders/orders.test-support.ts';
import { payOnTestPage, statusLinkIn } from './checkout.test-support.ts';
import { ledgerProblems } from '../inventory/inventory.test-support.ts';
import { shipEverythingFree } from '../shipping/shipping.test-support.ts';

let shop: TestShop;
let admin: string;
const data = tempDataDir();
/** The real time, moved ahead by a test that needs a later day (the slips to pack on the day the orders leave). */
let aheadMs = 0;
const clock = { now: () => new Date(Date.now() + aheadMs) };

beforeAll(async () => {
  shop = await createTestShop({ clock, config: { dataDir: data.dir } });
  admin = await adminToken(shop);
  // This file counts the cents of plants and refunds: its shop ships free (decision 034; charges.test.ts prices shipping).
  await shipEverythingFree(shop, admin);
  await shop.request({ method: 'POST', url: '/api/promos', token: admin, payload: { name: 'after15', discountRate: 0.15, status: true } });
});
afterAll(async () => {
  await shop.close();
  data.remove();
});

const USPS = { carrier: 'usps', trackingNumber: '9400 1118 9922 3456 7890 12' };

/** 3 ferns at $24.99 and a palm at $10 with 15% off: $84.97 - $12.75 = $72.22 paid on the test page. */
async function paidOrder(extra: Record<string, unknown> = {}) {
  const fern = await makeProduct(shop, admin, { price: 24.99, qty: 10 });
  const palm = await makeProduct(shop, admin, { price: 10, qty: 10 });
  const order = await placeOrder(shop, orderBody([{ productId: fern.id, qty: 3 }, { productId: palm.id, qty: 1 }], { promoCode: 'after15', ...extra }));
  await payOnTestPage(shop, order);
  const detail = (await adminGet(order.id)).json() as { lines: { id: number; productId: number }[] };
  const lineOf = (productId: number) => detail.lines.find((line) => line.productId === productId)!.id;
  return { order, fern, palm, fernLine: lineOf(fern.id), palmLine: lineOf(palm.id) };
}

const adminGet = (orderId: number) => shop.request({ method: 'GET', url: `/api/orders/${orderId}`, token: admin });
const ship = (orderId: number, payload: object) => shop.request({ method: 'PUT', url: `/api/orders/${orderId}/ship`, token: admin, payload });
const refund = (orderId: number, payload: object, token = admin) => shop.request({ method: 'POST', url: `/api/orders/${orderId}/refunds`, token, payload });
const cancel = (orderId: number, payload: object = { reason: 'Out of season' }) => shop.request({ method: 'POST', url: `/api/orders/${orderId}/cancel`, token: admin, payload });
const statusPage = (orderId: number, key?: string, token?: string) =>
  shop.request({ method: 'GET', url: `/api/orders/${orderId}/status`, headers: key === undefined ? {} : { 'x-order-key': key }, token });

async function emails(orderId: number, kind?: string) {
  return shop.db.select().from(sentEmails).where(kind ? and(eq(sentEmails.orderId, orderId), eq(sentEmails.kind, kind)) : eq(sentEmails.orderId, orderId));
}

async function orderRow(orderId: number) {
  const [row] = await shop.db.select().from(orders).where(eq(orders.id, orderId));
  return row!;
}

describe('shipping with a carrier and a tracking number', () => {
  test('each carrier checks its own format; other takes a tracking page address; bad input is a 400 naming the field', async () => {
    const { order } = await paidOrder();
    const refused = async (payload: object, message: RegExp) => {
      const response = await ship(order.id, payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error).toMatch(message);
    };
    await refused({ carrier: 'usps', trackingNumber: '12345' }, /USPS tracking number: 20 or 22 digits/);
    await refused({ carrier: 'ups', trackingNumber: '9400111899223456789012' }, /UPS tracking number: 18 characters starting with 1Z/);
    await refused({ carrier: 'fedex', trackingNumber: '1Z999AA10123456784' }, /FedEx/);
    await refused({ carrier: 'dhl', trackingNumber: 'abc' }, /DHL/);
    await refused({ carrier: 'other', trackingNumber: 'X1' }, /tracking page address/);
    await refused({ carrier: 'other', trackingUrl: 'javascript:alert(1)' }, /tracking page address/);
    // 'Other' takes an https:// address only, as its message says, with no quote or angle bracket in it.
    await refused({ carrier: 'other', trackingUrl: 'http://track.example-courier.com/p/ABC123' }, /starting with https:\/\//);
    for (const bad of ['"', "'", '<', '>']) {
      await refused({ carrier: 'other', trackingUrl: `https://track.example-courier.com/p/A${bad}onmouseover=alert(1)` }, /starting with https:\/\//);
    }
    await refused({ carrier: 'other', trackingUrl: 'https://track.example-courier.com/p/1', trackingNumber: 'AB\u202E321' }, /invisible direction/);
    await refused({ carrier: 'pigeon', trackingNumber: '1' }, /Choose the carrier/);
    await refused({}, /Choose the carrier/);
    expect((await orderRow(order.id)).status).toBe('complete');
    expect(await emails(order.id, 'order-shipped')).toHaveLength(0);
  });

  test('shipping with USPS stores the number and its tracking link, and writes one "on its way" email with them', async () => {
    const { order } = await paidOrder();
    const shipped = await ship(order.id, USPS);
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json().shipment).toEqual({
      carrier: 'usps',
      carrierName: 'USPS',
      trackingNumber: '9400111899223456789012',
      trackingUrl: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223456789012',
      shippedAt: expect.any(String),
      deliveredAt: null,
    });
    expect((await ship(order.id, USPS)).statusCode).toBe(409);
    const [email, ...more] = await emails(order.id, 'order-shipped');
    expect(more).toHaveLength(0);
    expect(email).toMatchObject({ dedupeKey: `order-shipped:${order.id}`, subject: `Your Houseplant Shop order #${order.id} is on its way`, sentAt: expect.any(Date) });
    expect(email!.textBody).toContain('USPS tracking number 9400111899223456789012');
    expect(email!.htmlBody).toContain('href="https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223456789012"');
  });

  test('UPS, FedEx, DHL numbers link to their carrier; other carriers keep the address given', async () => {
    const cases = [
      [{ carrier: 'ups', trackingNumber: '1z 999 aa1 01 2345 6784' }, 'https://www.ups.com/track?tracknum=1Z999AA10123456784'],
      [{ carrier: 'fedex', trackingNumber: '1234 5678 9012' }, 'https://www.fedex.com/fedextrack/?trknbr=123456789012'],
      [{ carrier: 'dhl', trackingNumber: '1234567890' }, 'https://www.dhl.com/us-en/home/tracking.html?tracking-id=1234567890&submit=1'],
      [{ carrier: 'other', trackingUrl: 'https://track.example-courier.com/p/ABC123' }, 'https://track.example-courier.com/p/ABC123'],
    ] as const;
    for (const [payload, url] of cases) {
      const { order } = await paidOrder();
      const shipped = await ship(order.id, payload);
      expect(shipped.statusCode, shipped.body).toBe(200);
      expect(shipped.json().shipment.trackingUrl).toBe(url);
    }
  });
});

describe('the signed status link', () => {
  test('every email carries it; it opens the order without logging in, and a wrong or missing key does not', async () => {
    const { order } = await paidOrder();
    const [confirmation] = await emails(order.id, 'order-confirmation');
    const link = statusLinkIn(confirmation!.textBody!);
    expect(link).toMatchObject({ orderId: order.id });
    expect(link!.url.startsWith(`http://shop.test/orders/${order.id}/status#key=`)).toBe(true);
    expect(confirmation!.htmlBody).toContain(link!.url);

    const seen = await statusPage(order.id, link!.key);
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['cache-control']).toBe('private, no-store');
    expect(seen.headers['x-robots-tag']).toBe('noindex');
    const view = seen.json();
    expect(view).toMatchObject({ id: order.id, status: 'complete', finalPrice: 72.22, refunded: 0, shipment: null });
    expect(view.events.map((e: { kind: string }) => e.kind)).toEqual(['placed', 'paid']);
    // No more than the order: nothing about the account, the payer's email or the payment.
    expect(Object.keys(view).sort()).toEqual(
      ['createdAt', 'discount', 'events', 'finalPrice', 'fulfilment', 'gift', 'giftMessage', 'id', 'lines', 'pickup', 'promoCode', 'refunded', 'shipTo', 'shipment', 'status', 'subtotal', 'shipping', 'shippingMethod', 'tax', 'taxState', 'taxRegion', 'taxRatePercent', 'heatPack', 'shipPlan', 'timeZone'].sort(),
    );
    // The weather plan without the shop's own notes (decision 044): the weather is off here, and it ships.
    expect(view.shipPlan).toMatchObject({ weather: 'ships', reason: null });
    expect(seen.body).not.toContain('ada@example.com');

    expect((await statusPage(order.id)).statusCode).toBe(401);
    expect((await statusPage(order.id, link!.key.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')))).statusCode).toBe(403);
    const other = await paidOrder();
    expect((await statusPage(other.order.id, link!.key)).statusCode).toBe(403);
    expect((await statusPage(order.id, 'not base64 at all!')).statusCode).toBe(403);
    // An order that does not exist answers exactly as a wrong key: nobody learns which numbers exist.
    const unknown = await statusPage(99_999_999, link!.key);
    const wrong = await statusPage(other.order.id, link!.key);
    expect([unknown.statusCode, unknown.body]).toEqual([wrong.statusCode, wrong.body]);
    expect(unknown.json()).toEqual({ error: 'That link does not open this order' });
  });

  test('only the key exactly as the shop wrote it opens the order: no padding, no other spelling of its last character', async () => {
    const { order } = await paidOrder();
    const { key } = statusLinkIn((await emails(order.id, 'order-confirmation'))[0]!.textBody!)!;
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await statusPage(order.id, key)).statusCode).toBe(200);
    // The last character carries two bits base64url decoding ignores: its neighbour decodes to the same bytes.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const sameBytes = key.slice(0, -1) + alphabet[alphabet.indexOf(key.at(-1)!) ^ 1];
    expect(Buffer.from(sameBytes, 'base64url').equals(Buffer.from(key, 'base64url'))).toBe(true);
    const wrong = await statusPage(order.id, key.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')));
    for (const variant of [`${key}=`, `${key}==`, sameBytes, `${key}.`, key.replace(/-/g, '+').replace(/_/g, '/')]) {
      if (variant === key) continue;
      const response = await statusPage(order.id, variant);
      expect([response.statusCode, response.body], JSON.stringify(variant)).toEqual([wrong.statusCode, wrong.body]);
    }
  });

  test("a signed-in owner sees their order's status without the key; another shopper does not", async () => {
    const owner = await createUser(shop);
    const stranger = await createUser(shop);
    const fern = await makeProduct(shop, admin, { price: 5, qty: 5 });
    const order = await placeOrder(shop, orderBody([{ productId: fern.id, qty: 1 }], { userId: owner.id }), owner.token);
    expect((await statusPage(order.id, undefined, owner.token)).json()).toMatchObject({ id: order.id, status: 'pending' });
    expect((await statusPage(order.id, undefined, stranger.token)).statusCode).toBe(403);
  });
});

describe('refunds through the payment provider', () => {
  test('a line refund gives back its share of the discounted total, restocks, and shows as a partial refund', async () => {
    const { order, fern, fernLine } = await paidOrder();
    const stock = await stockOf(shop, fern.id);
    const response = await refund(order.id, { kind: 'lines', lines: [{ lineId: fernLine, qty: 1 }], reason: 'Arrived with a broken pot', restock: true, refundedBefore: 0 });
    expect(response.statusCode, response.body).toBe(200);
    // The fern line's share of $72.22 is $63.72 (its $74.97 less its part of the discount): a third of it.
    expect(response.json()).toMatchObject({ refunded: 21.24, refundable: 50.98, refundInFlight: false });
    expect(response.json().refunds).toEqual([
      { id: expect.any(Number), kind: 'lines', amount: 21.24, status: 'succeeded', reason: 'Arrived with a broken pot', restocked: 1, createdAt: expect.any(String) },
    ]);
    expect(response.json().lines.find((l: { id: number }) => l.id === fernLine)).toMatchObject({ refundedQty: 1, restockedQty: 1, share: 63.72 });
    expect(await stockOf(shop, fern.id)).toBe(stock + 1);

    const [email] = await emails(order.id, 'order-refund');
    expect(email!.subject).toBe(`A refund of $21.24 for your Houseplant Shop order #${order.id}`);
    expect(email!.textBody).toContain('Reason: Arrived with a broken pot');
    expect(email!.textBody).toContain(`For: 1 x ${fern.name}`);
    expect(statusLinkIn(email!.textBody!)?.orderId).toBe(order.id);

    const [confirmation] = await emails(order.id, 'order-confirmation');
    const view = (await statusPage(order.id, statusLinkIn(confirmation!.textBody!)!.key)).json();
    expect(view).toMatchObject({ status: 'complete', refunded: 21.24 });
    expect(view.events.at(-1)).toMatchObject({ kind: 'refunded', amount: 21.24, note: 'Arrived with a broken pot' });

    // The two other ferns give back exactly the rest of the line's share: never a cent more than was paid.
    const rest = await refund(order.id, { kind: 'lines', lines: [{ lineId: fernLine, qty: 2 }], reason: 'All of them broke' });
    expect(rest.json()).toMatchObject({ refunded: 63.72, refundable: 8.5 });
    const more = await refund(order.id, { kind: 'lines', lines: [{ lineId: fernLine, qty: 1 }], reason: 'Again' });
    expect(more.statusCode).toBe(400);
    expect(more.json().error).toBe(`Only 0 of ${fern.name} can still be refunded`);
  });

  test('refunds above what was paid are refused (400) and record nothing; a full refund gives back exactly the rest', async () => {
    const { order } = await paidOrder();
    const refundsOf = async () => shop.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    const tooMuch = await refund(order.id, { kind: 'amount', amount: 72.23, reason: 'Goodwill' });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error).toBe('At most $72.22 can still be refunded on this order ($72.23 asked)');
    expect(await refundsOf()).toHaveLength(0);

    expect((await refund(order.id, { kind: 'amount', amount: 10.5, reason: 'Late delivery' })).json()).toMatchObject({ refunded: 10.5, refundable: 61.72 });
    const over = await refund(order.id, { kind: 'amount', amount: 61.73, reason: 'Goodwill' });
    expect(over.json().error).toBe('At most $61.72 can still be refunded on this order ($61.73 asked)');
    const full = await refund(order.id, { kind: 'full', reason: 'Customer changed their mind' });
    expect(full.json()).toMatchObject({ refunded: 72.22, refundable: 0 });
    expect((await refund(order.id, { kind: 'amount', amount: 0.01, reason: 'One more' })).json().error).toBe('Nothing is left to refund on this order');
    expect((await refund(order.id, { kind: 'full', reason: 'One more' })).statusCode).toBe(409);
    expect((await refundsOf()).map((r) => [r.amountCents, r.status])).toEqual([
      [1050, 'succeeded'],
      [6172, 'succeeded'],
    ]);
    expect((await orderRow(order.id)).refundedCents).toBe(7222);
    expect((await adminGet(order.id)).json().status).toBe('complete');
  });

  test('bad requests are 4xx with a message, never 5xx', async () => {
    const { order, palmLine } = await paidOrder();
    const other = await paidOrder();
    const bad = [
      { kind: 'lines', lines: [{ lineId: other.fernLine, qty: 1 }], reason: 'x' },
      { kind: 'lines', lines: [{ lineId: palmLine, qty: 2 }], reason: 'x' },
      { kind: 'lines', lines: [{ lineId: palmLine, qty: 0 }], reason: 'x' },
      { kind: 'lines', lines: [], reason: 'x' },
      { kind: 'amount', amount: 0, reason: 'x' },
      { kind: 'amount', amount: 1.005, reason: 'x' },
      { kind: 'amount', amount: 5, reason: 'x', restock: true },
      { kind: 'full', reason: '' },
      { kind: 'full' },
      { kind: 'everything', reason: 'x' },
      { reason: 'x' },
      ['full'],
    ];
    for (const payload of bad) {
      const response = await refund(order.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error, JSON.stringify(payload)).toEqual(expect.any(String));
    }
    expect((await refund(99_999_999, { kind: 'full', reason: 'x' })).statusCode).toBe(404);
    const pending = await placeOrder(shop, orderBody([{ productId: (await makeProduct(shop, admin, { price: 3, qty: 3 })).id, qty: 1 }]));
    expect((await refund(pending.id, { kind: 'full', reason: 'x' })).json().error).toBe('This order has not been paid: there is nothing to refund');
    expect(await shop.db.select().from(refunds).where(eq(refunds.orderId, order.id))).toHaveLength(0);
  });

  test('two admins pressing refund at once give one refund', async () => {
    const second = await createUser(shop, { role: 'admin' });
    for (const payload of [
      { kind: 'full', reason: 'Double click' },
      { kind: 'amount', amount: 5, reason: 'Goodwill', refundedBefore: 0 },
    ]) {
      const { order } = await paidOrder();
      const answers = await Promise.all([0, 1, 2, 3].map((i) => refund(order.id, payload, i % 2 === 0 ? admin : second.token)));
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409]);
      const made = await shop.db.select().from(refunds).where(eq(refunds.orderId, order.id));
      expect(made).toHaveLength(1);
      expect(await shop.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id))).toHaveLength(1);
      expect((await orderRow(order.id)).refundedCents).toBe(made[0]!.amountCents);
      expect(await emails(order.id, 'order-refund')).toHaveLength(1);
    }
  });

  test("a 'Refund due' order (paid after its plants were gone) gets a one-click full refund, without restocking", async () => {
    const { order, fern } = await paidOrder();
    // As settlePayment leaves it when the stock had been released and sold meanwhile.
    await shop.db.update(orders).set({ status: 'canceled' }).where(eq(orders.id, order.id));
    expect((await adminGet(order.id)).json()).toMatchObject({ refundDue: true, refundable: 72.22 });
    const stock = await stockOf(shop, fern.id);
    expect((await refund(order.id, { kind: 'full', reason: 'Sold out', restock: true })).json().error).toBe("This order's plants are already back in stock");
    const refunded = await refund(order.id, { kind: 'full', reason: 'Sold out before your payment arrived' });
    expect(refunded.json()).toMatchObject({ refundDue: false, refunded: 72.22, status: 'canceled' });
    expect(await stockOf(shop, fern.id)).toBe(stock);
  });
});

describe('canceling a paid order', () => {
  test('refunds everything, puts the plants back, cancels the order and tells the customer; a shipped order cannot be canceled', async () => {
    const { order, fern, palm, palmLine } = await paidOrder();
    await refund(order.id, { kind: 'lines', lines: [{ lineId: palmLine, qty: 1 }], reason: 'Palm was wilted' });
    const before = { fern: await stockOf(shop, fern.id), palm: await stockOf(shop, palm.id) };
    const canceled = await cancel(order.id, { reason: 'We could not source healthy ferns' });
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(canceled.json()).toMatchObject({ status: 'canceled', refunded: 72.22, refundable: 0, canceledAt: expect.any(String) });
    // Every plant goes back, the palm refunded earlier without restocking included: none of them left the shop.
    expect(await stockOf(shop, fern.id)).toBe(before.fern + 3);
    expect(await stockOf(shop, palm.id)).toBe(before.palm + 1);
    const mails = await emails(order.id, 'order-refund');
    expect(mails.map((m) => m.subject)).toContain(`Your Houseplant Shop order #${order.id} is canceled and refunded`);
    expect((await cancel(order.id)).statusCode).toBe(409);

    const shipped = await paidOrder();
    await ship(shipped.order.id, USPS);
    const refused = await cancel(shipped.order.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('This order has shipped: refund it instead of canceling it');
    expect((await cancel(shipped.order.id, { reason: '' })).statusCode).toBe(400);
  });
});

describe('gift orders and packing slips', () => {
  test('a gift order keeps its message as plain text; the admin sees both; its packing slip has no prices', async () => {
    const message = 'Happy birthday, Jo! <b>Water</b> weekly.\u0007';
    const { order } = await paidOrder({ gift: true, giftMessage: message });
    expect((await adminGet(order.id)).json()).toMatchObject({ gift: true, giftMessage: 'Happy birthday, Jo! <b>Water</b> weekly.' });
    const slip = await shop.request({ method: 'GET', url: `/api/packing-slips/${order.id}`, token: admin });
    expect(slip.json()).toMatchObject({ orderId: order.id, gift: true, giftMessage: 'Happy birthday, Jo! <b>Water</b> weekly.' });
    expect(slip.json().total).toBeUndefined();
    for (const line of slip.json().lines) expect(Object.keys(line).sort()).toEqual(['productName', 'qty', 'sku', 'variantTitle']);

    const tooLong = await shop.request({ method: 'POST', url: '/api/orders', payload: orderBody([{ productId: 1, qty: 1 }], { gift: true, giftMessage: 'x'.repeat(251) }) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error).toMatch(/at most 250 characters/);
    const notGift = await paidOrder({ gift: false, giftMessage: 'ignored' });
    expect((await adminGet(notGift.order.id)).json()).toMatchObject({ gift: false, giftMessage: null });
  });

  test('the slips of every order waiting to ship: paid, not shipped, canceled or fully refunded; refunded units stay out', async () => {
    const waiting = await paidOrder();
    const shipped = await paidOrder();
    await ship(shipped.order.id, USPS);
    const refunded = await paidOrder();
    await refund(refunded.order.id, { kind: 'full', reason: 'Gone' });
    await refund(waiting.order.id, { kind: 'lines', lines: [{ lineId: waiting.palmLine, qty: 1 }], reason: 'Palm out' });
    // The slips list what may leave today: a week on, these orders' ship day has come.
    aheadMs = 7 * 24 * 60 * 60 * 1000;
    const slipsResponse = await shop.request({ method: 'GET', url: '/api/packing-slips', token: admin }).finally(() => {
      aheadMs = 0;
    });
    const slips = slipsResponse.json() as { orderId: number; lines: { qty: number; productName: string }[]; total: number }[];
    const ids = slips.map((s) => s.orderId);
    expect(ids).toContain(waiting.order.id);
    expect(ids).not.toContain(shipped.order.id);
    expect(ids).not.toContain(refunded.order.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const slip = slips.find((s) => s.orderId === waiting.order.id)!;
    expect(slip.lines).toEqual([{ productName: waiting.fern.name, variantTitle: '', sku: expect.any(String), qty: 3, unitPrice: 24.99, totalPrice: 74.97 }]);
    expect(slip.total).toBe(63.72);
    const pending = await placeOrder(shop, orderBody([{ productId: waiting.fern.id, qty: 1 }]));
    expect((await shop.request({ method: 'GET', url: `/api/packing-slips/${pending.id}`, token: admin })).statusCode).toBe(409);
  });
});

describe('the stock ledger (decision 028)', () => {
  test('after refunds that restock, cancels and expiries, every plant’s stock is its movements’ sum and every order’s movements its holds', async () => {
    expect(await ledgerProblems(shop.db)).toEqual([]);
  });
});
