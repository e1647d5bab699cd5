import { SHIPMENT_METHODS, SHIPMENT_STATUSES, SHIPMENT_TRANSITIONS, shipmentCanBecome, type ShipmentMethod, type ShipmentStatus } from '@shop/shared/shipment-status';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { pickupLocations, shipments } from '../../db/schema/fulfilment.ts';
import { orders } from '../../db/schema/orders.ts';
import { HttpError } from '../../errors.ts';
import { createTestShop, type TestShop } from '../../test/harness.ts';
import { moveShipment } from './move-shipment.ts';

let shop: TestShop;

beforeAll(async () => {
  shop = await createTestShop({ seed: 'none' });
});
afterAll(() => shop.close());

/** An order and its shipment in the given status, made directly: only the shipment's status and method matter here. */
async function shipmentIn(status: ShipmentStatus, method: ShipmentMethod): Promise<number> {
  const [order] = await shop.db
    .insert(orders)
    .values({ email: 'moss@example.com', firstName: 'Rosa', lastName: 'Moss', street1: '1 Leaf Lane', city: 'Austin', state: 'TX', zip: '73301', subtotalCents: 2500, discountCents: 0, finalCents: 2500, totalQty: 1, checkoutTokenHash: 'not-a-hash', status: 'complete' })
    .returning({ id: orders.id });
  const shipped = status === 'shipped' || status === 'delivered' ? new Date() : null;
  // A pickup names its place (decision 067).
  const [place] = method === 'pickup' ? await shop.db.insert(pickupLocations).values({ name: 'Counter', street1: '1 Fern Way', city: 'Austin', state: 'TX', zip: '78701' }).returning({ id: pickupLocations.id }) : [];
  await shop.db.insert(shipments).values({ orderId: order!.id, status, method, shippedAt: shipped, pickupLocationId: place?.id ?? null });
  return order!.id;
}

async function statusOf(orderId: number): Promise<ShipmentStatus> {
  const [row] = await shop.db.select({ status: shipments.status }).from(shipments).where(eq(shipments.orderId, orderId));
  return row!.status;
}

const SAID: Record<ShipmentStatus, string> = { waiting: 'still to leave', shipped: 'shipped already', delivered: 'delivered already', ready: 'ready for pickup', 'picked-up': 'picked up already' };
// A parcel is never ready at the counter nor picked up, and a pickup never ships: those states are not made.
const STATES: Record<ShipmentMethod, ShipmentStatus[]> = { ship: ['waiting', 'shipped', 'delivered'], pickup: ['waiting', 'ready', 'picked-up'] };
const pairs = SHIPMENT_METHODS.flatMap((method) => STATES[method].flatMap((from) => SHIPMENT_STATUSES.filter((to) => to !== from).map((to) => ({ method, from, to }))));
const refused = pairs.filter(({ method, from, to }) => !shipmentCanBecome(from, to, method));
const allowed = pairs.filter(({ method, from, to }) => shipmentCanBecome(from, to, method));

describe('which shipment status may follow which (decision 057)', () => {
  test('the table allows exactly the moves of a parcel (leaves, arrives) and of a pickup (made ready, collected)', () => {
    expect(SHIPMENT_TRANSITIONS).toEqual({ waiting: ['shipped', 'ready'], shipped: ['delivered'], delivered: [], ready: ['picked-up'], 'picked-up': [] });
    expect(allowed.map(({ method, from, to }) => `${method}: ${from} -> ${to}`)).toEqual(['ship: waiting -> shipped', 'ship: shipped -> delivered', 'pickup: waiting -> ready', 'pickup: ready -> picked-up']);
  });

  test.each(refused)('a $method shipment that is $from never becomes $to: 409, and it stays $from', async ({ method, from, to }) => {
    const orderId = await shipmentIn(from, method);
    const error = await moveShipment({ db: shop.db, input: { orderId, to, set: { deliveredAt: new Date() } } }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).statusCode).toBe(409);
    expect((error as HttpError).message).toBe(`Order #${orderId}'s ${method === 'pickup' ? 'pickup' : 'shipment'} is ${SAID[from]}: it cannot become ${to}`);
    expect(await statusOf(orderId)).toBe(from);
    const [row] = await shop.db.select({ deliveredAt: shipments.deliveredAt }).from(shipments).where(eq(shipments.orderId, orderId));
    expect(row!.deliveredAt).toBeNull();
  });

  test.each(allowed)('a $method shipment that is $from may become $to', async ({ method, from, to }) => {
    const orderId = await shipmentIn(from, method);
    expect((await moveShipment({ db: shop.db, input: { orderId, to } })).status).toBe(to);
    expect(await statusOf(orderId)).toBe(to);
  });

  test('two moves at once: one wins, the other is a 409', async () => {
    const orderId = await shipmentIn('shipped', 'ship');
    const results = await Promise.allSettled([0, 1].map(() => moveShipment({ db: shop.db, input: { orderId, to: 'delivered', set: { deliveredAt: new Date() } } })));
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
  });

  test('an order without a shipment is a 404', async () => {
    await expect(moveShipment({ db: shop.db, input: { orderId: 987_654, to: 'shipped' } })).rejects.toMatchObject({ statusCode: 404 });
  });
});
