import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sentEmails } from '../../db/schema/email.ts';
import { paymentSessions } from '../../db/schema/payments.ts';
import { adminToken, createTestShop, type TestShop } from '../../test/harness.ts';
import { makeProduct, stockOf } from '../catalog/catalog.test-support.ts';
import { tempDataDir } from '../email/email.test-support.ts';
import { orderBody, placeOrder } from '../orders/orders.test-support.ts';
import { type FakeStripe, sendStripeEvent, startFakeStripe } from '../payments/fake-stripe.test-support.ts';
import { checkout } from './checkout.test-support.ts';
import { expireOrders } from './expire-orders.ts';
import { shipEverythingFree } from '../shipping/shipping.test-support.ts';

const SECRET = 'whsec_amounts';
let shop: TestShop;
let stripe: FakeStripe;
let admin: string;
const data = tempDataDir();

beforeAll(async () => {
  stripe = await startFakeStripe();
  shop = await createTestShop({ config: { dataDir: data.dir, stripe: { secretKey: 'sk_test_amounts', webhookSecret: SECRET, apiUrl: stripe.url } } });
  admin = await adminToken(shop);
  // This file counts the cents of plants and refunds: its shop ships free (decision 034; charges.test.ts prices shipping).
  await shipEverythingFree(shop, admin);
});
afterAll(async () => {
  await shop.close();
  await stripe.close();
  data.remove();
});

/** An order of 2 x $24.99 ($49.98) with its Stripe session, which the customer pays with the wrong amount. */
async function underpaidOrder({ amount = 100, currency = 'usd' }: { amount?: number; currency?: string } = {}) {
  const fern = await makeProduct(shop, admin, { price: 24.99, qty: 10 });
  const order = await placeOrder(shop, orderBody([{ productId: fern.id, qty: 2 }]));
  await checkout(shop, order);
  const session = [...stripe.sessions.values()].find((s) => s.metadata.orderId === String(order.id))!;
  const paid = stripe.pay(session.id);
  Object.assign(paid, { amount_total: amount, currency });
  return { fern, order, session: paid };
}

/** What the owner and the shopper see of an order whose payment did not match it. */
async function expectLeftForReview(orderId: number, fernId: number, reason: string) {
  const detail = (await shop.request({ method: 'GET', url: `/api/orders/${orderId}`, token: admin })).json();
  expect(detail).toMatchObject({ status: 'canceled', refundDue: true, reviewReason: reason, paidAt: null });
  const listed = (await shop.request({ method: 'GET', url: '/api/orders', token: admin })).json() as { id: number; reviewReason: string | null }[];
  expect(listed.find((o) => o.id === orderId)?.reviewReason).toBe(reason);
  expect(await stockOf(shop, fernId)).toBe(10);
  // Not emailed as paid.
  expect(await shop.db.select().from(sentEmails).where(eq(sentEmails.orderId, orderId))).toEqual([]);
}

const REASON = 'Paid $1.00 USD for an order of $49.98 USD';

describe('a payment that does not match its order is left for review on every path (security review, finding 4)', () => {
  test('the signed webhook', async () => {
    const { fern, order, session } = await underpaidOrder();
    const response = await sendStripeEvent(shop, { type: 'checkout.session.completed', object: session, id: `evt_amount_${order.id}`, secret: SECRET });
    expect(response.statusCode).toBe(200);
    await expectLeftForReview(order.id, fern.id, REASON);
  });

  test('the status PUT, which asks Stripe itself', async () => {
    const { fern, order } = await underpaidOrder();
    const put = await shop.request({ method: 'PUT', url: `/api/orders/${order.id}`, payload: { status: 'complete' }, headers: { 'x-checkout-token': order.checkoutToken } });
    expect(put.json().status).toBe('canceled');
    await expectLeftForReview(order.id, fern.id, REASON);
  });

  test('the sweep, which closes the session at Stripe when the hold runs out', async () => {
    const { fern, order } = await underpaidOrder();
    await expireOrders({ db: shop.db, config: shop.config, log: shop.app.log, ...shop.services, now: new Date(Date.now() + 40 * 60_000) });
    await expectLeftForReview(order.id, fern.id, REASON);
  });

  test("checkout's re-check, which closes the old session before opening a new one", async () => {
    const { fern, order } = await underpaidOrder();
    // The old page has a minute left, so checking out again opens a new one and closes the old first.
    await shop.db.update(paymentSessions).set({ expiresAt: new Date(Date.now() + 60_000) }).where(eq(paymentSessions.orderId, order.id));
    const again = await shop.request({ method: 'POST', url: '/api/orders/checkout', payload: order, headers: { 'x-checkout-token': order.checkoutToken } });
    expect(again.statusCode).toBe(409);
    await expectLeftForReview(order.id, fern.id, REASON);
  });

  test('the right amount in another currency', async () => {
    const { fern, order, session } = await underpaidOrder({ amount: 4998, currency: 'eur' });
    await sendStripeEvent(shop, { type: 'checkout.session.completed', object: session, id: `evt_currency_${order.id}`, secret: SECRET });
    await expectLeftForReview(order.id, fern.id, 'Paid $49.98 EUR for an order of $49.98 USD');
  });

  test('the right amount completes the order as before', async () => {
    const { fern, order, session } = await underpaidOrder({ amount: 4998 });
    await sendStripeEvent(shop, { type: 'checkout.session.completed', object: session, id: `evt_right_${order.id}`, secret: SECRET });
    const detail = (await shop.request({ method: 'GET', url: `/api/orders/${order.id}`, token: admin })).json();
    expect(detail).toMatchObject({ status: 'complete', refundDue: false, reviewReason: null });
    expect(await stockOf(shop, fern.id)).toBe(8);
  });
});
