import type { AdminOrder, OrderQuote, PlacedOrder } from '@shop/shared/orders';
import type { ShippingRate } from '@shop/shared/shipping';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { orderLines, orders } from '../../db/schema/orders.ts';
import { adminToken, createTestShop, type TestShop } from '../../test/harness.ts';
import { makeProduct } from '../catalog/catalog.test-support.ts';
import { orderBody, placeOrder } from '../orders/orders.test-support.ts';
import { payOnTestPage } from './checkout.test-support.ts';

// What an order really costs (docs/decisions/034-shipping-rates-and-sales-tax.md). The shop offers Standard ($9.95, free from $75, 3-6 business days)
// and Expedited ($24.95, 1-3), and collects California's 7.25% (food-producing plants exempt there).

let shop: TestShop;
let admin: string;
let standard: ShippingRate;
let expedited: ShippingRate;

const CA = { street1: '1 Palm Way', street2: '', city: 'Sacramento', state: 'CA', zip: '95814' };
const OR = { street1: '12 Fern Street', street2: '', city: 'Portland', state: 'OR', zip: '97201' };

async function rate(payload: object): Promise<ShippingRate> {
  const response = await shop.request({ method: 'POST', url: '/api/admin/shipping-rates', token: admin, payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as ShippingRate;
}

async function plant(price: number, taxCategory?: 'plant' | 'food-plant') {
  const made = await makeProduct(shop, admin, { price, qty: 100 });
  if (taxCategory) {
    const saved = await shop.request({ method: 'PUT', url: `/api/products/${made.id}`, token: admin, payload: { name: made.name, price, qty: 100, description: 'A plant for a charges test.', taxCategory } });
    expect(saved.statusCode, saved.body).toBe(200);
  }
  return made;
}

const order = (lines: { productId: number; qty: number }[], extra: Record<string, unknown> = {}) => placeOrder(shop, orderBody(lines, extra));

async function quoteOf(lines: { productId: number; qty: number }[], extra: Record<string, unknown> = {}): Promise<OrderQuote> {
  const response = await shop.request({ method: 'POST', url: '/api/orders/quote', payload: { cart: JSON.stringify(lines), ...extra } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as OrderQuote;
}

beforeAll(async () => {
  shop = await createTestShop({ seed: 'none' });
  admin = await adminToken(shop);
  standard = await rate({ name: 'Standard', price: 9.95, freeFrom: 75, minDays: 3, maxDays: 6, position: 0 });
  expedited = await rate({ name: 'Expedited', price: 24.95, freeFrom: null, minDays: 1, maxDays: 3, position: 1 });
  const ca = await shop.request({ method: 'PUT', url: '/api/admin/tax-states/ca', token: admin, payload: { ratePercent: 7.25, shippingTaxable: false, foodPlantsExempt: true } });
  expect(ca.statusCode, ca.body).toBe(200);
});
afterAll(() => shop.close());

describe('shipping rates', () => {
  test('a $60 cart ships Standard at $9.95 and is told it is $15.00 from free shipping; an $80 cart ships free', async () => {
    const sixty = await plant(60);
    const quoted = await quoteOf([{ productId: sixty.id, qty: 1 }]);
    expect(quoted).toMatchObject({ subtotal: 60, shipping: 9.95, total: 69.95, shippingRateId: standard.id, moreForFreeShipping: 15 });
    expect(quoted.shippingOptions).toEqual([
      { id: standard.id, name: 'Standard', price: 9.95, listPrice: 9.95, freeFrom: 75, minDays: 3, maxDays: 6 },
      { id: expedited.id, name: 'Expedited', price: 24.95, listPrice: 24.95, freeFrom: null, minDays: 1, maxDays: 3 },
    ]);
    const placed = await order([{ productId: sixty.id, qty: 1 }]);
    expect(placed).toMatchObject({ subtotal: 60, shipping: 9.95, finalPrice: 69.95, shippingMethod: { name: 'Standard', minDays: 3, maxDays: 6 }, tax: 0 });

    const eighty = await plant(80);
    const free = await order([{ productId: eighty.id, qty: 1 }]);
    expect(free).toMatchObject({ subtotal: 80, shipping: 0, finalPrice: 80, shippingMethod: { name: 'Standard' } });
    expect((await quoteOf([{ productId: eighty.id, qty: 1 }])).moreForFreeShipping).toBeNull();
  });

  test('Expedited costs $24.95 at any size, and the order keeps what was chosen when the rate changes later', async () => {
    const big = await plant(150);
    const placed = await order([{ productId: big.id, qty: 1 }], { shippingRateId: expedited.id });
    expect(placed).toMatchObject({ subtotal: 150, shipping: 24.95, finalPrice: 174.95, shippingMethod: { name: 'Expedited', minDays: 1, maxDays: 3 } });

    const renamed = await shop.request({ method: 'PUT', url: `/api/admin/shipping-rates/${expedited.id}`, token: admin, payload: { name: 'Express', price: 29.95, freeFrom: null, minDays: 1, maxDays: 2, position: 1 } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const seen = (await shop.request({ method: 'GET', url: `/api/orders/${placed.id}`, token: admin })).json() as AdminOrder;
    expect(seen).toMatchObject({ shipping: 24.95, shippingMethod: { name: 'Expedited', minDays: 1, maxDays: 3 }, finalPrice: 174.95 });
    await shop.request({ method: 'PUT', url: `/api/admin/shipping-rates/${expedited.id}`, token: admin, payload: { name: 'Expedited', price: 24.95, freeFrom: null, minDays: 1, maxDays: 3, position: 1 } });
  });

  test('an inactive or unknown rate is refused with a message; a promo counts toward free shipping after its discount', async () => {
    const fern = await plant(40);
    const retired = await rate({ name: 'Pony express', price: 5, freeFrom: null, minDays: 5, maxDays: 9, active: false, position: 5 });
    for (const shippingRateId of [retired.id, 999_999]) {
      const refused = await shop.request({ method: 'POST', url: '/api/orders', payload: orderBody([{ productId: fern.id, qty: 1 }], { shippingRateId }) });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ error: 'That shipping option is not offered any more: choose another' });
    }
    expect((await shop.request({ method: 'GET', url: '/api/shipping-rates' })).json()).toEqual([standard, expedited].map((r) => ({ ...r })));

    await shop.request({ method: 'POST', url: '/api/promos', token: admin, payload: { name: 'half', discountRate: 0.5, status: true } });
    // $80 of plants at half price is $40 of goods: below $75, so Standard costs $9.95.
    const halved = await order([{ productId: fern.id, qty: 2 }], { promoCode: 'half' });
    expect(halved).toMatchObject({ subtotal: 80, discount: 40, shipping: 9.95, finalPrice: 49.95 });
  });

  test('bad rates from the admin are 400s with a message, and only the admin may change them', async () => {
    const bad = await shop.request({ method: 'POST', url: '/api/admin/shipping-rates', token: admin, payload: { name: 'Slow', price: 1.999, minDays: 5, maxDays: 2 } });
    expect(bad.statusCode).toBe(400);
    const shortened = await shop.request({ method: 'POST', url: '/api/admin/shipping-rates', token: admin, payload: { name: 'Slow', price: 1.99, minDays: 5, maxDays: 2 } });
    expect(shortened.statusCode).toBe(400);
    expect(shortened.body).toContain('The longest estimate cannot be shorter than the shortest');
    expect((await shop.request({ method: 'POST', url: '/api/admin/shipping-rates', payload: { name: 'Free', price: 0, minDays: 1, maxDays: 2 } })).statusCode).toBe(401);
  });
});

describe('sales tax', () => {
  test('a CA address is taxed at 7.25% on the discounted subtotal; an OR address is not', async () => {
    const fern = await plant(50);
    await shop.request({ method: 'POST', url: '/api/promos', token: admin, payload: { name: 'tenoff', discountRate: 0.1, status: true } });
    const ca = await order([{ productId: fern.id, qty: 2 }], { address: CA, promoCode: 'tenoff' });
    // $100 - $10 = $90 of plants, free Standard shipping; 7.25% of $90 is $6.525, rounded half up to $6.53.
    expect(ca).toMatchObject({ subtotal: 100, discount: 10, shipping: 0, tax: 6.53, taxState: 'CA', taxRatePercent: 7.25, finalPrice: 96.53 });
    const or = await order([{ productId: fern.id, qty: 2 }], { address: OR, promoCode: 'tenoff' });
    expect(or).toMatchObject({ tax: 0, taxState: null, taxRatePercent: null, finalPrice: 90 });
    expect((await quoteOf([{ productId: fern.id, qty: 2 }], { promoCode: 'tenoff', state: 'CA' })).tax).toBe(6.53);
  });

  test('shipping is taxed only where the state taxes it', async () => {
    const fern = await plant(20);
    const untaxedShipping = await order([{ productId: fern.id, qty: 1 }], { address: CA });
    expect(untaxedShipping).toMatchObject({ subtotal: 20, shipping: 9.95, tax: 1.45, finalPrice: 31.4 });
    await shop.request({ method: 'PUT', url: '/api/admin/tax-states/CA', token: admin, payload: { ratePercent: 7.25, shippingTaxable: true, foodPlantsExempt: true } });
    try {
      // 7.25% of $29.95 is $2.171...: $2.17.
      expect(await order([{ productId: fern.id, qty: 1 }], { address: CA })).toMatchObject({ tax: 2.17, finalPrice: 32.12 });
    } finally {
      await shop.request({ method: 'PUT', url: '/api/admin/tax-states/CA', token: admin, payload: { ratePercent: 7.25, shippingTaxable: false, foodPlantsExempt: true } });
    }
  });

  test('a food-producing plant is untaxed where it is exempt while the ornamental in the same cart is taxed', async () => {
    const olive = await plant(40, 'food-plant');
    const fern = await plant(40);
    const both = await order([{ productId: olive.id, qty: 1 }, { productId: fern.id, qty: 1 }], { address: CA });
    // Only the fern's $40: $2.90.
    expect(both).toMatchObject({ subtotal: 80, shipping: 0, tax: 2.9, finalPrice: 82.9 });
    const lines = await shop.db.select().from(orderLines).where(eq(orderLines.orderId, both.id));
    expect(Object.fromEntries(lines.map((line) => [line.productId, line.taxCents]))).toEqual({ [olive.id]: 0, [fern.id]: 290 });
  });

  test('a client that sends its own shipping price, tax or totals is ignored', async () => {
    const fern = await plant(60);
    const placed = await order([{ productId: fern.id, qty: 1 }], { address: CA, shipping: 0, tax: 0, shippingCents: 1, taxCents: 0, finalPrice: 1, total: 1 });
    expect(placed).toMatchObject({ shipping: 9.95, tax: 4.35, finalPrice: 74.3 });
  });

  test('tax states are set by the admin only, with a clear message for a bad state or rate', async () => {
    expect((await shop.request({ method: 'PUT', url: '/api/admin/tax-states/XX', token: admin, payload: { ratePercent: 5 } })).statusCode).toBe(400);
    const tooHigh = await shop.request({ method: 'PUT', url: '/api/admin/tax-states/WA', token: admin, payload: { ratePercent: 65 } });
    expect(tooHigh.statusCode).toBe(400);
    expect(tooHigh.body).toContain('Enter the rate in percent');
    expect((await shop.request({ method: 'DELETE', url: '/api/admin/tax-states/WA', token: admin })).statusCode).toBe(404);
    expect((await shop.request({ method: 'GET', url: '/api/admin/tax-states', token: admin })).json()).toEqual([{ state: 'CA', ratePercent: 7.25, shippingTaxable: false, foodPlantsExempt: true, zipTable: null }]);
  });
});

describe('money adds up', () => {
  async function paidOrder(): Promise<{ placed: PlacedOrder; lineIds: number[] }> {
    const fern = await plant(30);
    const palm = await plant(12.5);
    const placed = await order([{ productId: fern.id, qty: 1 }, { productId: palm.id, qty: 2 }], { address: CA });
    await payOnTestPage(shop, placed);
    const lines = await shop.db.select().from(orderLines).where(eq(orderLines.orderId, placed.id)).orderBy(orderLines.id);
    return { placed, lineIds: lines.map((line) => line.id) };
  }

  test('the database refuses an order whose parts do not add up', async () => {
    const { placed } = await paidOrder();
    await expect(shop.db.update(orders).set({ taxCents: 1 }).where(eq(orders.id, placed.id))).rejects.toThrow();
    await expect(shop.db.update(orders).set({ shippingCents: -995, finalCents: 0 }).where(eq(orders.id, placed.id))).rejects.toThrow();
  });

  test('refunding a line returns its plants and their tax; a full refund returns the rest with shipping', async () => {
    const { placed, lineIds } = await paidOrder();
    // $55 of plants + $9.95 Standard + 7.25% of $55 ($3.99) = $68.94.
    expect(placed).toMatchObject({ subtotal: 55, shipping: 9.95, tax: 3.99, finalPrice: 68.94 });
    const partial = await shop.request({ method: 'POST', url: `/api/orders/${placed.id}/refunds`, token: admin, payload: { kind: 'lines', lines: [{ lineId: lineIds[0], qty: 1 }], reason: 'Arrived broken', restock: false } });
    expect(partial.statusCode, partial.body).toBe(200);
    // The fern's $30 and its tax share: $30 of the $55 taxed is $2.18 of the $3.99.
    expect((partial.json() as AdminOrder).refunds[0]).toMatchObject({ amount: 32.18, status: 'succeeded' });
    const full = await shop.request({ method: 'POST', url: `/api/orders/${placed.id}/refunds`, token: admin, payload: { kind: 'full', reason: 'Lost in transit', restock: false } });
    expect(full.statusCode, full.body).toBe(200);
    const after = full.json() as AdminOrder;
    expect(after.refunds.map((r) => r.amount)).toEqual([32.18, 36.76]);
    expect(after).toMatchObject({ refunded: 68.94, refundable: 0 });
  });
});
