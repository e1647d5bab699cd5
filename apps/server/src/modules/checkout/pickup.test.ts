import type { AdminOrder, AdminOrderSummary, ConfirmedOrder, OrderQuote } from '@shop/shared/orders';
import type { OrderStatusView, PackingSlip } from '@shop/shared/after-sale';
import type { PickupLocation, PickupPlace } from '@shop/shared/pickup';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { sentEmails } from '../../db/schema/email.ts';
import { shipments } from '../../db/schema/fulfilment.ts';
import { orders } from '../../db/schema/orders.ts';
import { adminToken, createTestShop, testClock, type TestShop } from '../../test/harness.ts';
import { makeProduct } from '../catalog/catalog.test-support.ts';
import { orderBody, placeOrder } from '../orders/orders.test-support.ts';
import { nwsWeather, type WeatherProvider } from '../weather/index.ts';
import { type NwsStandin, startNwsStandin } from '../weather/nws-standin.ts';
import { ROOTBOUND } from '../settings/settings.test-support.ts';
import { payOnTestPage } from './checkout.test-support.ts';
import { addLocation, GREENHOUSE } from './pickup.test-support.ts';

// Local pickup (docs/decisions/067-local-pickup.md) through the API, with the weather on (the real NWS client
// against the local stand-in) and freezing at the pickup place: a pickup never waits for the weather.
const THURSDAY = new Date('2026-12-03T15:00:00Z'); // 10:00 in New York
const MINNEAPOLIS = { street1: '1 Nicollet Mall', city: 'Minneapolis', state: 'MN', zip: '55401', key: '44.98,-93.27' };

let standin: NwsStandin;
let shop: TestShop;
let admin: string;
const clock = testClock(THURSDAY);
let plant: { id: number };

beforeAll(async () => {
  standin = await startNwsStandin();
  const client = nwsWeather({ baseUrl: standin.url, userAgent: 'Shop (test@shop.test)', clock, timeoutMs: 1_500, retryDelaysMs: [50] });
  const weather: WeatherProvider = { forecast: (place) => client.forecast(place) };
  shop = await createTestShop({ clock, services: { weather } });
  admin = await adminToken(shop);
  plant = await makeProduct(shop, admin, { price: 40, qty: 500 });
  expect((await shop.request({ method: 'PUT', url: '/api/admin/settings', token: admin, payload: ROOTBOUND })).statusCode).toBe(200);
  await shop.request({ method: 'PUT', url: '/api/admin/tax-states/TX', token: admin, payload: { ratePercent: 6.25, shippingTaxable: true, foodPlantsExempt: true } });
  await shop.request({ method: 'PUT', url: '/api/admin/tax-states/MN', token: admin, payload: { ratePercent: 6.88, shippingTaxable: true, foodPlantsExempt: true } });
});
afterAll(async () => {
  await shop.close();
  await standin.close();
});
beforeEach(() => {
  clock.set(THURSDAY);
  standin.set({ reset: true, start: '2026-12-03', places: { [MINNEAPOLIS.key]: { lowF: 12, highF: 20 } } });
});

const pickupBody = (pickupLocationId: number, extra: Record<string, unknown> = {}) => orderBody([{ productId: plant.id, qty: 1 }], { address: undefined, pickupLocationId, userEmail: 'rosa@example.com', ...extra });

async function quote(body: Record<string, unknown>): Promise<OrderQuote> {
  const response = await shop.request({ method: 'POST', url: '/api/orders/quote', payload: { cart: JSON.stringify([{ productId: plant.id, qty: 1 }]), ...body } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as OrderQuote;
}

async function adminOrder(id: number): Promise<AdminOrder> {
  return (await shop.request({ method: 'GET', url: `/api/orders/${id}`, token: admin })).json() as AdminOrder;
}

describe('pickup locations (Admin > Pickup)', () => {
  test('the owner adds, edits and deactivates a place; the checkout offers only the active ones', async () => {
    const made = await addLocation(shop, admin, { name: 'Back door' });
    expect(made).toMatchObject({ name: 'Back door', state: 'TX', zip: '78701', daysToPrepare: 2, active: true, street2: '' });
    expect(((await shop.request({ method: 'GET', url: '/api/pickup-locations' })).json() as PickupPlace[]).map((place) => place.name)).toContain('Back door');

    const changed = await shop.request({ method: 'PUT', url: `/api/admin/pickup-locations/${made.id}`, token: admin, payload: { ...GREENHOUSE, name: 'Back door', hours: 'Sundays only', active: false } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ hours: 'Sundays only', active: false });
    expect(((await shop.request({ method: 'GET', url: '/api/pickup-locations' })).json() as PickupPlace[]).map((place) => place.name)).not.toContain('Back door');
    const all = (await shop.request({ method: 'GET', url: '/api/admin/pickup-locations', token: admin })).json() as PickupLocation[];
    expect(all.find((place) => place.id === made.id)?.active).toBe(false);
  });

  test.each([
    ['an unknown state', { state: 'XX' }, 'state'],
    ['a ZIP that is not 5 digits', { zip: '7870' }, 'zip'],
    ['no name', { name: '  ' }, 'name'],
    ['negative days to prepare', { daysToPrepare: -1 }, 'daysToPrepare'],
    ['days to prepare that are not whole', { daysToPrepare: 1.5 }, 'daysToPrepare'],
  ])('%s is a 400 naming the field, and nothing is added', async (_what, change, field) => {
    const before = ((await shop.request({ method: 'GET', url: '/api/admin/pickup-locations', token: admin })).json() as PickupLocation[]).length;
    const response = await shop.request({ method: 'POST', url: '/api/admin/pickup-locations', token: admin, payload: { ...GREENHOUSE, ...change } });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(field);
    expect(((await shop.request({ method: 'GET', url: '/api/admin/pickup-locations', token: admin })).json() as PickupLocation[]).length).toBe(before);
  });

  test('changing a place that does not exist is a 404', async () => {
    expect((await shop.request({ method: 'PUT', url: '/api/admin/pickup-locations/999999', token: admin, payload: GREENHOUSE })).statusCode).toBe(404);
  });
});

describe('the quote and the order for a pickup', () => {
  test("a pickup's quote has no shipping, no heat pack and no ship date, and the place's state's tax (not the typed address's)", async () => {
    const place = await addLocation(shop, admin, { ...MINNEAPOLIS, name: 'North shop', daysToPrepare: 1 });
    // Shipped to Minneapolis now it would be held for the cold, with a heat pack or not at all.
    const shipped = await quote({ state: 'MN', zip: '55401' });
    expect(shipped.shipping).toBeGreaterThan(0);
    const picked = await quote({ pickupLocationId: place.id, state: 'TX', zip: '78701' });
    expect(picked.shipping).toBe(0);
    expect(picked.heatPack).toBe(0);
    expect(picked.delivery).toBeNull();
    expect(picked.shippingRateId).toBeNull();
    expect(picked.taxState).toBe('MN');
    expect(picked.tax).toBe(2.75); // 6.88% of $40.00
    expect(picked.total).toBe(42.75);
    expect(picked.pickup).toMatchObject({ name: 'North shop', readyOn: '2026-12-04' });
    // The rates are still listed beside it, so the shopper can switch back to shipping.
    expect(picked.shippingOptions.length).toBeGreaterThan(0);
  });

  test('an order picked up in freezing weather: no address, no shipping, no hold, no heat pack; the shipment names the place', async () => {
    const place = await addLocation(shop, admin, { ...MINNEAPOLIS, name: 'Cold shop', daysToPrepare: 0 });
    // A client that sends an address anyway (and amounts) is not believed: the place is the destination.
    const placed = await placeOrder(shop, pickupBody(place.id, { address: { street1: '1 Palm Way', street2: '', city: 'Miami', state: 'FL', zip: '33101' }, finalPrice: 1, shipping: 0 }));
    expect(placed.shipping).toBe(0);
    expect(placed.heatPack).toBe(0);
    expect(placed.taxState).toBe('MN');
    expect(placed.finalPrice).toBe(42.75);
    await payOnTestPage(shop, placed);
    const [row] = await shop.db.select().from(orders).innerJoin(shipments, eq(shipments.orderId, orders.id)).where(eq(orders.id, placed.id));
    expect(row!.shipments).toMatchObject({ method: 'pickup', pickupLocationId: place.id, status: 'waiting', weatherDecision: null, heldSince: null, shipOn: '2026-12-03' });
    expect(row!.orders).toMatchObject({ status: 'complete', shippingCents: 0, heatPackCents: 0, city: 'Minneapolis', state: 'MN' });

    const confirmed = (await shop.request({ method: 'PUT', url: `/api/orders/${placed.id}`, headers: { 'x-checkout-token': placed.checkoutToken }, payload: {} })).json() as ConfirmedOrder;
    expect(confirmed.dates).toBeNull();
    expect(confirmed.pickup).toMatchObject({ name: 'Cold shop', readyOn: '2026-12-03', status: 'waiting' });
    const [email] = await shop.db.select().from(sentEmails).where(and(eq(sentEmails.kind, 'order-confirmation'), eq(sentEmails.orderId, placed.id)));
    expect(email!.textBody).toContain('Pick up at Cold shop');
    expect(email!.textBody).toContain('Ready for pickup from Thu, Dec 3');
    expect(email!.textBody).not.toContain('Ship to');
    expect(email!.textBody).not.toMatch(/Ships /);
  });

  test('an order for an inactive or unknown place is a 400 and holds nothing; without a place an address is required', async () => {
    const closed = await addLocation(shop, admin, { name: 'Closed', active: false });
    for (const id of [closed.id, 999_999]) {
      const response = await shop.request({ method: 'POST', url: '/api/orders', payload: pickupBody(id) });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error).toContain('pickup location is not offered');
    }
    const noAddress = await shop.request({ method: 'POST', url: '/api/orders', payload: pickupBody(0, { pickupLocationId: undefined }) });
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json().error).toBe('Enter a shipping address, or choose a pickup location');
    expect((await shop.request({ method: 'POST', url: '/api/orders/quote', payload: { cart: '[]', pickupLocationId: closed.id } })).statusCode).toBe(400);
  });
});

describe('ready, then picked up', () => {
  test('the owner makes it ready (one email with the address, hours and what to bring), then picked up; both timelines show it', async () => {
    const place = await addLocation(shop, admin, { name: 'The Greenhouse', daysToPrepare: 1 });
    const placed = await placeOrder(shop, pickupBody(place.id));
    // Not paid yet: nothing to make ready.
    expect((await shop.request({ method: 'PUT', url: `/api/orders/${placed.id}/ready`, token: admin })).statusCode).toBe(409);
    await payOnTestPage(shop, placed);
    // Picked up before it is ready: refused, nothing changes.
    const early = await shop.request({ method: 'PUT', url: `/api/orders/${placed.id}/picked-up`, token: admin });
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe(`Order #${placed.id}'s pickup is still to leave: it cannot become picked-up`);

    // Due tomorrow: "Ship today" and the slips list it from then, as a pickup to prepare with no address.
    const due = async () => ((await shop.request({ method: 'GET', url: '/api/orders?shipToday=true', token: admin })).json() as AdminOrderSummary[]).find((order) => order.id === placed.id);
    expect(await due()).toBeUndefined();
    clock.set(new Date('2026-12-04T15:00:00Z'));
    expect(await due()).toMatchObject({ isPickup: true });
    const slips = (await shop.request({ method: 'GET', url: '/api/packing-slips', token: admin })).json() as PackingSlip[];
    const slip = slips.find((each) => each.orderId === placed.id)!;
    expect(slip.pickup).toMatchObject({ name: 'The Greenhouse', street1: '500 Congress Ave' });
    expect(slip.shipTo.street1).toBe('');
    expect(slip.heatPack).toBe(false);

    clock.advance(60_000);
    const ready = await shop.request({ method: 'PUT', url: `/api/orders/${placed.id}/ready`, token: admin });
    expect(ready.statusCode, ready.body).toBe(200);
    expect((ready.json() as AdminOrder).pickup).toMatchObject({ status: 'ready' });
    expect((await shop.request({ method: 'PUT', url: `/api/orders/${placed.id}/ready`, token: admin })).statusCode).toBe(409);
    // Once ready it is on the shelf: off "Ship today" and the day's slips.
    expect(await due()).toBeUndefined();
    expect(((await shop.request({ method: 'GET', url: '/api/packing-slips', token: admin })).json() as PackingSlip[]).map((each) => each.orderId)).not.toContain(placed.id);
    // It is no parcel: it cannot be shipped.
    expect((await shop.request({ method: 'PUT', url: `/api/orders/${placed.id}/ship`, token: admin, payload: { carrier: 'usps', trackingNumber: '9400 1118 9922 3456 7890 12' } })).statusCode).toBe(409);

    const mails = await shop.db.select().from(sentEmails).where(and(eq(sentEmails.kind, 'order-ready'), eq(sentEmails.orderId, placed.id))).orderBy(asc(sentEmails.id));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.toAddress).toBe('rosa@example.com');
    expect(mails[0]!.subject).toMatch(/order #\d+ is ready for pickup$/);
    for (const words of ['The Greenhouse', '500 Congress Ave', 'Austin, TX 78701', 'Hours: Tue-Sat 10am-6pm', 'What to bring: Bring your order number and a box']) expect(mails[0]!.textBody).toContain(words);
    // The shop's name from its settings, never the software's.
    expect(mails[0]!.subject).toContain(ROOTBOUND.name);
    expect(mails[0]!.textBody).not.toContain('Houseplant Shop');

    clock.advance(60_000);
    const collected = await shop.request({ method: 'PUT', url: `/api/orders/${placed.id}/picked-up`, token: admin });
    expect(collected.statusCode, collected.body).toBe(200);
    const closed = collected.json() as AdminOrder;
    expect(closed.status).toBe('shipped');
    expect(closed.pickup).toMatchObject({ status: 'picked-up' });
    expect(closed.events.map((event) => event.kind)).toEqual(['placed', 'paid', 'ready', 'picked-up']);
    expect((await shop.request({ method: 'PUT', url: `/api/orders/${placed.id}/picked-up`, token: admin })).statusCode).toBe(409);
    // Collected is when it left the shop: care tips, the review request and the guarantee count from then.
    const [left] = await shop.db.select({ pickedUpAt: shipments.pickedUpAt, shippedAt: shipments.shippedAt, carrier: shipments.carrier }).from(shipments).where(eq(shipments.orderId, placed.id));
    expect(left).toEqual({ pickedUpAt: clock.now(), shippedAt: clock.now(), carrier: null });
    expect(closed.shipment).toBeNull();

    const status = (await shop.request({ method: 'GET', url: `/api/orders/${placed.id}/status`, token: admin })).json() as OrderStatusView;
    expect(status.events.map((event) => event.kind)).toEqual(['placed', 'paid', 'ready', 'picked-up']);
    expect(status.pickup).toMatchObject({ name: 'The Greenhouse', status: 'picked-up' });
  });

  test('a parcel cannot be made ready nor picked up: 409, and it stays waiting', async () => {
    const placed = await placeOrder(shop, orderBody([{ productId: plant.id, qty: 1 }], { address: { street1: '1 Leaf Lane', street2: '', city: 'Austin', state: 'TX', zip: '78701' } }));
    await payOnTestPage(shop, placed);
    const ready = await shop.request({ method: 'PUT', url: `/api/orders/${placed.id}/ready`, token: admin });
    expect(ready.statusCode).toBe(409);
    expect(ready.json().error).toBe(`Order #${placed.id}'s shipment is still to leave: it cannot become ready`);
    expect((await shop.request({ method: 'PUT', url: `/api/orders/${placed.id}/picked-up`, token: admin })).statusCode).toBe(409);
    expect((await adminOrder(placed.id)).status).toBe('complete');
    const [row] = await shop.db.select({ status: shipments.status }).from(shipments).where(eq(shipments.orderId, placed.id));
    expect(row!.status).toBe('waiting');
  });
});
