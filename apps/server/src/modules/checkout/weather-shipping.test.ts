import type { AdminOrder, AdminOrderSummary, OrderQuote, PlacedOrder } from '@shop/shared/orders';
import type { OrderStatusView, PackingSlip } from '@shop/shared/after-sale';
import type { DeliveryEstimate } from '@shop/shared/delivery';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { sentEmails } from '../../db/schema/email.ts';
import { orderLines, orders } from '../../db/schema/orders.ts';
import { shipments } from '../../db/schema/fulfilment.ts';
import { runMinuteSweep } from '../../jobs/minute-sweep.ts';
import { adminToken, createTestShop, testClock, type TestShop } from '../../test/harness.ts';
import { makeProduct } from '../catalog/catalog.test-support.ts';
import { orderBody, placeOrder } from '../orders/orders.test-support.ts';
import { nwsWeather, type WeatherProvider } from '../weather/index.ts';
import { type NwsStandin, startNwsStandin } from '../weather/nws-standin.ts';
import { payOnTestPage } from './checkout.test-support.ts';
import { placeReplacement } from './decide-claim.ts';
import { DELIVERY_CHECKS_PER_MINUTE } from '../delivery/index.ts';

// Weather-safe shipping (decision 044) through the API, with the real NWS client against the local stand-in
// and the shop's clock moved by the test. 2026-12-03 is a Thursday; the shop is in New York, cuts off at
// noon and ships Monday to Wednesday (the defaults).
const THURSDAY_AFTERNOON = new Date('2026-12-03T18:30:00Z'); // 13:30 in New York
const MINNEAPOLIS = { zip: '55401', state: 'MN', key: '44.98,-93.27' };
const NEW_YORK = { zip: '10001', state: 'NY', key: '40.75,-74.00' };
const HOUR = 3_600_000;

let standin: NwsStandin;
let shop: TestShop;
let admin: string;
const clock = testClock(THURSDAY_AFTERNOON);
let plant: { id: number; name: string };

const SETTINGS = {
  originZip: '27601',
  timeZone: 'America/New_York',
  shipDays: [1, 2, 3],
  cutoffHour: 12,
  handlingDays: 0,
  closedDates: [] as string[],
  holdBelowF: 32,
  heatPackBelowF: 45,
  holdAboveF: 95,
  heatPack: 4.95,
  maxHoldDays: 14,
};

// Each test gets a fresh NWS client (its caches empty), handed to the shop through this one provider.
let client: WeatherProvider;
const freshClient = () => nwsWeather({ baseUrl: standin.url, userAgent: 'Houseplant Shop (test@shop.test)', clock, timeoutMs: 1_500, retryDelaysMs: [50, 100] });

beforeAll(async () => {
  standin = await startNwsStandin();
  client = freshClient();
  const weather: WeatherProvider = { forecast: (place) => client.forecast(place) };
  shop = await createTestShop({ clock, services: { weather } });
  admin = await adminToken(shop);
  plant = await makeProduct(shop, admin, { price: 30, qty: 500 });
});
afterAll(async () => {
  await shop.close();
  await standin.close();
});
beforeEach(async () => {
  clock.set(THURSDAY_AFTERNOON);
  client = freshClient();
  standin.set({ reset: true, start: '2026-12-03' });
  await saveSettings({});
});

async function saveSettings(change: Partial<typeof SETTINGS>) {
  const response = await shop.request({ method: 'PUT', url: '/api/admin/shipping-settings', token: admin, payload: { ...SETTINGS, ...change } });
  expect(response.statusCode, response.body).toBe(200);
}

function order(place: { zip: string; state: string }, productId = plant.id, extra: Record<string, unknown> = {}) {
  return orderBody([{ productId, qty: 1 }], { address: { street1: '1 Leaf Lane', street2: '', city: 'Somewhere', state: place.state, zip: place.zip }, ...extra });
}

async function paidOrder(place: { zip: string; state: string }, productId = plant.id): Promise<PlacedOrder> {
  const placed = await placeOrder(shop, order(place, productId));
  await payOnTestPage(shop, placed);
  return placed;
}

async function row(id: number) {
  const [found] = await shop.db.select().from(orders).innerJoin(shipments, eq(shipments.orderId, orders.id)).where(eq(orders.id, id));
  return { ...found!.orders, ...found!.shipments };
}

async function emails(kind: string, orderId: number) {
  return shop.db.select().from(sentEmails).where(and(eq(sentEmails.kind, kind), eq(sentEmails.orderId, orderId))).orderBy(asc(sentEmails.id));
}

/** What the owner's timeline lists, in its order. */
async function eventKinds(id: number) {
  const response = await shop.request({ method: 'GET', url: `/api/orders/${id}`, token: admin });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as AdminOrder).events.map((event) => event.kind);
}

const sweep = (at: Date) => runMinuteSweep({ db: shop.db, config: shop.config, log: shop.app.log, ...shop.services }, at);

async function delivery(zip: string, productId = plant.id): Promise<DeliveryEstimate> {
  const response = await shop.request({ method: 'GET', url: `/api/delivery?zip=${zip}&products=${productId}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as DeliveryEstimate;
}

describe('the ship date', () => {
  test('an order placed Thursday after the cut-off ships Monday; before the cut-off it would too (Mon-Wed), and a Tuesday order ships Tuesday', async () => {
    standin.set({ places: { [NEW_YORK.key]: { lowF: 55, highF: 70 } } });
    const thursday = await paidOrder(NEW_YORK);
    expect((await row(thursday.id)).shipOn).toBe('2026-12-07');
    expect((await delivery(NEW_YORK.zip)).estimate).toMatch(/^Ships Mon Dec 7, arrives Dec \d/);

    clock.set(new Date('2026-12-08T14:00:00Z')); // Tuesday 9:00 in New York, before the cut-off
    standin.set({ start: '2026-12-08' });
    const tuesday = await paidOrder(NEW_YORK);
    expect((await row(tuesday.id)).shipOn).toBe('2026-12-08');
  });

  test('a Friday order before a shop holiday on Monday ships after it', async () => {
    await saveSettings({ closedDates: ['2026-12-07'] });
    clock.set(new Date('2026-12-04T15:00:00Z')); // Friday 10:00 in New York
    standin.set({ start: '2026-12-04', places: { [NEW_YORK.key]: { lowF: 55, highF: 70 } } });
    const placed = await paidOrder(NEW_YORK);
    expect((await row(placed.id)).shipOn).toBe('2026-12-08');
    expect((await delivery(NEW_YORK.zip)).estimate).toMatch(/^Ships Tue Dec 8, /);
  });
});

describe('the forecast at the destination', () => {
  test('a low of 20 °F holds the paid order and emails the customer once; a later mild forecast releases it with a second email', async () => {
    standin.set({ places: { [MINNEAPOLIS.key]: { lowF: 20, highF: 29 } } });
    const estimate = await delivery(MINNEAPOLIS.zip);
    expect(estimate.weather).toBe('held');
    expect(estimate.notice).toBe('Too cold to ship safely to 55401 now: we\'ll ship when it is and email you the day');

    const placed = await placeOrder(shop, order(MINNEAPOLIS));
    expect((await row(placed.id)).weatherDecision).toBe('held');
    // Nothing is held before it is paid; once paid, the log says paid, then held (decision 068).
    expect(await eventKinds(placed.id)).toEqual(['placed']);
    await payOnTestPage(shop, placed);
    expect(await eventKinds(placed.id)).toEqual(['placed', 'paid', 'held']);
    await sweep(clock.now());
    await sweep(new Date(clock.now().getTime() + 60_000));
    const held = await emails('order-held', placed.id);
    expect(held).toHaveLength(1);
    expect(held[0]!.subject).toBe(`Your Houseplant Shop order #${placed.id} waits for safe weather`);
    expect(held[0]!.textBody).toContain('nights down to 20 °F');

    // The status page shows the hold.
    const status = await shop.request({ method: 'GET', url: `/api/orders/${placed.id}/status`, token: admin });
    expect((status.json() as OrderStatusView).shipPlan).toMatchObject({ weather: 'held', heldSince: expect.any(String) });

    // Still cold three hours later: still held, no second email.
    clock.advance(3 * HOUR + 60_000);
    await sweep(clock.now());
    expect((await row(placed.id)).weatherDecision).toBe('held');
    expect(await emails('order-held', placed.id)).toHaveLength(1);

    // Mild at last: released with a new ship date and one email.
    standin.set({ places: { [MINNEAPOLIS.key]: { lowF: 50, highF: 61 } } });
    clock.advance(3 * HOUR + 60_000);
    await sweep(clock.now());
    await sweep(new Date(clock.now().getTime() + 60_000));
    const released = await row(placed.id);
    expect(released.weatherDecision).toBe('ships');
    expect(released.heldSince).toBeNull();
    expect(released.shipOn).toBe('2026-12-07');
    const mails = await emails('order-released', placed.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Your Houseplant Shop order #${placed.id} ships Dec 7`);
    expect(await emails('order-held', placed.id)).toHaveLength(1);
    expect(await eventKinds(placed.id)).toEqual(['placed', 'paid', 'held', 'released']);
  });

  test('a held order says about when it can leave, from the first safe day in the forecast', async () => {
    // Cold all week, then mild from Dec 8 on (the stand-in's days are all alike; a later start moves them).
    standin.set({ places: { [MINNEAPOLIS.key]: { lowF: 20, highF: 29 } } });
    expect((await delivery(MINNEAPOLIS.zip)).safeOn).toBeNull();
  });

  test('38 °F puts the heat pack on the bill, on the payment page, in the confirmation and on the packing slip', async () => {
    standin.set({ places: { [MINNEAPOLIS.key]: { lowF: 38, highF: 50 } } });
    const estimate = await delivery(MINNEAPOLIS.zip);
    expect(estimate).toMatchObject({ weather: 'heat-pack', heatPack: 4.95, notice: 'Cold at 55401 this week: we\'ll add a heat pack' });

    const quote = (await shop.request({ method: 'POST', url: '/api/orders/quote', payload: { cart: order(MINNEAPOLIS).cart, zip: MINNEAPOLIS.zip } })).json() as OrderQuote;
    expect(quote.heatPack).toBe(4.95);
    expect(quote.total).toBeCloseTo(quote.subtotal - quote.discount + quote.shipping + 4.95 + quote.tax, 2);

    const placed = await placeOrder(shop, order(MINNEAPOLIS));
    expect(placed.heatPack).toBe(4.95);
    expect(placed.finalPrice).toBeCloseTo(placed.subtotal - placed.discount + placed.shipping + 4.95 + placed.tax, 2);
    expect(placed.finalPrice).toBe(quote.total);
    const stored = await row(placed.id);
    expect(stored).toMatchObject({ heatPackCents: 495, addOnsCents: 495, weatherDecision: 'heat-pack' });

    const payPage = await shop.request({ method: 'POST', url: '/api/orders/checkout', payload: placed, headers: { 'x-checkout-token': placed.checkoutToken } });
    const page = await shop.request({ method: 'GET', url: new URL(payPage.json() as string).pathname });
    expect(page.body).toContain('Heat pack (cold weather)');
    expect(page.body).toContain('$4.95');
    await payOnTestPage(shop, placed);

    const [confirmation] = await emails('order-confirmation', placed.id);
    expect(confirmation!.textBody).toContain('Heat pack (cold weather): $4.95');
    const slips = (await shop.request({ method: 'GET', url: `/api/packing-slips/${placed.id}`, token: admin })).json() as PackingSlip | PackingSlip[];
    const slip = Array.isArray(slips) ? slips[0]! : slips;
    expect(slip.heatPack).toBe(true);
    const adminView = (await shop.request({ method: 'GET', url: `/api/orders/${placed.id}`, token: admin })).json() as AdminOrder;
    expect(adminView.heatPack).toBe(4.95);
  });

  test('a hardy plant is not held, nor given a heat pack, for cold', async () => {
    const hardy = await makeProduct(shop, admin, { price: 18, qty: 50 });
    const saved = await shop.request({ method: 'PUT', url: `/api/products/${hardy.id}`, token: admin, payload: { name: hardy.name, price: 18, qty: 50, description: 'x', hardy: true } });
    expect(saved.statusCode, saved.body).toBe(200);
    standin.set({ places: { [MINNEAPOLIS.key]: { lowF: 15, highF: 25 } } });
    expect((await delivery(MINNEAPOLIS.zip, hardy.id)).weather).toBe('ships');
    const placed = await paidOrder(MINNEAPOLIS, hardy.id);
    expect(await row(placed.id)).toMatchObject({ weatherDecision: 'ships', heatPackCents: 0 });
    // The same cold holds a tender plant.
    const tender = await paidOrder(MINNEAPOLIS);
    expect((await row(tender.id)).weatherDecision).toBe('held');
  });

  test("a held order is never among the slips to pack; its own slip says HELD: DO NOT SHIP and gives no ship day", async () => {
    standin.set({ places: { [MINNEAPOLIS.key]: { lowF: 15, highF: 25 }, [NEW_YORK.key]: { lowF: 50, highF: 65 } } });
    const held = await paidOrder(MINNEAPOLIS);
    expect((await row(held.id)).weatherDecision).toBe('held');
    const ships = await paidOrder(NEW_YORK);
    expect((await row(ships.id)).weatherDecision).toBe('ships');

    clock.set(new Date('2026-12-07T15:00:00Z')); // Monday, the day it leaves: the slips list what may go today
    const toPack = (await shop.request({ method: 'GET', url: '/api/packing-slips', token: admin })).json() as PackingSlip[];
    expect(toPack.map((slip) => slip.orderId)).toContain(ships.id);
    expect(toPack.map((slip) => slip.orderId)).not.toContain(held.id);
    expect(toPack.find((slip) => slip.orderId === ships.id)).toMatchObject({ held: false });
    const own = (await shop.request({ method: 'GET', url: `/api/packing-slips/${held.id}`, token: admin })).json() as PackingSlip;
    expect(own).toMatchObject({ orderId: held.id, held: true });
  });

  test('heat above 95 °F holds an order, hardy or not', async () => {
    standin.set({ places: { '33.46,-112.07': { lowF: 80, highF: 104 } } });
    const estimate = await delivery('85004');
    expect(estimate.weather).toBe('held');
    expect(estimate.notice).toMatch(/^Too hot to ship safely to 85004 now/);
  });
});

describe('when the forecast cannot be had', () => {
  for (const mode of ['hang', '500', '503'] as const) {
    test(`a ${mode} from the weather service: the checkout goes on with the estimate, and the paid order waits for the owner`, async () => {
      standin.set({ mode });
      const estimate = await delivery(NEW_YORK.zip);
      expect(estimate).toMatchObject({ weather: 'unknown', notice: null, heatPack: 0 });
      expect(estimate.estimate).toMatch(/^Ships Mon Dec 7, arrives/);
      const placed = await paidOrder(NEW_YORK);
      const stored = await row(placed.id);
      expect(stored.weatherDecision).toBe('needs-owner');
      // The estimate asked first; the order is answered at once while the service rests ('unavailable').
      expect(stored.weatherReason).toBe('no forecast (unavailable)');
      // Never in "Ship today", even on its day.
      clock.set(new Date('2026-12-07T15:00:00Z'));
      const today = (await shop.request({ method: 'GET', url: '/api/orders?shipToday=true', token: admin })).json() as AdminOrderSummary[];
      expect(today.map((o) => o.id)).not.toContain(placed.id);
    });
  }

  test('a held order whose forecast fails stays held; after the longest hold it goes to the owner', async () => {
    standin.set({ places: { [MINNEAPOLIS.key]: { lowF: 10, highF: 20 } } });
    const placed = await paidOrder(MINNEAPOLIS);
    standin.set({ mode: '500' });
    clock.advance(4 * HOUR);
    await sweep(clock.now());
    expect((await row(placed.id)).weatherDecision).toBe('held');
    standin.set({ mode: 'normal' });
    clock.advance(14 * 24 * HOUR);
    await sweep(clock.now());
    expect(await row(placed.id)).toMatchObject({ weatherDecision: 'needs-owner', weatherReason: 'held-too-long' });
  });
});

describe('a replacement (decision 042)', () => {
  test('is planned by the next sweep like any paid order: held in a freeze, never shipped into unknown weather', async () => {
    standin.set({ places: { [MINNEAPOLIS.key]: { lowF: 55, highF: 65 } } });
    const original = await paidOrder(MINNEAPOLIS);
    const [line] = await shop.db.select().from(orderLines).where(eq(orderLines.orderId, original.id));
    standin.set({ places: { [MINNEAPOLIS.key]: { lowF: 12, highF: 20 } } });
    client = freshClient();
    const replacement = await shop.db.transaction((tx) => placeReplacement({ db: tx, input: { orderId: original.id, lineId: line!.id, qty: 1, now: clock.now() } }));
    expect(replacement.weatherDecision).toBe('needs-owner');
    await sweep(clock.now());
    expect(await row(replacement.id)).toMatchObject({ weatherDecision: 'held', shipOn: '2026-12-07' });
  });
});

describe('the owner', () => {
  test('"Ship today" lists only paid orders due today that the weather lets go; the owner ships a held one anyway or holds one, and the order says who', async () => {
    standin.set({ places: { [MINNEAPOLIS.key]: { lowF: 10, highF: 20 }, [NEW_YORK.key]: { lowF: 55, highF: 70 } } });
    const held = await paidOrder(MINNEAPOLIS);
    const ships = await paidOrder(NEW_YORK);
    const unpaid = await placeOrder(shop, order(NEW_YORK));
    const list = async () => ((await shop.request({ method: 'GET', url: '/api/orders?shipToday=true', token: admin })).json() as AdminOrderSummary[]).map((o) => o.id);
    expect(await list()).not.toContain(ships.id); // Thursday: it leaves Monday
    clock.set(new Date('2026-12-07T15:00:00Z'));
    const monday = await list();
    expect(monday).toContain(ships.id);
    expect(monday).not.toContain(held.id);
    expect(monday).not.toContain(unpaid.id);

    const anyway = await shop.request({ method: 'POST', url: `/api/orders/${held.id}/weather`, token: admin, payload: { decision: 'ships' } });
    expect(anyway.statusCode, anyway.body).toBe(200);
    expect((anyway.json() as AdminOrder).shipPlan).toMatchObject({ weather: 'ships', shipOn: '2026-12-07', reason: 'decided by the owner' });
    expect((await row(held.id)).weatherDecidedBy).not.toBeNull();
    expect(await list()).toContain(held.id);
    // The sweep leaves the owner's decision alone, however cold.
    clock.advance(4 * HOUR);
    await sweep(clock.now());
    expect((await row(held.id)).weatherDecision).toBe('ships');

    const hold = await shop.request({ method: 'POST', url: `/api/orders/${ships.id}/weather`, token: admin, payload: { decision: 'held' } });
    expect((hold.json() as AdminOrder).shipPlan?.weather).toBe('held');
    expect(await list()).not.toContain(ships.id);

    // What may be decided is orderActions' answer (decision 066): a refused action is a 409 that says why.
    const unpaidRefused = await shop.request({ method: 'POST', url: `/api/orders/${unpaid.id}/weather`, token: admin, payload: { decision: 'ships' } });
    expect(unpaidRefused.statusCode).toBe(409);
    expect(unpaidRefused.json().error).toBe(`Order #${unpaid.id} is not paid: there is nothing to hold or ship`);
    // A held order is not shipped without a word: the owner ships it anyway first.
    const again = await shop.request({ method: 'POST', url: `/api/orders/${ships.id}/weather`, token: admin, payload: { decision: 'held' } });
    expect(again.statusCode).toBe(409);
    const shipHeld = await shop.request({ method: 'PUT', url: `/api/orders/${ships.id}/ship`, token: admin, payload: { carrier: 'usps', trackingNumber: '9400111899223456789012' } });
    expect(shipHeld.statusCode).toBe(409);
    expect(shipHeld.json().error).toBe(`Order #${ships.id} is held for the weather: ship it anyway first, or wait for safe weather`);
    expect((await shop.request({ method: 'POST', url: `/api/orders/${ships.id}/weather`, token: admin, payload: { decision: 'later' } })).statusCode).toBe(400);
  });

  test('settings refuse what cannot be: a ZIP we do not know, no ship day, a heat-pack line below the hold line, a date that is not one', async () => {
    const refused = async (change: Record<string, unknown>, message: RegExp) => {
      const response = await shop.request({ method: 'PUT', url: '/api/admin/shipping-settings', token: admin, payload: { ...SETTINGS, ...change } });
      expect(response.statusCode, response.body).toBe(400);
      expect((response.json() as { error: string }).error).toMatch(message);
    };
    await refused({ originZip: '00000' }, /not a US ZIP code we know/);
    await refused({ shipDays: [] }, /at least one day/);
    await refused({ heatPackBelowF: 20 }, /heat-pack line cannot be colder/);
    await refused({ closedDates: ['2026-02-30'] }, /not a real day/);
    await refused({ timeZone: 'Mars/Olympus' }, /time zone/);
    const unknown = await shop.request({ method: 'GET', url: '/api/delivery?zip=00000' });
    expect(unknown.statusCode).toBe(400);
    expect((await shop.request({ method: 'GET', url: '/api/delivery?zip=abc' })).statusCode).toBe(400);
  });
});

describe('the rate a journey is planned for', () => {
  test('with no rate named, the estimate is for the rate the bill charges: the free one over the threshold, not the cheapest list price', async () => {
    // Economy is the cheapest list price, but $90 of plants ship free by Standard ($9.95, free from $75).
    const added = await shop.request({ method: 'POST', url: '/api/admin/shipping-rates', token: admin, payload: { name: 'Economy', price: 5.95, freeFrom: null, minDays: 8, maxDays: 10, position: 2 } });
    expect(added.statusCode, added.body).toBe(201);
    const economy = added.json() as { id: number; name: string; price: number; freeFrom: null; minDays: number; maxDays: number; position: number };
    try {
      const cart = JSON.stringify([{ productId: plant.id, qty: 3, userId: null }]);
      const quoteBy = async (extra: Record<string, unknown>) => {
        const response = await shop.request({ method: 'POST', url: '/api/orders/quote', payload: { cart, zip: NEW_YORK.zip, state: NEW_YORK.state, ...extra } });
        expect(response.statusCode, response.body).toBe(200);
        return response.json() as OrderQuote;
      };
      const unnamed = await quoteBy({});
      const standard = unnamed.shippingOptions.find((option) => option.name === 'Standard')!;
      expect(unnamed.shippingRateId).toBe(standard.id);
      expect(unnamed.shipping).toBe(0);
      const byStandard = await quoteBy({ shippingRateId: standard.id });
      const byEconomy = await quoteBy({ shippingRateId: economy.id });
      expect(byEconomy.delivery!.arrivalTo).not.toBe(byStandard.delivery!.arrivalTo);
      expect(unnamed.delivery).toEqual(byStandard.delivery);

      const placed = await placeOrder(shop, orderBody([{ productId: plant.id, qty: 3 }], { address: { street1: '1 Leaf Lane', street2: '', city: 'New York', state: NEW_YORK.state, zip: NEW_YORK.zip } }));
      expect(placed.shippingMethod?.name).toBe('Standard');
      expect(placed.shipping).toBe(0);
      expect((await row(placed.id)).weatherForecast).toMatchObject({ estimate: byStandard.delivery!.estimate });
    } finally {
      const off = await shop.request({ method: 'PUT', url: `/api/admin/shipping-rates/${economy.id}`, token: admin, payload: { ...economy, active: false } });
      expect(off.statusCode, off.body).toBe(200);
    }
  });
});

describe('delivery checks', () => {
  test('one address may check so many ZIP codes a minute, then a 429 says to wait; other shoppers are not held up', async () => {
    const check = (zip: string, ip: string) => shop.request({ method: 'GET', url: `/api/delivery?zip=${zip}`, remoteAddress: ip });
    for (let i = 0; i < DELIVERY_CHECKS_PER_MINUTE; i += 1) {
      expect((await check(i % 2 === 0 ? NEW_YORK.zip : MINNEAPOLIS.zip, '198.51.100.23')).statusCode).toBe(200);
    }
    const refused = await check(NEW_YORK.zip, '198.51.100.23');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: 'Too many delivery checks; please wait a minute and try again' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await check(NEW_YORK.zip, '198.51.100.24')).statusCode).toBe(200);
  });
});
