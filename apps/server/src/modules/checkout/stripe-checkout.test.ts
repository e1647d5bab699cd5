import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sentEmails } from '../../db/schema/email.ts';
import { orders } from '../../db/schema/orders.ts';
import { paymentEvents, paymentSessions } from '../../db/schema/payments.ts';
import { adminToken, createTestShop, type TestShop } from '../../test/harness.ts';
import { makeProduct, stockOf } from '../catalog/catalog.test-support.ts';
import { checkout } from './checkout.test-support.ts';
import { tempDataDir } from '../email/email.test-support.ts';
import { orderBody, placeOrder } from '../orders/orders.test-support.ts';
import { type FakeSession, type FakeStripe, sendStripeEvent, startFakeStripe } from '../payments/fake-stripe.test-support.ts';
import { expireOrders } from './expire-orders.ts';
import { shipEverythingFree } from '../shipping/shipping.test-support.ts';

const WEBHOOK_SECRET = 'whsec_test_secret';
let shop: TestShop;
let stripe: FakeStripe;
let admin: string;
const data = tempDataDir();

beforeAll(async () => {
  stripe = await startFakeStripe();
  shop = await createTestShop({
    config: { dataDir: data.dir, stripe: { secretKey: 'sk_test_fake', webhookSecret: WEBHOOK_SECRET, apiUrl: stripe.url } },
  });
  admin = await adminToken(shop);
  // This file counts the cents of plants and refunds: its shop ships free (decision 034; charges.test.ts prices shipping).
  await shipEverythingFree(shop, admin);
});
afterAll(async () => {
  await shop.close();
  await stripe.close();
  data.remove();
});

let eventCounter = 0;
function webhook(type: string, session: FakeSession, { id = `evt_test_${(eventCounter += 1)}`, secret = WEBHOOK_SECRET } = {}) {
  return sendStripeEvent(shop, { type, object: session, id, secret });
}

const put = (orderId: number, status: string, checkoutToken: string) =>
  shop.request({ method: 'PUT', url: `/api/orders/${orderId}`, payload: { status }, headers: { 'x-checkout-token': checkoutToken } });

async function statusOf(orderId: number) {
  const [row] = await shop.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  return row!.status;
}

async function stripeOrder(qty = 2, extra: Record<string, unknown> = {}) {
  const fern = await makeProduct(shop, admin, { price: 24.99, qty: 10 });
  const order = await placeOrder(shop, orderBody([{ productId: fern.id, qty }], extra));
  const url = await checkout(shop, order);
  const session = [...stripe.sessions.values()].find((s) => s.metadata.orderId === String(order.id))!;
  return { fern, order, url, session };
}

describe('Stripe Checkout through the official SDK', () => {
  test('checkout creates a session from the server prices and answers its address', async () => {
    const before = Date.now();
    const { order, url, session } = await stripeOrder(2);
    expect(url).toBe(`https://checkout.stripe.test/c/pay/${session.id}`);
    expect(session).toMatchObject({
      client_reference_id: String(order.id),
      customer_email: 'ada@example.com',
      amount_total: 4998,
      success_url: `http://shop.test/confirmation?status=complete&orderid=${order.id}`,
      cancel_url: `http://shop.test/confirmation?status=canceled&orderid=${order.id}`,
    });
    expect(session.line_items_sent).toEqual([{ name: expect.stringContaining('Test Fern'), unit_amount: 2499, quantity: 2 }]);
    expect((session.expires_at * 1000 - before) / 60_000).toBeGreaterThanOrEqual(30);
    const create = stripe.requests.find((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions' && r.idempotencyKey?.startsWith(`order-${order.id}-`));
    expect(create).toMatchObject({ idempotencyKey: `order-${order.id}-checkout-1`, authorization: 'Bearer sk_test_fake' });
  });

  test('with a promo, Stripe gets one line of the exact final amount', async () => {
    await shop.request({ method: 'POST', url: '/api/promos', token: admin, payload: { name: 'stripe15', discountRate: 0.15, status: true } });
    const { session, order } = await stripeOrder(3, { promoCode: 'stripe15' });
    expect(order.finalPrice).toBe(63.72);
    expect(session.amount_total).toBe(6372);
    expect(session.line_items_sent).toEqual([{ name: `Houseplant Shop order #${order.id}`, unit_amount: 6372, quantity: 1 }]);
  });

  test('a signed checkout.session.completed completes the order once; a replay changes nothing', async () => {
    const { fern, order, session } = await stripeOrder(2);
    expect((await put(order.id, 'complete', order.checkoutToken)).json().status).toBe('pending');
    const event = `evt_paid_${order.id}`;
    const first = await webhook('checkout.session.completed', stripe.pay(session.id), { id: event });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    expect(await statusOf(order.id)).toBe('complete');
    expect(await stockOf(shop, fern.id)).toBe(8);

    const replay = await webhook('checkout.session.completed', session, { id: event });
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    const again = await webhook('checkout.session.completed', session);
    expect(again.json()).toEqual({ received: true, duplicate: false });
    // The customer's confirmation and the owner's email (decision 051), each once.
    expect((await shop.db.select().from(sentEmails).where(eq(sentEmails.orderId, order.id))).map((email) => email.kind).sort()).toEqual(['order-confirmation', 'owner-order']);
    expect((await put(order.id, 'complete', order.checkoutToken)).json().status).toBe('complete');
    expect(await stockOf(shop, fern.id)).toBe(8);
  });

  test('a forged webhook (wrong secret, tampered body, no signature) is 400 and changes nothing', async () => {
    const { order, session } = await stripeOrder(1);
    const paid = { ...session, status: 'complete', payment_status: 'paid' } as FakeSession;
    const forged = await webhook('checkout.session.completed', paid, { secret: 'whsec_not_ours' });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error).toBe('Invalid Stripe signature');

    const payload = JSON.stringify({ id: 'evt_tampered', object: 'event', type: 'checkout.session.completed', data: { object: paid } });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload: payload.replace('paid', 'unpaid'), secret: WEBHOOK_SECRET });
    const tampered = await shop.request({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
    expect(tampered.statusCode).toBe(400);
    const unsigned = await shop.request({ method: 'POST', url: '/api/payments/stripe/webhook', headers: { 'content-type': 'application/json' }, payload });
    expect(unsigned.statusCode).toBe(400);

    expect(await statusOf(order.id)).toBe('pending');
    expect(await shop.db.select().from(paymentEvents).where(eq(paymentEvents.id, 'evt_tampered'))).toEqual([]);
  });

  test('PUT re-checks Stripe itself: paid there without a webhook completes the order', async () => {
    const { order, session } = await stripeOrder(1);
    stripe.pay(session.id);
    const response = await put(order.id, 'complete', order.checkoutToken);
    expect(response.json().status).toBe('complete');
    expect(stripe.requests.some((r) => r.method === 'GET' && r.path === `/v1/checkout/sessions/${session.id}`)).toBe(true);
    // The customer's confirmation and the owner's email (decision 051), each once.
    expect((await shop.db.select().from(sentEmails).where(eq(sentEmails.orderId, order.id))).map((email) => email.kind).sort()).toEqual(['order-confirmation', 'owner-order']);
  });

  test('canceling expires the session at Stripe and gives the stock back', async () => {
    const { fern, order, session } = await stripeOrder(3);
    const response = await put(order.id, 'canceled', order.checkoutToken);
    expect(response.json().status).toBe('canceled');
    expect(stripe.sessions.get(session.id)!.status).toBe('expired');
    expect(await stockOf(shop, fern.id)).toBe(10);
  });

  test('a cancel that races a payment completes instead of releasing', async () => {
    const { fern, order, session } = await stripeOrder(1);
    stripe.pay(session.id);
    expect((await put(order.id, 'canceled', order.checkoutToken)).json().status).toBe('complete');
    expect(await stockOf(shop, fern.id)).toBe(9);
  });

  test('checkout.session.expired releases the stock', async () => {
    const { fern, order, session } = await stripeOrder(2);
    const response = await webhook('checkout.session.expired', { ...session, status: 'expired' });
    expect(response.statusCode).toBe(200);
    expect(await statusOf(order.id)).toBe('canceled');
    expect(await stockOf(shop, fern.id)).toBe(10);
  });

  test('paid after the sweep released it: completes when the stock can be taken again, else stays canceled, marked paid', async () => {
    const later = new Date(Date.now() + 45 * 60_000);
    const lucky = await stripeOrder(2);
    const unlucky = await stripeOrder(2);
    await expireOrders({ db: shop.db, config: shop.config, log: shop.app.log, ...shop.services, now: later });
    expect(await statusOf(lucky.order.id)).toBe('canceled');
    expect(stripe.sessions.get(lucky.session.id)!.status).toBe('expired');

    // Stripe's own race: the customer paid just as the session expired.
    await webhook('checkout.session.completed', { ...lucky.session, status: 'complete', payment_status: 'paid' });
    expect(await statusOf(lucky.order.id)).toBe('complete');
    expect(await stockOf(shop, lucky.fern.id)).toBe(8);

    await shop.request({ method: 'PUT', url: `/api/products/${unlucky.fern.id}`, token: admin, payload: { name: unlucky.fern.name, qty: 1, price: 24.99, description: 'Nearly gone.' } });
    await webhook('checkout.session.completed', { ...unlucky.session, status: 'complete', payment_status: 'paid' });
    expect(await statusOf(unlucky.order.id)).toBe('canceled');
    expect(await stockOf(shop, unlucky.fern.id)).toBe(1);
    const [session] = await shop.db.select().from(paymentSessions).where(eq(paymentSessions.providerSessionId, unlucky.session.id));
    expect(session!.status).toBe('paid');

    // The owner sees which canceled order was paid for and needs its money back; the others do not.
    const listed = await shop.request({ method: 'GET', url: '/api/orders', token: admin });
    expect(listed.statusCode, listed.body).toBe(200);
    const list = listed.json() as { id: number; refundDue: boolean }[];
    expect(list.find((o) => o.id === unlucky.order.id)?.refundDue).toBe(true);
    expect(list.find((o) => o.id === lucky.order.id)?.refundDue).toBe(false);
    expect(list.filter((o) => o.refundDue).map((o) => o.id)).toEqual([unlucky.order.id]);
    const detail = (await shop.request({ method: 'GET', url: `/api/orders/${unlucky.order.id}`, token: admin })).json() as { refundDue: boolean; status: string };
    expect(detail).toMatchObject({ status: 'canceled', refundDue: true });
  });

  test('the test payment page is closed while Stripe is configured', async () => {
    expect((await shop.request({ method: 'GET', url: '/pay/anything' })).statusCode).toBe(404);
  });
});

describe('shipping and tax at Stripe (decision 034)', () => {
  test('the session carries the shipping option with its amount and estimate, and the shop\'s tax as a line: Stripe takes exactly the total', async () => {
    const made = await shop.request({ method: 'POST', url: '/api/admin/shipping-rates', token: admin, payload: { name: 'Expedited', price: 24.95, freeFrom: null, minDays: 1, maxDays: 3 } });
    expect(made.statusCode, made.body).toBe(201);
    const rateId = (made.json() as { id: number }).id;
    expect((await shop.request({ method: 'PUT', url: '/api/admin/tax-states/CA', token: admin, payload: { ratePercent: 7.25 } })).statusCode).toBe(200);
    try {
      const address = { street1: '1 Palm Way', street2: '', city: 'Sacramento', state: 'CA', zip: '95814' };
      const { order, session } = await stripeOrder(2, { address, shippingRateId: rateId });
      // 2 x $24.99 = $49.98; tax 7.25% of it = $3.62; Expedited $24.95.
      expect(order).toMatchObject({ subtotal: 49.98, shipping: 24.95, tax: 3.62, finalPrice: 78.55 });
      expect(session.line_items_sent).toEqual([
        { name: expect.stringContaining('Test Fern'), unit_amount: 2499, quantity: 2 },
        { name: 'Sales tax (CA 7.25%)', unit_amount: 362, quantity: 1 },
      ]);
      expect(session.shipping_sent).toEqual({ display_name: 'Expedited', amount: 2495, min_days: 1, max_days: 3 });
      expect(session.amount_total).toBe(7855);
    } finally {
      await shop.request({ method: 'PUT', url: `/api/admin/shipping-rates/${rateId}`, token: admin, payload: { name: 'Expedited', price: 24.95, freeFrom: null, minDays: 1, maxDays: 3, active: false } });
      await shop.request({ method: 'DELETE', url: '/api/admin/tax-states/CA', token: admin });
    }
  });
});
