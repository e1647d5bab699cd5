import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sentEmails } from '../../db/schema/email.ts';
import { stockReservations } from '../../db/schema/inventory.ts';
import { orders } from '../../db/schema/orders.ts';
import { paymentSessions } from '../../db/schema/payments.ts';
import { cartLines } from '../../db/schema/cart.ts';
import { adminToken, createTestShop, createUser, type TestShop } from '../../test/harness.ts';
import { expireOrders } from './expire-orders.ts';
import { defaultVariant, makeProduct, stockOf } from '../catalog/catalog.test-support.ts';
import { checkout, GOOD_CARD, payForm } from './checkout.test-support.ts';
import { mailFiles, tempDataDir } from '../email/email.test-support.ts';
import { orderBody, placeOrder } from '../orders/orders.test-support.ts';
import { ledgerProblems } from '../inventory/inventory.test-support.ts';
import { shipEverythingFree } from '../shipping/shipping.test-support.ts';

let shop: TestShop;
let admin: string;
const data = tempDataDir();

beforeAll(async () => {
  shop = await createTestShop({ config: { dataDir: data.dir } });
  admin = await adminToken(shop);
  // This file counts the cents of plants and refunds: its shop ships free (decision 034; charges.test.ts prices shipping).
  await shipEverythingFree(shop, admin);
});
afterAll(async () => {
  await shop.close();
  data.remove();
});

const put = (orderId: number, status: string, headers: Record<string, string> = {}, token?: string) =>
  shop.request({ method: 'PUT', url: `/api/orders/${orderId}`, payload: { status }, headers, token });

async function guestOrder(qty = 2, price = 24.99) {
  const fern = await makeProduct(shop, admin, { price, qty: 10 });
  const order = await placeOrder(shop, orderBody([{ productId: fern.id, qty }]));
  return { fern, order, token: { 'x-checkout-token': order.checkoutToken } };
}

async function emailsFor(orderId: number) {
  return shop.db.select().from(sentEmails).where(eq(sentEmails.orderId, orderId));
}

describe('checkout with the built-in test payment page', () => {
  test('a guest pays with 4242 4242 4242 4242 from order to confirmation, and gets exactly one email', async () => {
    const { fern, order, token } = await guestOrder(2, 24.99);
    const payUrl = await checkout(shop, order);
    expect(payUrl).toMatch(/^http:\/\/shop\.test\/pay\/[\w-]{32}$/);

    const page = await shop.request({ method: 'GET', url: new URL(payUrl).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('TEST MODE');
    expect(page.body).toContain('$49.98');
    for (const name of ['cardNumber', 'expiry', 'cvc', 'zip']) expect(page.body).toContain(`name="${name}"`);
    expect(page.body).not.toContain('<script');
    expect(page.body).toContain(`href="http://shop.test/confirmation?status=canceled&amp;orderid=${order.id}"`);

    const paid = await payForm(shop, payUrl, GOOD_CARD);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`http://shop.test/confirmation?status=complete&orderid=${order.id}`);

    const confirmed = await put(order.id, 'complete', token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ id: order.id, createdAt: order.createdAt, totalQty: 2, finalPrice: 49.98, promoRate: 0, status: 'complete', refunded: 0, subtotal: 49.98, discount: 0, shipping: 0, shippingMethod: null, tax: 0, taxState: null, taxRegion: null, taxRatePercent: null, heatPack: 0, pickup: null, dates: { weather: 'ships', shipOn: expect.any(String), arrivalFrom: expect.any(String), arrivalTo: expect.any(String), safeOn: null, text: expect.stringMatching(/^Ships \w{3} \w{3} \d+, arrives /) }, lines: order.lines });
    expect(await stockOf(shop, fern.id)).toBe(8);
    const reservations = await shop.db.select().from(stockReservations).where(eq(stockReservations.orderId, order.id));
    expect(reservations.map((r) => r.state)).toEqual(['final']);

    // Paying again, confirming again and reloading the page change nothing and send nothing more.
    expect((await payForm(shop, payUrl, GOOD_CARD)).statusCode).toBe(303);
    expect((await put(order.id, 'complete', token)).json().status).toBe('complete');
    expect((await shop.request({ method: 'GET', url: new URL(payUrl).pathname })).statusCode).toBe(303);
    // The customer's one email; the owner's (decision 051) is the order's other one.
    const all = await emailsFor(order.id);
    expect(all.map((email) => email.kind).sort()).toEqual(['order-confirmation', 'owner-order']);
    const emails = all.filter((email) => email.toAddress === 'ada@example.com');
    expect(emails).toHaveLength(1);
    expect(emails[0]!.sentAt).not.toBeNull();
    const files = mailFiles(data.dir).filter((file) => file.includes(`order #${order.id} `));
    expect(files).toHaveLength(1);
    expect(files[0]).toContain('ada@example.com');
  });

  test('a declined card re-shows the page with the reason and leaves the order pending', async () => {
    const { order, token } = await guestOrder();
    const payUrl = await checkout(shop, order);
    const declined = await payForm(shop, payUrl, { ...GOOD_CARD, cardNumber: '4000 0000 0000 0002' });
    expect(declined.statusCode).toBe(402);
    expect(declined.body).toContain('Your card was declined.');
    expect(declined.body).toContain('role="alert"');
    expect((await put(order.id, 'complete', token)).json().status).toBe('pending');
    expect(await emailsFor(order.id)).toHaveLength(0);
  });

  test('a bad card number, a past expiry or a missing field is re-shown with a clear message (400)', async () => {
    const { order } = await guestOrder();
    const payUrl = await checkout(shop, order);
    const cases: [Record<string, string>, string][] = [
      [{ ...GOOD_CARD, cardNumber: '4242 4242 4242 4241' }, 'That card number is not valid.'],
      [{ ...GOOD_CARD, cardNumber: '5555 5555 5555 4444' }, 'This test page only knows the test cards'],
      [{ ...GOOD_CARD, expiry: '01/20' }, 'Your card has expired.'],
      [{ ...GOOD_CARD, expiry: '13/30' }, 'The expiry month must be between 01 and 12.'],
      [{ ...GOOD_CARD, expiry: 'soon' }, 'Enter the expiry date as MM/YY'],
      [{ ...GOOD_CARD, cvc: '' }, 'Please enter the CVC.'],
      [{ cardNumber: '4242424242424242' }, 'Please enter the expiry date, CVC, ZIP code.'],
    ];
    for (const [fields, message] of cases) {
      const response = await payForm(shop, payUrl, fields);
      expect(response.statusCode, message).toBe(400);
      expect(response.body).toContain(message);
      expect(response.body).toContain('aria-invalid="true"');
    }
    const [stored] = await shop.db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored!.status).toBe('pending');
  });

  test("canceling gives the stock back and closes the payment page; a paid order can't be canceled", async () => {
    const { fern, order, token } = await guestOrder(3);
    const payUrl = await checkout(shop, order);
    expect(await stockOf(shop, fern.id)).toBe(7);
    const canceled = await put(order.id, 'canceled', token);
    expect(canceled.json().status).toBe('canceled');
    expect(await stockOf(shop, fern.id)).toBe(10);
    const reservations = await shop.db.select().from(stockReservations).where(eq(stockReservations.orderId, order.id));
    expect(reservations.map((r) => r.state)).toEqual(['released']);
    const [session] = await shop.db.select().from(paymentSessions).where(eq(paymentSessions.orderId, order.id));
    expect(session!.status).toBe('canceled');

    expect((await shop.request({ method: 'GET', url: new URL(payUrl).pathname })).statusCode).toBe(410);
    const late = await payForm(shop, payUrl, GOOD_CARD);
    expect(late.statusCode).toBe(410);
    expect(late.body).toContain('expired');
    expect((await put(order.id, 'canceled', token)).json().status).toBe('canceled');
    expect(await stockOf(shop, fern.id)).toBe(10);
    const again = await shop.request({ method: 'POST', url: '/api/orders/checkout', payload: order, headers: token });
    expect(again.statusCode).toBe(409);

    const paid = await guestOrder(1);
    await payForm(shop, await checkout(shop, paid.order), GOOD_CARD);
    expect((await put(paid.order.id, 'canceled', paid.token)).json().status).toBe('complete');
    expect(await stockOf(shop, paid.fern.id)).toBe(9);
  });

  test("'complete' sent for an unpaid order leaves it pending", async () => {
    const { order, token } = await guestOrder();
    expect((await put(order.id, 'complete', token)).json().status).toBe('pending');
    await checkout(shop, order);
    expect((await put(order.id, 'complete', token)).json().status).toBe('pending');
    expect((await put(order.id, 'shipped', token)).json().status).toBe('pending');
  });

  test('the sweep gives back the stock of expired sessions and unpaid orders, once', async () => {
    const withSession = await guestOrder(4);
    const payUrl = await checkout(shop, withSession.order);
    const withoutSession = await guestOrder(5);
    const paid = await guestOrder(1);
    await payForm(shop, await checkout(shop, paid.order), GOOD_CARD);

    expect(await expireOrders({ db: shop.db, config: shop.config, log: shop.app.log, ...shop.services, now: new Date(Date.now() + 10 * 60_000) })).toBe(0);
    const pending = await shop.db.select({ id: orders.id }).from(orders).where(eq(orders.status, 'pending'));
    const later = new Date(Date.now() + 45 * 60_000);
    // Two sweepers at once, as two instances would: each order is released by exactly one of them.
    const [first, second] = await Promise.all([
      expireOrders({ db: shop.db, config: shop.config, log: shop.app.log, ...shop.services, now: later }),
      expireOrders({ db: shop.db, config: shop.config, log: shop.app.log, ...shop.services, now: later }),
    ]);
    expect(first! + second!).toBe(pending.length);
    expect(pending.length).toBeGreaterThanOrEqual(2);
    expect(await expireOrders({ db: shop.db, config: shop.config, log: shop.app.log, ...shop.services, now: later })).toBe(0);

    expect(await stockOf(shop, withSession.fern.id)).toBe(10);
    expect(await stockOf(shop, withoutSession.fern.id)).toBe(10);
    expect(await stockOf(shop, paid.fern.id)).toBe(9);
    expect((await put(withSession.order.id, 'complete', withSession.token)).json().status).toBe('canceled');
    expect((await put(paid.order.id, 'complete', paid.token)).json().status).toBe('complete');
    expect((await payForm(shop, payUrl, GOOD_CARD)).statusCode).toBe(410);
  });

  test('checking out an order left unpaid past its 30 minutes is 409, and its stock goes back', async () => {
    const { fern, order } = await guestOrder(3);
    await shop.db.update(stockReservations).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(stockReservations.orderId, order.id));
    const response = await shop.request({ method: 'POST', url: '/api/orders/checkout', payload: order, headers: { 'x-checkout-token': order.checkoutToken } });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('This order was canceled or has expired; please place it again');
    expect(await stockOf(shop, fern.id)).toBe(10);
  });

  test('a second checkout of the same order hands out the same open session', async () => {
    const { order } = await guestOrder();
    const first = await checkout(shop, order);
    expect(await checkout(shop, order)).toBe(first);
    const sessions = await shop.db.select().from(paymentSessions).where(eq(paymentSessions.orderId, order.id));
    expect(sessions).toHaveLength(1);
  });

  test('refuses a guest without the checkout token (401); a wrong token or a stranger gets what a missing order gets (404)', async () => {
    const { order } = await guestOrder();
    const noToken = await shop.request({ method: 'POST', url: '/api/orders/checkout', payload: order });
    expect(noToken.statusCode).toBe(401);
    const wrong = { 'x-checkout-token': 'A'.repeat(43) };
    const missingId = order.id + 100_000;
    const refused = await shop.request({ method: 'POST', url: '/api/orders/checkout', payload: order, headers: wrong });
    const missing = await shop.request({ method: 'POST', url: '/api/orders/checkout', payload: { ...order, id: missingId }, headers: wrong });
    expect([refused.statusCode, refused.json()]).toEqual([404, { error: 'Order not found' }]);
    expect([missing.statusCode, missing.json()]).toEqual([404, { error: 'Order not found' }]);
    expect((await put(order.id, 'canceled')).statusCode).toBe(401);
    // An anonymous status PUT learns nothing about which order numbers exist.
    const wrongPut = await put(order.id, 'canceled', wrong);
    const missingPut = await put(missingId, 'canceled', wrong);
    expect([wrongPut.statusCode, wrongPut.body]).toEqual([missingPut.statusCode, missingPut.body]);
    expect(wrongPut.statusCode).toBe(404);
    const stranger = await createUser(shop);
    expect((await put(order.id, 'canceled', {}, stranger.token)).statusCode).toBe(404);
    const [stored] = await shop.db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored!.status).toBe('pending');
  });

  test("a signed-in owner checks out with their login token, and paying empties their server cart", async () => {
    const shopper = await createUser(shop);
    const fern = await makeProduct(shop, admin, { price: 12, qty: 10 });
    await shop.db.insert(cartLines).values({ userId: shopper.id, productId: fern.id, variantId: await defaultVariant(shop, fern.id), qty: 2 });
    const order = await placeOrder(shop, orderBody([{ productId: fern.id, qty: 2 }], { userId: shopper.id }), shopper.token);
    const response = await shop.request({ method: 'POST', url: '/api/orders/checkout', payload: { id: order.id }, token: shopper.token });
    expect(response.statusCode).toBe(200);
    expect((await shop.db.select().from(cartLines).where(eq(cartLines.userId, shopper.id))).length).toBe(1);
    expect((await payForm(shop, response.json(), GOOD_CARD)).statusCode).toBe(303);
    expect(await shop.db.select().from(cartLines).where(eq(cartLines.userId, shopper.id))).toEqual([]);
    expect((await put(order.id, 'complete', {}, shopper.token)).json().status).toBe('complete');
  });

  test('an order whose promo makes it free completes at checkout without a payment page', async () => {
    await shop.request({ method: 'POST', url: '/api/promos', token: admin, payload: { name: 'allfree', discountRate: 1, status: true } });
    const fern = await makeProduct(shop, admin, { price: 9.99, qty: 3 });
    const order = await placeOrder(shop, orderBody([{ productId: fern.id, qty: 1 }], { promoCode: 'allfree' }));
    expect(order.finalPrice).toBe(0);
    expect(await checkout(shop, order)).toBe(`http://shop.test/confirmation?status=complete&orderid=${order.id}`);
    expect((await put(order.id, 'complete', { 'x-checkout-token': order.checkoutToken })).json().status).toBe('complete');
  });

  test('an unknown payment page is a 404 page', async () => {
    const response = await shop.request({ method: 'GET', url: '/pay/no-such-session' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('Payment page not found');
    expect((await payForm(shop, 'http://shop.test/pay/no-such-session', GOOD_CARD)).statusCode).toBe(404);
  });
});

describe('the stock ledger (decision 028)', () => {
  test('after payments, cancels and the sweep, every plant’s stock is its movements’ sum and every order’s movements its holds', async () => {
    expect(await ledgerProblems(shop.db)).toEqual([]);
  });
});
