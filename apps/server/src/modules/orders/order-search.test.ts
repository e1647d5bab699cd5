import type { OrderStatusView } from '@shop/shared/after-sale';
import type { AdminOrderPage } from '@shop/shared/order-search';
import type { AdminOrder, PlacedOrder } from '@shop/shared/orders';
import type { ShippingRate } from '@shop/shared/shipping';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { auditEvents } from '../../db/schema/audit.ts';
import { sentEmails } from '../../db/schema/email.ts';
import { adminToken, createTestShop, type TestShop, testClock } from '../../test/harness.ts';
import { makeProduct } from '../catalog/catalog.test-support.ts';
import { payOnTestPage } from '../checkout/checkout.test-support.ts';
import { orderBody, placeOrder } from './orders.test-support.ts';
import { orderStatusKey } from './status-link.ts';

const DAY = 24 * 60 * 60 * 1000;
const clock = testClock(new Date('2026-11-02T15:00:00Z'));
let shop: TestShop;
let admin: string;
let rates: ShippingRate[];
const placed: Record<string, PlacedOrder> = {};
const UPS_FIRST = '1Z999AA10123456784';
const UPS_FIXED = '1Z999AA10123456785';

const page = async (query: string) => {
  const response = await shop.request({ method: 'GET', url: `/api/admin/orders${query}`, token: admin });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as AdminOrderPage;
};
const ids = async (query: string) => (await page(query)).orders.map((order) => order.id);

/** Five orders, a day apart: who placed them, how they ship, and what became of them. */
beforeAll(async () => {
  shop = await createTestShop({ clock, seed: 'none' });
  admin = await adminToken(shop);
  rates = [];
  for (const [name, price] of [['Standard', 0], ['Express', 12]] as const) {
    const made = await shop.request({ method: 'POST', url: '/api/admin/shipping-rates', token: admin, payload: { name, price, minDays: 2, maxDays: 5 } });
    expect(made.statusCode, made.body).toBe(201);
    rates.push(made.json() as ShippingRate);
  }
  const plant = await makeProduct(shop, admin, { price: 20, qty: 100 });
  const people = [
    { key: 'ada', firstName: 'Ada', lastName: 'Gardener', email: 'ada@example.com', rate: rates[0]!.id },
    { key: 'bea', firstName: 'Bea', lastName: 'Fernsby', email: 'bea.fern@post.test', rate: rates[1]!.id },
    { key: 'formula', firstName: '=HYPERLINK("https://evil.test","Click")', lastName: 'Smith', email: 'mallory@evil.test', rate: rates[0]!.id },
    { key: 'cy', firstName: 'Cy', lastName: 'Moss', email: 'cy_moss@example.com', rate: rates[1]!.id },
    { key: 'dee', firstName: 'Dee', lastName: 'Gardener', email: 'dee@example.com', rate: rates[0]!.id },
  ];
  for (const person of people) {
    clock.advance(DAY);
    const body = orderBody([{ productId: plant.id, qty: 1 }], {
      name: { firstName: person.firstName, lastName: person.lastName },
      userEmail: person.email,
      shippingRateId: person.rate,
    });
    placed[person.key] = await placeOrder(shop, body);
    if (['ada', 'bea', 'formula'].includes(person.key)) await payOnTestPage(shop, placed[person.key]!);
  }
  const shipped = await shop.request({ method: 'PUT', url: `/api/orders/${placed.ada!.id}/ship`, token: admin, payload: { carrier: 'ups', trackingNumber: UPS_FIRST } });
  expect(shipped.statusCode, shipped.body).toBe(200);
});
afterAll(() => shop.close());

describe('the admin order list: search (decision 069)', () => {
  test('every order, newest order number first, each with its shipment state and tags', async () => {
    const all = await page('');
    expect(all.orders.map((order) => order.id)).toEqual(['dee', 'cy', 'formula', 'bea', 'ada'].map((key) => placed[key]!.id));
    expect(all.nextBefore).toBeNull();
    expect(all.orders.at(-1)).toMatchObject({ shipmentStatus: 'shipped', trackingNumber: UPS_FIRST, tags: [] });
  });

  test('by order number, with or without #', async () => {
    expect(await ids(`?q=${placed.bea!.id}`)).toEqual([placed.bea!.id]);
    expect(await ids(`?q=%23${placed.cy!.id}`)).toEqual([placed.cy!.id]);
  });

  test("by the start of the customer's name, first name or last, in any case", async () => {
    expect(await ids('?q=gardener')).toEqual([placed.dee!.id, placed.ada!.id]);
    expect(await ids('?q=Bea%20Fer')).toEqual([placed.bea!.id]);
    expect(await ids('?q=zed')).toEqual([]);
  });

  test('by the start of the email; like patterns are plain characters', async () => {
    expect(await ids('?q=BEA.FERN%40')).toEqual([placed.bea!.id]);
    expect(await ids('?q=cy_')).toEqual([placed.cy!.id]);
    // "_" would match any one character as a like pattern: "c_" must not find "cy".
    expect(await ids('?q=c_')).toEqual([]);
    expect(await ids('?q=%25')).toEqual([]);
  });

  test('by the start of the tracking number, spaces and case forgiven', async () => {
    expect(await ids('?q=1z999%20aa1')).toEqual([placed.ada!.id]);
  });
});

describe('the admin order list: filters', () => {
  test('by status, and "ship-today"', async () => {
    expect(await ids('?status=pending')).toEqual([placed.dee!.id, placed.cy!.id]);
    expect(await ids('?status=shipped')).toEqual([placed.ada!.id]);
  });

  test('by shipment state', async () => {
    expect(await ids('?shipment=shipped')).toEqual([placed.ada!.id]);
    expect(await ids('?shipment=waiting&status=complete')).toEqual([placed.formula!.id, placed.bea!.id]);
  });

  test("by date range, the shop's days, both ends included", async () => {
    // Placed at 15:00 UTC on Nov 3, 4, 5, 6 and 7: ten in the morning in the shop's zone.
    expect(await ids('?from=2026-11-04&to=2026-11-05')).toEqual([placed.formula!.id, placed.bea!.id]);
    expect(await ids('?from=2026-11-07')).toEqual([placed.dee!.id]);
    expect(await ids('?to=2026-11-03')).toEqual([placed.ada!.id]);
  });

  test('by rate, and filters together', async () => {
    expect(await ids(`?rate=${rates[1]!.id}`)).toEqual([placed.cy!.id, placed.bea!.id]);
    expect(await ids(`?rate=${rates[0]!.id}&q=gardener&status=pending`)).toEqual([placed.dee!.id]);
  });

  test('pages are stable and complete: every order once, even when one is placed between pages', async () => {
    const seen: number[] = [];
    let before: number | null = null;
    let pages = 0;
    do {
      const next: AdminOrderPage = await page(`?limit=2${before ? `&before=${before}` : ''}`);
      seen.push(...next.orders.map((order) => order.id));
      before = next.nextBefore;
      pages += 1;
      if (pages === 1) {
        // A new order meanwhile lands on the first page, not on the ones still to read.
        const plant = await makeProduct(shop, admin, { price: 5, qty: 5 });
        placed.late = await placeOrder(shop, orderBody([{ productId: plant.id, qty: 1 }], { userEmail: 'late@example.com' }));
      }
    } while (before !== null);
    expect(pages).toBe(3);
    expect(seen).toEqual(['dee', 'cy', 'formula', 'bea', 'ada'].map((key) => placed[key]!.id));
  });

  test.each([
    ['?status=lost', 'The status is one of'],
    ['?shipment=flying', 'The shipment state is one of'],
    ['?from=2026-13-01', 'The from date is not a real day'],
    ['?to=yesterday', 'The to date is a day like'],
    ['?from=2026-11-05&to=2026-11-01', 'The from date is after the to date'],
    ['?rate=abc', 'The rate is a shipping rate number'],
    ['?limit=500', 'A page holds 1 to 200 orders'],
    ['?tag=%3Cb%3E', 'A tag is 1 to 30'],
    ['?colour=green', 'Unknown filter: colour'],
  ])('a bad filter %s is a 400 that says what is wrong', async (query, message) => {
    const response = await shop.request({ method: 'GET', url: `/api/admin/orders${query}`, token: admin });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(message);
  });
});

describe('the CSV export of the filtered list', () => {
  test('a row per line with totals, tax and ship-to; a formula in a name stays text', async () => {
    const response = await shop.request({ method: 'GET', url: `/api/admin/orders/export?status=complete`, token: admin });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = response.body.trim().split('\r\n');
    expect(rows[0]).toBe('Order,Placed,Status,Shipment,Email,Name,Ship to street,Ship to street 2,Ship to city,Ship to state,Ship to ZIP,Rate,Carrier,Tracking,Tags,Product,Variant,SKU,Qty,Unit price,Line total,Line tax,Subtotal,Discount,Shipping,Add-ons,Tax,Total,Refunded');
    expect(rows).toHaveLength(3);
    const formula = rows.find((row) => row.startsWith(`${placed.formula!.id},`))!;
    // The cell starts with an apostrophe, so a spreadsheet shows the text and runs nothing.
    expect(formula).toContain(`,"'=HYPERLINK(""https://evil.test"",""Click"") Smith",`);
    expect(formula).toContain(',12 Fern Street,Apt 4,Portland,OR,97201,');
    expect(formula).not.toMatch(/,=/);
  });
});

describe('notes and tags on an order', () => {
  test("a note is on the owner's timeline, by the admin, and never on the customer's", async () => {
    const id = placed.bea!.id;
    clock.advance(60_000);
    const noted = await shop.request({ method: 'POST', url: `/api/orders/${id}/notes`, token: admin, payload: { note: '  Customer asked for no plastic  ' } });
    expect(noted.statusCode, noted.body).toBe(204);
    const order = (await shop.request({ method: 'GET', url: `/api/orders/${id}`, token: admin })).json() as AdminOrder;
    expect(order.events.at(-1)).toMatchObject({ kind: 'note', note: 'Customer asked for no plastic' });
    const key = await orderStatusKey({ db: shop.db, config: shop.config, input: { orderId: id } });
    const customer = (await shop.request({ method: 'GET', url: `/api/orders/${id}/status`, headers: { 'x-order-key': key } })).json() as OrderStatusView;
    expect(customer.events.map((event) => event.kind)).not.toContain('note');
  });

  test('an empty note, or one on no order, is refused', async () => {
    expect((await shop.request({ method: 'POST', url: `/api/orders/${placed.bea!.id}/notes`, token: admin, payload: { note: '   ' } })).statusCode).toBe(400);
    expect((await shop.request({ method: 'POST', url: '/api/orders/999999/notes', token: admin, payload: { note: 'hello' } })).statusCode).toBe(404);
  });

  test('tags are lower-cased, counted once, and filter the list', async () => {
    const id = placed.cy!.id;
    const tagged = await shop.request({ method: 'PUT', url: `/api/orders/${id}/tags`, token: admin, payload: { tags: [' VIP ', 'vip', 'Gift  wrap'] } });
    expect(tagged.statusCode, tagged.body).toBe(200);
    expect(tagged.json()).toEqual({ tags: ['vip', 'gift wrap'] });
    expect(await ids('?tag=VIP')).toEqual([id]);
    expect(await ids('?tag=gift%20wrap&q=cy')).toEqual([id]);
    expect((await page('?tag=vip')).orders[0]!.tags).toEqual(['vip', 'gift wrap']);
    const eleven = Array.from({ length: 11 }, (_, n) => `tag ${n}`);
    const tooMany = await shop.request({ method: 'PUT', url: `/api/orders/${id}/tags`, token: admin, payload: { tags: eleven } });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.body).toContain('at most 10 tags');
    expect((await shop.request({ method: 'PUT', url: `/api/orders/${id}/tags`, token: admin, payload: { tags: ['=cmd'] } })).statusCode).toBe(400);
  });
});

describe("correcting a shipped parcel's tracking number", () => {
  test('only a shipped parcel: a waiting one is a 409', async () => {
    const response = await shop.request({ method: 'PUT', url: `/api/orders/${placed.bea!.id}/tracking`, token: admin, payload: { carrier: 'ups', trackingNumber: UPS_FIXED } });
    expect(response.statusCode).toBe(409);
    expect(response.body).toContain('only a shipped parcel');
  });

  test("the new number is the shipment's, on the owner's timeline with the old, in the activity log, and no second email", async () => {
    const id = placed.ada!.id;
    const emailsBefore = await shop.db.select().from(sentEmails);
    clock.advance(60_000);
    const bad = await shop.request({ method: 'PUT', url: `/api/orders/${id}/tracking`, token: admin, payload: { carrier: 'ups', trackingNumber: '12' } });
    expect(bad.statusCode).toBe(400);
    const fixed = await shop.request({ method: 'PUT', url: `/api/orders/${id}/tracking`, token: admin, payload: { carrier: 'ups', trackingNumber: UPS_FIXED } });
    expect(fixed.statusCode, fixed.body).toBe(204);

    const order = (await shop.request({ method: 'GET', url: `/api/orders/${id}`, token: admin })).json() as AdminOrder;
    expect(order.shipment).toMatchObject({ trackingNumber: UPS_FIXED, carrier: 'ups' });
    expect(order.status).toBe('shipped');
    expect(order.events.at(-1)).toMatchObject({ kind: 'tracking-corrected', note: `UPS ${UPS_FIRST} → UPS ${UPS_FIXED}` });

    const [audit] = await shop.db.select().from(auditEvents).where(eq(auditEvents.kind, 'orders.tracking'));
    expect(audit).toMatchObject({ actorEmail: expect.any(String), before: { carrier: 'ups', trackingNumber: UPS_FIRST }, after: { carrier: 'ups', trackingNumber: UPS_FIXED } });

    expect(await shop.db.select().from(sentEmails)).toHaveLength(emailsBefore.length);
    expect(await ids(`?q=${UPS_FIXED}`)).toEqual([id]);
    expect(await ids(`?q=${UPS_FIRST}`)).toEqual([]);

    const key = await orderStatusKey({ db: shop.db, config: shop.config, input: { orderId: id } });
    const customer = (await shop.request({ method: 'GET', url: `/api/orders/${id}/status`, headers: { 'x-order-key': key } })).json() as OrderStatusView;
    expect(customer.shipment?.trackingNumber).toBe(UPS_FIXED);
    expect(customer.events.map((event) => event.kind)).not.toContain('tracking-corrected');
  });
});
