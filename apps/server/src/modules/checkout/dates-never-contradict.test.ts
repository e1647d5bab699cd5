import type { ConfirmedOrder, OrderQuote, PlacedOrder } from '@shop/shared/orders';
import type { PackingSlip } from '@shop/shared/after-sale';
import type { DeliveryEstimate } from '@shop/shared/delivery';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { adminToken, createTestShop, testClock, type TestShop } from '../../test/harness.ts';
import { makeProduct } from '../catalog/catalog.test-support.ts';
import { decoded, startSmtpServer, tempDataDir } from '../email/email.test-support.ts';
import { orderBody, placeOrder } from '../orders/orders.test-support.ts';
import { nwsWeather, type WeatherProvider } from '../weather/index.ts';
import { type NwsStandin, startNwsStandin } from '../weather/nws-standin.ts';
import { payOnTestPage } from './checkout.test-support.ts';

// Dates that never contradict (docs/product/rules.md#weather-safe-shipping): where the weather would hold
// a parcel, no screen nor email shows a ship date beside the hold, only about when it can leave; the slips
// to pack are the orders that may leave today. The real NWS client asks the local stand-in; the shop's
// clock is the test's. 2026-12-03 is a Thursday; the shop is in New York, cuts off at noon and ships
// Monday to Wednesday, so an order placed now leaves Monday Dec 7.
const THURSDAY_AFTERNOON = new Date('2026-12-03T18:30:00Z');
const MONDAY_MORNING = new Date('2026-12-07T15:00:00Z');
const TUESDAY_MORNING = new Date('2026-12-08T15:00:00Z');
const SAINT_PAUL = { zip: '55101', state: 'MN', key: '44.95,-93.09' };
const NEW_YORK = { zip: '10001', state: 'NY', key: '40.75,-74.00' };

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

let standin: NwsStandin;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
const data = tempDataDir();
let shop: TestShop;
let admin: string;
const clock = testClock(THURSDAY_AFTERNOON);
let plant: { id: number; name: string };
let client: WeatherProvider;
/** The stand-in's days are all alike; a thaw from this day on makes the forecast warm from then (null: no thaw in sight). */
let thawFrom: string | null = null;

const freshClient = () => nwsWeather({ baseUrl: standin.url, userAgent: 'Houseplant Shop (test@shop.test)', clock, timeoutMs: 1_500, retryDelaysMs: [50, 100] });

beforeAll(async () => {
  standin = await startNwsStandin();
  smtp = await startSmtpServer();
  client = freshClient();
  const weather: WeatherProvider = {
    forecast: async (place) => {
      const answer = await client.forecast(place);
      if (!answer.ok || thawFrom === null) return answer;
      const thaw = thawFrom;
      return { ok: true, days: answer.days.map((day) => (day.date >= thaw ? { ...day, lowF: 50, highF: 61 } : day)) };
    },
  };
  shop = await createTestShop({ clock, services: { weather }, config: { dataDir: data.dir, smtpUrl: smtp.url } });
  admin = await adminToken(shop);
  plant = await makeProduct(shop, admin, { price: 30, qty: 500 });
  const saved = await shop.request({ method: 'PUT', url: '/api/admin/shipping-settings', token: admin, payload: SETTINGS });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(async () => {
  await shop.close();
  await standin.close();
  await smtp.close();
  data.remove();
});
beforeEach(() => {
  clock.set(THURSDAY_AFTERNOON);
  client = freshClient();
  thawFrom = null;
  standin.set({ reset: true, start: '2026-12-03', places: { [SAINT_PAUL.key]: { lowF: 18, highF: 27 }, [NEW_YORK.key]: { lowF: 55, highF: 70 } } });
});

const body = (place: { zip: string; state: string }, email: string) =>
  orderBody([{ productId: plant.id, qty: 1 }], { userEmail: email, address: { street1: '5 River Road', street2: '', city: 'Somewhere', state: place.state, zip: place.zip } });

async function paidOrder(place: { zip: string; state: string }, email = 'ada@example.com'): Promise<PlacedOrder> {
  const placed = await placeOrder(shop, body(place, email));
  await payOnTestPage(shop, placed);
  return placed;
}

async function delivery(zip: string): Promise<DeliveryEstimate> {
  const response = await shop.request({ method: 'GET', url: `/api/delivery?zip=${zip}&products=${plant.id}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as DeliveryEstimate;
}

/** The confirmation page's answer (PUT /api/orders/:id after the payment page). */
async function confirmed(placed: PlacedOrder): Promise<ConfirmedOrder> {
  const response = await shop.request({ method: 'PUT', url: `/api/orders/${placed.id}`, payload: { status: 'complete' }, headers: { 'x-checkout-token': placed.checkoutToken } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ConfirmedOrder;
}

/** The confirmation email as it went over SMTP, decoded. */
function confirmationMail(orderId: number): string {
  const mail = smtp.received.find((m) => decoded(m.raw).includes(`order #${orderId} is confirmed`));
  expect(mail, `no confirmation for #${orderId}`).toBeDefined();
  return decoded(mail!.raw);
}

/** A ship day, a weekday and month day ("Mon Dec 7"), or an arrival ("arrives Dec 8"): any date the shop plans. */
const A_SHIP_DATE = /Ships (Mon|Tue|Wed|Thu|Fri|Sat|Sun) |arrives /;

describe('where the weather would hold, no ship date shows beside the hold', () => {
  test('the product page and cart estimate, and the shipping step: about when, from the first safe day, and no ship date or arrival', async () => {
    thawFrom = '2026-12-08';
    const estimate = await delivery(SAINT_PAUL.zip);
    expect(estimate).toMatchObject({ weather: 'held', safeOn: '2026-12-08', shipOn: null, arrivalFrom: null, arrivalTo: null });
    expect(estimate.estimate).toBe("Ships when it's safe, about Dec 8");
    expect(`${estimate.estimate} ${estimate.notice}`).not.toMatch(A_SHIP_DATE);

    const quote = (await shop.request({ method: 'POST', url: '/api/orders/quote', payload: { cart: body(SAINT_PAUL, 'ada@example.com').cart, zip: SAINT_PAUL.zip } })).json() as OrderQuote;
    expect(quote.delivery).toMatchObject({ weather: 'held', shipOn: null, arrivalFrom: null, arrivalTo: null, estimate: "Ships when it's safe, about Dec 8" });
  });

  test('no safe day in the forecast: "we\'ll email you the day"', async () => {
    const estimate = await delivery(SAINT_PAUL.zip);
    expect(estimate).toMatchObject({ weather: 'held', safeOn: null, shipOn: null, arrivalFrom: null, arrivalTo: null });
    expect(estimate.estimate).toBe("Ships when it's safe: we'll email you the day");
  });

  test('mild weather keeps the ship date and arrival', async () => {
    const estimate = await delivery(NEW_YORK.zip);
    expect(estimate).toMatchObject({ weather: 'ships', shipOn: '2026-12-07' });
    expect(estimate.estimate).toMatch(/^Ships Mon Dec 7, arrives Dec \d/);
  });

  test('a held order: the confirmation page and the email over SMTP say the hold and about when, and no ship date', async () => {
    thawFrom = '2026-12-08';
    const placed = await paidOrder(SAINT_PAUL, 'held@example.com');
    const page = await confirmed(placed);
    expect(page.dates).toEqual({ weather: 'held', shipOn: null, arrivalFrom: null, arrivalTo: null, safeOn: '2026-12-08', text: "Held for safe weather. Ships when it's safe, about Dec 8" });

    const mail = confirmationMail(placed.id);
    expect(mail).toContain("Delivery:\r\nHeld for safe weather. Ships when it's safe, about Dec 8");
    expect(mail).not.toMatch(A_SHIP_DATE);
    expect(mail).not.toContain('Dec 7');
  });

  test('a held order with no safe day in sight: the email says the day will come by email', async () => {
    const placed = await paidOrder(SAINT_PAUL, 'frozen@example.com');
    expect((await confirmed(placed)).dates).toMatchObject({ weather: 'held', shipOn: null, safeOn: null });
    const mail = confirmationMail(placed.id);
    expect(mail).toContain("Held for safe weather. Ships when it's safe: we'll email you the day");
    expect(mail).not.toMatch(A_SHIP_DATE);
  });

  test('an order that ships: the confirmation page and the email give the ship date and the arrival window', async () => {
    const placed = await paidOrder(NEW_YORK, 'mild@example.com');
    const page = await confirmed(placed);
    expect(page.dates).toMatchObject({ weather: 'ships', shipOn: '2026-12-07', safeOn: null });
    expect(page.dates!.arrivalFrom! >= '2026-12-08').toBe(true);
    expect(page.dates!.arrivalTo! >= page.dates!.arrivalFrom!).toBe(true);
    expect(confirmationMail(placed.id)).toMatch(/Delivery:\r\nShips Mon Dec 7, arrives Dec \d+/);
  });
});

describe('the slips to pack are the orders that may leave today', () => {
  test('no held order, and no order whose ship day is still ahead; shipped anyway yesterday and unpacked, its slip says today', async () => {
    const held = await paidOrder(SAINT_PAUL);
    const ships = await paidOrder(NEW_YORK);
    const toPack = async () => ((await shop.request({ method: 'GET', url: '/api/packing-slips', token: admin })).json() as PackingSlip[]).map((slip) => slip.orderId);

    // Thursday: the mild order leaves Monday, so nobody packs it yet; its own slip still prints.
    expect(await toPack()).not.toContain(ships.id);
    expect(await toPack()).not.toContain(held.id);
    const own = await shop.request({ method: 'GET', url: `/api/packing-slips/${ships.id}`, token: admin });
    expect(own.json()).toMatchObject({ orderId: ships.id, held: false, shipOn: '2026-12-07' });

    clock.set(MONDAY_MORNING);
    expect(await toPack()).toContain(ships.id);
    expect(await toPack()).not.toContain(held.id);
    expect((await shop.request({ method: 'GET', url: `/api/packing-slips/${held.id}`, token: admin })).json()).toMatchObject({ held: true });

    // The owner ships the held one anyway on Monday; on Tuesday it is still to pack, and its slip says today.
    const anyway = await shop.request({ method: 'POST', url: `/api/orders/${held.id}/weather`, token: admin, payload: { decision: 'ships' } });
    expect(anyway.statusCode, anyway.body).toBe(200);
    clock.set(TUESDAY_MORNING);
    expect(await toPack()).toContain(held.id);
    const slips = (await shop.request({ method: 'GET', url: '/api/packing-slips', token: admin })).json() as PackingSlip[];
    expect(slips.find((slip) => slip.orderId === held.id)).toMatchObject({ held: false, shipOn: '2026-12-08' });
  });
});
