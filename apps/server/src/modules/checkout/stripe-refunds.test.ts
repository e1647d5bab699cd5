import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sentEmails } from '../../db/schema/email.ts';
import { orders } from '../../db/schema/orders.ts';
import { refunds } from '../../db/schema/payments.ts';
import { adminToken, createTestShop, type TestShop } from '../../test/harness.ts';
import { makeProduct, stockOf } from '../catalog/catalog.test-support.ts';
import { tempDataDir } from '../email/email.test-support.ts';
import { recordOrderRefund } from '../orders/record-order-refund.ts';
import { orderBody, placeOrder } from '../orders/orders.test-support.ts';
import { askForRefund } from '../payments/ask-for-refund.ts';
import { claimRefund } from '../payments/claim-refund.ts';
import { type FakeStripe, sendStripeEvent, startFakeStripe } from '../payments/fake-stripe.test-support.ts';
import { checkout } from './checkout.test-support.ts';
import { retryRefunds } from './retry-refunds.ts';
import { settleRefund } from './settle-refund.ts';
import { ledgerProblems } from '../inventory/inventory.test-support.ts';
import { shipEverythingFree } from '../shipping/shipping.test-support.ts';

const WEBHOOK_SECRET = 'whsec_refund_secret';
let shop: TestShop;
let stripe: FakeStripe;
let admin: string;
const data = tempDataDir();

beforeAll(async () => {
  stripe = await startFakeStripe();
  shop = await createTestShop({ config: { dataDir: data.dir, stripe: { secretKey: 'sk_test_fake', webhookSecret: WEBHOOK_SECRET, apiUrl: stripe.url } } });
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
function webhook(type: string, object: object, id = `evt_refund_${(eventCounter += 1)}`) {
  return sendStripeEvent(shop, { type, object, id, secret: WEBHOOK_SECRET });
}

/** Two ferns at $24.99 paid through Stripe Checkout (the signed webhook): $49.98 on PaymentIntent pi. */
async function paidStripeOrder() {
  const fern = await makeProduct(shop, admin, { price: 24.99, qty: 10 });
  const order = await placeOrder(shop, orderBody([{ productId: fern.id, qty: 2 }]));
  await checkout(shop, order);
  const session = [...stripe.sessions.values()].find((s) => s.metadata.orderId === String(order.id))!;
  expect((await webhook('checkout.session.completed', stripe.pay(session.id))).statusCode).toBe(200);
  return { order, fern, pi: session.payment_intent! };
}

const refund = (orderId: number, payload: object) => shop.request({ method: 'POST', url: `/api/orders/${orderId}/refunds`, token: admin, payload });
const refundRows = (orderId: number) => shop.db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(refunds.id);
const refundEmails = async (orderId: number) => (await shop.db.select().from(sentEmails).where(eq(sentEmails.orderId, orderId))).filter((e) => e.kind === 'order-refund');
async function orderRow(orderId: number) {
  return (await shop.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;
}

describe('refunds through Stripe', () => {
  test("the admin's refund calls Stripe's Refunds API with the payment and a key of its own; Stripe's webhook about it changes nothing", async () => {
    const { order, fern, pi } = await paidStripeOrder();
    const response = await refund(order.id, { kind: 'full', reason: 'Customer asked', restock: true });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ refunded: 49.98, refundable: 0 });
    const [row] = await refundRows(order.id);
    expect(row).toMatchObject({ provider: 'stripe', status: 'succeeded', amountCents: 4998, providerRefundId: expect.stringMatching(/^re_test_/) });
    const call = stripe.requests.find((r) => r.method === 'POST' && r.path === '/v1/refunds' && r.idempotencyKey === `refund-${row!.id}`);
    expect(call).toBeDefined();
    expect(stripe.refunds.get(row!.providerRefundId!)).toMatchObject({ payment_intent: pi, amount: 4998, metadata: { orderId: String(order.id), refundId: String(row!.id) } });
    expect(await stockOf(shop, fern.id)).toBe(10);

    expect((await webhook('charge.refunded', stripe.chargeOf(pi))).json()).toEqual({ received: true, duplicate: false });
    expect((await webhook('refund.created', stripe.refunds.get(row!.providerRefundId!)!)).statusCode).toBe(200);
    expect(await refundRows(order.id)).toHaveLength(1);
    expect(await refundEmails(order.id)).toHaveLength(1);
    expect((await orderRow(order.id)).refundedCents).toBe(4998);
  });

  test('a refund made in Stripe\'s dashboard reaches the order once, however often and in whatever order the webhooks arrive', async () => {
    const { order, pi } = await paidStripeOrder();
    stripe.newRefundStatus = 'pending';
    const made = stripe.refundInDashboard(pi, 1000);
    stripe.newRefundStatus = 'succeeded';
    const created = { ...made };
    made.status = 'succeeded';

    // refund.updated (succeeded) overtakes refund.created (pending): each is only a nudge to ask Stripe.
    const updated = await webhook('refund.updated', { ...made }, 'evt_dash_updated');
    expect(updated.json()).toEqual({ received: true, duplicate: false });
    const after = async () => ({ rows: await refundRows(order.id), order: await orderRow(order.id), emails: await refundEmails(order.id) });
    const first = await after();
    expect(first.rows).toEqual([expect.objectContaining({ amountCents: 1000, status: 'succeeded', providerRefundId: made.id })]);
    expect(first.order.refundedCents).toBe(1000);
    expect(first.emails).toHaveLength(1);
    expect(first.emails[0]!.textBody).toContain('Reason: Refunded by the shop');

    expect((await webhook('refund.created', created)).statusCode).toBe(200);
    expect((await webhook('refund.updated', { ...made }, 'evt_dash_updated')).json()).toEqual({ received: true, duplicate: true });
    expect((await webhook('charge.refunded', stripe.chargeOf(pi))).statusCode).toBe(200);
    expect(await after()).toEqual(first);

    // A refund that fails later at the bank: the order's refunded total goes back and the owner is asked to look.
    made.status = 'failed';
    made.failure_reason = 'expired_or_canceled_card';
    await webhook('refund.failed', { ...made });
    const failed = await orderRow(order.id);
    expect(failed.refundedCents).toBe(0);
    expect(failed.reviewReason).toMatch(/A refund of \$10\.00 failed at the payment provider/);
    expect((await refundRows(order.id))[0]).toMatchObject({ status: 'failed', failure: 'expired_or_canceled_card' });
    await webhook('refund.updated', { ...made });
    expect((await orderRow(order.id)).refundedCents).toBe(0);
  });

  test('when the webhook outruns the answer to our own request, the refund still counts once', async () => {
    const { order, pi } = await paidStripeOrder();
    const now = new Date();
    const refundId = await shop.db.transaction(async (tx) => {
      const claimed = await claimRefund({ db: tx, input: { orderId: order.id, amountCents: 500, now } });
      await recordOrderRefund({ db: tx, input: { orderId: order.id, refundId: claimed.id, kind: 'amount', amountCents: 500, reason: 'Goodwill', lines: [] } });
      return claimed.id;
    });
    const answer = await askForRefund({ db: shop.db, payments: shop.services.payments, input: { refundId, now } });
    // Stripe's webhook lands before our own transaction records the answer: it is matched by our id in the metadata.
    await webhook('charge.refunded', stripe.chargeOf(pi));
    await settleRefund({ db: shop.db, config: shop.config, log: shop.app.log, ...shop.services }, { orderId: order.id, refundId, answer, now });
    expect((await refundRows(order.id)).map((r) => [r.id, r.status, r.amountCents])).toEqual([[refundId, 'succeeded', 500]]);
    expect((await orderRow(order.id)).refundedCents).toBe(500);
    expect(await refundEmails(order.id)).toHaveLength(1);
  });

  test('Stripe not answering: 502, the refund is kept and blocks another; the sweep asks again with the same key, once', async () => {
    const { order } = await paidStripeOrder();
    stripe.refundsDown = true;
    const down = await refund(order.id, { kind: 'amount', amount: 5, reason: 'Late' });
    expect(down.statusCode).toBe(502);
    expect(down.json().error).toMatch(/The refund is kept/);
    const [pending] = await refundRows(order.id);
    expect(pending).toMatchObject({ status: 'pending', providerRefundId: null });
    expect((await shop.request({ method: 'GET', url: `/api/orders/${order.id}`, token: admin })).json()).toMatchObject({ refundInFlight: true, refunded: 0 });
    expect((await refund(order.id, { kind: 'amount', amount: 1, reason: 'Again' })).statusCode).toBe(409);

    stripe.refundsDown = false;
    const sweeper = { db: shop.db, config: shop.config, log: shop.app.log, ...shop.services };
    expect(await retryRefunds({ ...sweeper, now: new Date() })).toBe(0);
    expect(await retryRefunds({ ...sweeper, now: new Date(Date.now() + 2 * 60_000) })).toBe(1);
    expect(await retryRefunds({ ...sweeper, now: new Date(Date.now() + 4 * 60_000) })).toBe(0);
    expect((await orderRow(order.id)).refundedCents).toBe(500);
    expect([...stripe.refunds.values()].filter((r) => r.metadata.refundId === String(pending!.id))).toHaveLength(1);
    expect(await refundEmails(order.id)).toHaveLength(1);
  });
});

describe('the stock ledger (decision 028)', () => {
  test('after refunds made here and in Stripe, every plant’s stock is its movements’ sum and every order’s movements its holds', async () => {
    expect(await ledgerProblems(shop.db)).toEqual([]);
  });
});
