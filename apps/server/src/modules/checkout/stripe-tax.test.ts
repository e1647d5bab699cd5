import type { AdminOrder, OrderQuote } from '@shop/shared/orders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { orderLines, orders } from '../../db/schema/orders.ts';
import { adminToken, createTestShop, type TestShop } from '../../test/harness.ts';
import { makeProduct } from '../catalog/catalog.test-support.ts';
import { tempDataDir } from '../email/email.test-support.ts';
import { orderBody, placeOrder } from '../orders/orders.test-support.ts';
import { FAKE_STRIPE_TAX, type FakeStripe, sendStripeEvent, startFakeStripe } from '../payments/fake-stripe.test-support.ts';
import { checkout } from './checkout.test-support.ts';

// docs/decisions/034-shipping-rates-and-sales-tax.md: with Stripe and STRIPE_TAX=on, Stripe Tax computes the sales tax at payment. The stand-in taxes
// every parcel at California's 7.25% on the lines sent tax-exclusive, as Stripe Tax would for a CA address.

const WEBHOOK_SECRET = 'whsec_stripe_tax';
let shop: TestShop;
let stripe: FakeStripe;
let admin: string;
const data = tempDataDir();

beforeAll(async () => {
  stripe = await startFakeStripe();
  shop = await createTestShop({
    config: { dataDir: data.dir, stripe: { secretKey: 'sk_test_fake', webhookSecret: WEBHOOK_SECRET, apiUrl: stripe.url, automaticTax: true } },
  });
  admin = await adminToken(shop);
});
afterAll(async () => {
  await shop.close();
  await stripe.close();
  data.remove();
});

describe('Stripe Tax (STRIPE_TAX=on)', () => {
  test("a state's ZIP rate table is not read while Stripe Tax is on: Stripe wins (decision 046)", async () => {
    const fern = await makeProduct(shop, admin, { price: 20, qty: 10 });
    await shop.request({ method: 'PUT', url: '/api/admin/tax-states/CA', token: admin, payload: { ratePercent: 7.25 } });
    const table = 'State,ZipCode,TaxRegionName,EstimatedCombinedRate,StateRate,EstimatedCountyRate,EstimatedCityRate,EstimatedSpecialRate\nCA,95814,SACRAMENTO,0.0875,0.0725,0.0025,0,0.0125\n';
    const loaded = await shop.request({ method: 'POST', url: '/api/admin/tax-states/CA/zip-rates', token: admin, payload: { csv: table, effectiveOn: '2026-01-01', dryRun: false } });
    expect(loaded.statusCode, loaded.body).toBe(200);
    const quoted = (await shop.request({ method: 'POST', url: '/api/orders/quote', payload: { cart: JSON.stringify([{ productId: fern.id, qty: 1 }]), state: 'CA', zip: '95814' } })).json() as OrderQuote;
    expect(quoted).toMatchObject({ tax: 0, taxAtPayment: true, taxRegion: null, taxRatePercent: null });
    expect((await shop.request({ method: 'DELETE', url: '/api/admin/tax-states/CA/zip-rates', token: admin })).statusCode).toBe(204);
  });

  test("the order leaves the tax to Stripe, which is asked for automatic tax with each line's and the shipping's tax code", async () => {
    const fern = await makeProduct(shop, admin, { price: 20, qty: 10 });
    // The shop's own California rate is not used while Stripe Tax is on.
    await shop.request({ method: 'PUT', url: '/api/admin/tax-states/CA', token: admin, payload: { ratePercent: 9 } });
    const quoted = (await shop.request({ method: 'POST', url: '/api/orders/quote', payload: { cart: JSON.stringify([{ productId: fern.id, qty: 2 }]), state: 'CA' } })).json() as OrderQuote;
    expect(quoted).toMatchObject({ subtotal: 40, shipping: 9.95, tax: 0, taxAtPayment: true, taxRatePercent: null, total: 49.95 });

    const order = await placeOrder(shop, orderBody([{ productId: fern.id, qty: 2 }], { address: { street1: '1 Palm Way', street2: '', city: 'Sacramento', state: 'CA', zip: '95814' } }));
    expect(order).toMatchObject({ subtotal: 40, shipping: 9.95, tax: 0, finalPrice: 49.95 });
    await checkout(shop, order);
    const session = [...stripe.sessions.values()].find((s) => s.metadata.orderId === String(order.id))!;
    expect(session.automatic_tax.enabled).toBe(true);
    expect(session.line_items_sent).toEqual([{ name: expect.stringContaining('Test Fern'), unit_amount: 2000, quantity: 2, tax_code: 'txcd_99999999', tax_behavior: 'exclusive' }]);
    expect(session.shipping_sent).toEqual({ display_name: 'Standard', amount: 995, min_days: 3, max_days: 6, tax_code: 'txcd_92010001', tax_behavior: 'exclusive' });
    expect(session.shipping_address_collection_sent).toEqual(['US']);

    // Paid: the order records the tax the stand-in computed (7.25% of $40.00 = $2.90) and what Stripe took.
    const paid = stripe.pay(session.id);
    expect(paid.amount_total).toBe(4995 + 290);
    const answer = await sendStripeEvent(shop, { type: 'checkout.session.completed', object: paid, id: `evt_tax_${order.id}`, secret: WEBHOOK_SECRET });
    expect(answer.statusCode).toBe(200);
    const [stored] = await shop.db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored).toMatchObject({ status: 'complete', taxSource: 'stripe', taxCents: 290, taxState: FAKE_STRIPE_TAX.state, finalCents: 5285, paidCents: 5285, reviewReason: null });
    const lines = await shop.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    expect(lines.map((line) => line.taxCents)).toEqual([290]);

    const seen = (await shop.request({ method: 'GET', url: `/api/orders/${order.id}`, token: admin })).json() as AdminOrder;
    expect(seen).toMatchObject({ tax: 2.9, taxState: 'CA', shipping: 9.95, finalPrice: 52.85, refundable: 52.85 });
    await shop.request({ method: 'DELETE', url: '/api/admin/tax-states/CA', token: admin });
  });
});
