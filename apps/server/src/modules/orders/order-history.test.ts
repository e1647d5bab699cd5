import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminToken, createTestShop, createUser, type TestShop } from '../../test/harness.ts';
import { makeProduct } from '../catalog/catalog.test-support.ts';
import { GOOD_CARD, payForm } from '../checkout/checkout.test-support.ts';
import { tempDataDir } from '../email/email.test-support.ts';
import { orderBody, placeOrder } from './orders.test-support.ts';
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

const get = (url: string, token?: string) => shop.request({ method: 'GET', url, token });

/** A shopper with two orders: the first paid (two plants), the second pending. */
async function shopperWithOrders() {
  const shopper = await createUser(shop, { firstName: 'Rosa', lastName: 'Moss' });
  const fern = await makeProduct(shop, admin, { price: 24.99, qty: 20 });
  const palm = await makeProduct(shop, admin, { price: 10, qty: 20 });
  const body = (lines: { productId: number; qty: number }[]) =>
    orderBody(lines, { userId: shopper.id, name: { firstName: 'Rosa', lastName: 'Moss' }, address: { street1: '1 Leaf Lane', street2: '', city: 'Austin', state: 'TX', zip: '73301' } });
  const first = await placeOrder(shop, body([{ productId: fern.id, qty: 2 }, { productId: palm.id, qty: 1 }]), shopper.token);
  const payUrl = (await shop.request({ method: 'POST', url: '/api/orders/checkout', payload: first, token: shopper.token })).json() as string;
  await payForm(shop, payUrl, GOOD_CARD);
  const second = await placeOrder(shop, body([{ productId: palm.id, qty: 3 }]), shopper.token);
  return { shopper, first, second, fern, palm };
}

describe('order history', () => {
  test("GET /api/users/:id/orders lists the user's orders, newest first", async () => {
    const { shopper, first, second } = await shopperWithOrders();
    const response = await get(`/api/users/${shopper.id}/orders`, shopper.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { id: second.id, createdAt: second.createdAt, totalQty: 3, finalPrice: 30, promoRate: 0, status: 'pending', refunded: 0, subtotal: 30, discount: 0, shipping: 0, shippingMethod: null, tax: 0, taxState: null, taxRegion: null, taxRatePercent: null, heatPack: 0 },
      { id: first.id, createdAt: first.createdAt, totalQty: 3, finalPrice: 59.98, promoRate: 0, status: 'complete', refunded: 0, subtotal: 59.98, discount: 0, shipping: 0, shippingMethod: null, tax: 0, taxState: null, taxRegion: null, taxRatePercent: null, heatPack: 0 },
    ]);
    expect((await get(`/api/users/${shopper.id}/orders`, admin)).json()).toHaveLength(2);
  });

  test('GET /api/users/:userId/orders/:orderId answers docs/product detail lines', async () => {
    const { shopper, first, fern, palm } = await shopperWithOrders();
    const response = await get(`/api/users/${shopper.id}/orders/${first.id}`, shopper.token);
    expect(response.statusCode).toBe(200);
    const common = { address: '1 Leaf Lane  Austin  TX  73301', createdAt: first.createdAt, paymentMethod: 'cc', userName: 'Rosa Moss' };
    expect(response.json()).toEqual([
      { id: expect.any(Number), productName: fern.name, variantTitle: '', qty: 2, totalPrice: 49.98, ...common },
      { id: expect.any(Number), productName: palm.name, variantTitle: '', qty: 1, totalPrice: 10, ...common },
    ]);
  });

  test("refuses another shopper reading a shopper's orders (403) and an anonymous caller (401)", async () => {
    const { shopper, first } = await shopperWithOrders();
    const intruder = await createUser(shop);
    expect((await get(`/api/users/${shopper.id}/orders`, intruder.token)).statusCode).toBe(403);
    expect((await get(`/api/users/${shopper.id}/orders/${first.id}`, intruder.token)).statusCode).toBe(403);
    expect((await get(`/api/users/${shopper.id}/orders`)).statusCode).toBe(401);
    expect((await get(`/api/users/${shopper.id}/orders/${first.id}`)).statusCode).toBe(401);
  });

  test("answers 404 when the order belongs to someone else, even to its path's user or an admin", async () => {
    const { first } = await shopperWithOrders();
    const other = await shopperWithOrders();
    expect((await get(`/api/users/${other.shopper.id}/orders/${first.id}`, other.shopper.token)).statusCode).toBe(404);
    expect((await get(`/api/users/${other.shopper.id}/orders/${first.id}`, admin)).statusCode).toBe(404);
    expect((await get(`/api/users/${other.shopper.id}/orders/99999999`, other.shopper.token)).statusCode).toBe(404);
  });
});

describe('admin orders', () => {
  test('GET /api/orders lists every order with email, name and totals, filtered by status', async () => {
    const { first, second } = await shopperWithOrders();
    const all = await get('/api/orders', admin);
    expect(all.statusCode).toBe(200);
    const ids = (all.json() as { id: number }[]).map((o) => o.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(all.json()).toContainEqual(
      expect.objectContaining({ id: first.id, email: 'ada@example.com', name: 'Rosa Moss', status: 'complete', subtotal: 59.98, discount: 0, finalPrice: 59.98 }),
    );
    const complete = (await get('/api/orders?status=complete', admin)).json() as { status: string }[];
    expect(complete.every((o) => o.status === 'complete')).toBe(true);
    expect((await get('/api/orders?status=lost', admin)).statusCode).toBe(400);
  });

  test('GET /api/orders/:orderId shows the lines, ship-to and payments; PUT .../ship ships only a paid order', async () => {
    const { first, second } = await shopperWithOrders();
    const detail = await get(`/api/orders/${first.id}`, admin);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      id: first.id,
      status: 'complete',
      address: '1 Leaf Lane  Austin  TX  73301',
      shipTo: { firstName: 'Rosa', lastName: 'Moss', city: 'Austin', state: 'TX', zip: '73301' },
      lines: [expect.objectContaining({ qty: 2, unitPrice: 24.99, totalPrice: 49.98 }), expect.objectContaining({ qty: 1 })],
      payments: [expect.objectContaining({ provider: 'test', status: 'paid', amount: 59.98 })],
    });
    expect(detail.json().paidAt).toEqual(expect.any(String));

    const usps = { carrier: 'usps', trackingNumber: '9400111899223456789012' };
    const shipped = await shop.request({ method: 'PUT', url: `/api/orders/${first.id}/ship`, token: admin, payload: usps });
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json()).toMatchObject({ status: 'shipped', shippedAt: expect.any(String) });
    expect((await shop.request({ method: 'PUT', url: `/api/orders/${first.id}/ship`, token: admin, payload: usps })).statusCode).toBe(409);
    const pending = await shop.request({ method: 'PUT', url: `/api/orders/${second.id}/ship`, token: admin, payload: usps });
    expect(pending.statusCode).toBe(409);
    expect(pending.json().error).toMatch(/pending/);
    expect((await shop.request({ method: 'PUT', url: '/api/orders/99999999/ship', token: admin, payload: usps })).statusCode).toBe(404);
    expect((await get('/api/orders/99999999', admin)).statusCode).toBe(404);
  });
});
