import type { OrderStatusView } from '@shop/shared/after-sale';
import type { AdminOrder } from '@shop/shared/orders';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminToken, createTestShop, type TestShop, testClock } from '../../test/harness.ts';
import { makeProduct } from '../catalog/catalog.test-support.ts';
import { payOnTestPage } from '../checkout/checkout.test-support.ts';
import { fileClaim, twoPhotos } from '../claims/claims.test-support.ts';
import { shipEverythingFree } from '../shipping/shipping.test-support.ts';
import { orderBody, placeOrder } from './orders.test-support.ts';
import { orderStatusKey } from './status-link.ts';

const MINUTE = 60 * 1000;
const clock = testClock(new Date('2026-12-01T14:00:00Z'));
let shop: TestShop;
let admin: string;

beforeAll(async () => {
  shop = await createTestShop({ clock, seed: 'none' });
  admin = await adminToken(shop);
  await shipEverythingFree(shop, admin);
});
afterAll(() => shop.close());

/** The next thing happens a minute later, so the log's order is the order of the calls. */
async function later<T>(step: () => Promise<T>): Promise<T> {
  clock.advance(MINUTE);
  return step();
}

async function ok(response: { statusCode: number; body: string }) {
  expect(response.statusCode, response.body).toBe(200);
}

describe("the order's timeline, from its event log (decision 057)", () => {
  test('pay, held for the weather, released, shipped, delivered, claim, replacement, refund: both timelines list them in that order', async () => {
    const plant = await makeProduct(shop, admin, { price: 20, qty: 10 });
    const order = await placeOrder(shop, orderBody([{ productId: plant.id, qty: 2 }]));
    await later(() => payOnTestPage(shop, order));
    await later(async () => ok(await shop.request({ method: 'POST', url: `/api/orders/${order.id}/weather`, token: admin, payload: { decision: 'held' } })));
    await later(async () => ok(await shop.request({ method: 'POST', url: `/api/orders/${order.id}/weather`, token: admin, payload: { decision: 'ships' } })));
    const shipped = await later(() => shop.request({ method: 'PUT', url: `/api/orders/${order.id}/ship`, token: admin, payload: { carrier: 'usps', trackingNumber: '9400111899223456789012' } }));
    await ok(shipped);
    await later(async () => ok(await shop.request({ method: 'PUT', url: `/api/orders/${order.id}/delivered`, token: admin })));
    const lineId = (shipped.json() as AdminOrder).lines[0]!.id;
    const key = await orderStatusKey({ db: shop.db, config: shop.config, input: { orderId: order.id } });
    const filed = await later(async () => fileClaim(shop, order.id, key, { lineId, qty: 1, reason: 'dead', description: 'Black, mushy leaves when I opened the box.' }, await twoPhotos()));
    expect(filed.statusCode, filed.body).toBe(201);
    const claimId = (filed.json() as { claims: { id: number }[] }).claims[0]!.id;
    await later(async () => ok(await shop.request({ method: 'POST', url: `/api/claims/${claimId}/replace`, token: admin, payload: { note: 'A fresh plant is on its way.' } })));
    const refundInput = { kind: 'lines', lines: [{ lineId, qty: 1 }], reason: 'The second one wilted too', restock: false };
    await later(async () => ok(await shop.request({ method: 'POST', url: `/api/orders/${order.id}/refunds`, token: admin, payload: refundInput })));

    const owner = (await shop.request({ method: 'GET', url: `/api/orders/${order.id}`, token: admin })).json() as AdminOrder;
    expect(owner.events.map((event) => event.kind)).toEqual(['placed', 'paid', 'held', 'released', 'shipped', 'delivered', 'claim', 'replacement', 'refunded']);
    expect(owner.events.map((event) => event.at)).toEqual([...owner.events.map((event) => event.at)].sort());
    expect(owner.events.find((event) => event.kind === 'held')!.note).toBe('held by the owner');
    expect(owner.events.find((event) => event.kind === 'shipped')!.note).toBe('USPS 9400111899223456789012');
    expect(owner.events.find((event) => event.kind === 'refunded')).toMatchObject({ amount: 20, note: 'The second one wilted too' });
    expect(owner.events.find((event) => event.kind === 'replacement')!.note).toMatch(/^#\d+: 1 x /);

    const customer = (await shop.request({ method: 'GET', url: `/api/orders/${order.id}/status`, headers: { 'x-order-key': key } })).json() as OrderStatusView;
    expect(customer.events.map((event) => event.kind)).toEqual(['placed', 'paid', 'held', 'released', 'shipped', 'delivered', 'claim', 'replacement', 'refunded']);
    // Why the shop held it is the owner's: the customer sees that it was held, not the shop's note.
    expect(customer.events.find((event) => event.kind === 'held')!.note).toBeNull();
  });
});
