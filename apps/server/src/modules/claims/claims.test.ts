import type { AdminClaim, ClaimRates, OrderClaims } from '@shop/shared/claims';
import { and, eq, inArray, like } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { claimReplacements, claims } from '../../db/schema/claims.ts';
import { sentEmails } from '../../db/schema/email.ts';
import { customerPhotos } from '../../db/schema/images.ts';
import { orderLines, orders } from '../../db/schema/orders.ts';
import { refunds } from '../../db/schema/payments.ts';
import { adminToken, createTestShop, createUser, type TestShop, testClock } from '../../test/harness.ts';
import { stockOf } from '../catalog/catalog.test-support.ts';
import { ledgerProblems } from '../inventory/inventory.test-support.ts';
import { orderBody } from '../orders/orders.test-support.ts';
import { shipEverythingFree } from '../shipping/shipping.test-support.ts';
import { fileClaim, multipartForm, photo, shippedOrder, twoPhotos } from './claims.test-support.ts';

const DAY = 24 * 60 * 60 * 1000;
const clock = testClock();
let shop: TestShop;
let admin: string;
let ipCounter = 0;
/** A fresh client address for each claim, so the per-address limit only bites where a test means it. */
const freshIp = () => `198.51.100.${++ipCounter % 250}`;

beforeAll(async () => {
  shop = await createTestShop({ clock, seed: 'none' });
  admin = await adminToken(shop);
  await shipEverythingFree(shop, admin);
});
afterAll(() => shop.close());

const DEAD = { reason: 'dead', description: 'The leaves were black and mushy when I opened the box.' };
/** The owner's note with a replacement, which the customer reads. */
const NOTE = 'So sorry about that one: a sturdier plant from the back greenhouse is on its way.';

/** The owner ships a replacement with its carrier. */
const shipReplacement = (orderId: number) =>
  shop.request({ method: 'PUT', url: `/api/orders/${orderId}/ship`, token: admin, payload: { carrier: 'usps', trackingNumber: '9400 1118 9922 3456 7890 12' } });

async function claimed(orderId: number, key: string, lineId: number, qty = 1) {
  const response = await fileClaim(shop, orderId, key, { lineId, qty, ...DEAD }, await twoPhotos(), freshIp());
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as OrderClaims).claims[0]!;
}

const orderClaims = (orderId: number, key: string) => shop.request({ method: 'GET', url: `/api/orders/${orderId}/claims`, headers: { 'x-order-key': key } });
const decide = (claimId: number, action: string, payload?: object) =>
  shop.request({ method: 'POST', url: `/api/claims/${claimId}/${action}`, token: admin, ...(payload && { payload }) });

async function emailsOf(orderId: number, kindPrefix = 'claim-') {
  return shop.db.select().from(sentEmails).where(and(eq(sentEmails.orderId, orderId), like(sentEmails.kind, `${kindPrefix}%`)));
}

describe('the guarantee window', () => {
  test('day 30 after shipping is accepted, day 31 is refused with the policy', async () => {
    const shippedAt = new Date('2026-06-01T15:00:00Z');
    clock.set(shippedAt);
    const early = await shippedOrder(shop, admin);
    const late = await shippedOrder(shop, admin);

    clock.set(new Date(shippedAt.getTime() + 30 * DAY + 8 * 60 * 60 * 1000));
    const onDay30 = await fileClaim(shop, early.orderId, early.key, { lineId: early.lineId, qty: 1, ...DEAD }, await twoPhotos(), freshIp());
    expect(onDay30.statusCode, onDay30.body).toBe(201);

    clock.set(new Date(shippedAt.getTime() + 31 * DAY));
    const onDay31 = await fileClaim(shop, late.orderId, late.key, { lineId: late.lineId, qty: 1, ...DEAD }, await twoPhotos(), freshIp());
    expect(onDay31.statusCode).toBe(409);
    expect(onDay31.json().error).toMatch(/covers plants for 30 days after they ship/);
    const view = (await orderClaims(late.orderId, late.key)).json() as OrderClaims;
    expect(view).toMatchObject({ canClaim: false, windowDays: 30, claims: [] });
    expect(view.closedReason).toMatch(/guarantee has ended/);
    clock.set(new Date());
  });

  test('once the owner marks it delivered, the window counts from delivery and the form says so; a second mark is a 409 (decision 057)', async () => {
    const shippedAt = new Date('2026-07-01T15:00:00Z');
    clock.set(shippedAt);
    const order = await shippedOrder(shop, admin);
    expect(((await orderClaims(order.orderId, order.key)).json() as OrderClaims).windowFrom).toBe('shipping');
    // A slow parcel: it arrives ten days after it left.
    clock.set(new Date(shippedAt.getTime() + 10 * DAY));
    const delivered = await shop.request({ method: 'PUT', url: `/api/orders/${order.orderId}/delivered`, token: admin });
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(delivered.json().shipment).toMatchObject({ shippedAt: shippedAt.toISOString(), deliveredAt: new Date(shippedAt.getTime() + 10 * DAY).toISOString() });
    const again = await shop.request({ method: 'PUT', url: `/api/orders/${order.orderId}/delivered`, token: admin });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(`Order #${order.orderId}'s shipment is delivered already: it cannot become delivered`);
    // Day 35 after shipping is day 25 after delivery: still in the 30 days, and the form counts from delivery.
    clock.set(new Date(shippedAt.getTime() + 35 * DAY));
    const view = (await orderClaims(order.orderId, order.key)).json() as OrderClaims;
    expect(view).toMatchObject({ canClaim: true, windowFrom: 'delivery', windowEndsAt: new Date(shippedAt.getTime() + 41 * DAY).toISOString() });
    clock.set(new Date(shippedAt.getTime() + 41 * DAY));
    const late = await fileClaim(shop, order.orderId, order.key, { lineId: order.lineId, qty: 1, ...DEAD }, await twoPhotos(), freshIp());
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toContain('covers plants for 30 days after they arrive. This order was delivered on July 11, 2026');
    clock.set(new Date());
  });

  test('an order still to ship cannot be marked delivered', async () => {
    const unshipped = await shop.request({ method: 'POST', url: '/api/orders', payload: orderBody([{ productId: (await shippedOrder(shop, admin)).plant.id, qty: 1 }]) });
    const refused = await shop.request({ method: 'PUT', url: `/api/orders/${unshipped.json().id}/delivered`, token: admin });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(`Order #${unshipped.json().id}'s shipment is still to leave: it cannot become delivered`);
  });

  test("the refusal names the day it shipped as the shop's day, in its time zone (decision 050)", async () => {
    // 11 pm on June 1 in New York, the shop's time zone; June 2 in UTC.
    const shippedAt = new Date('2026-06-02T03:00:00Z');
    clock.set(shippedAt);
    const order = await shippedOrder(shop, admin);
    clock.set(new Date(shippedAt.getTime() + 40 * DAY));
    const refused = await fileClaim(shop, order.orderId, order.key, { lineId: order.lineId, qty: 1, ...DEAD }, await twoPhotos(), freshIp());
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toContain('This order shipped on June 1, 2026, so the guarantee has ended');
    clock.set(new Date());
  });

  test("the owner's setting moves the window; an order not shipped yet cannot be claimed", async () => {
    const shippedAt = new Date();
    clock.set(shippedAt);
    const order = await shippedOrder(shop, admin);
    expect((await shop.request({ method: 'PUT', url: '/api/claims/settings', token: admin, payload: { windowDays: 0 } })).statusCode).toBe(400);
    expect((await shop.request({ method: 'PUT', url: '/api/claims/settings', token: admin, payload: { windowDays: 10 } })).json()).toEqual({ windowDays: 10 });
    clock.set(new Date(shippedAt.getTime() + 11 * DAY));
    expect((await fileClaim(shop, order.orderId, order.key, { lineId: order.lineId, qty: 1, ...DEAD }, await twoPhotos(), freshIp())).statusCode).toBe(409);
    await shop.request({ method: 'PUT', url: '/api/claims/settings', token: admin, payload: { windowDays: 30 } });
    expect((await fileClaim(shop, order.orderId, order.key, { lineId: order.lineId, qty: 1, ...DEAD }, await twoPhotos(), freshIp())).statusCode).toBe(201);
    clock.set(new Date());

    const paidOnly = await shop.request({ method: 'POST', url: '/api/orders', payload: orderBody([{ productId: order.plant.id, qty: 1 }]) });
    const { orderStatusKey } = await import('../orders/status-link.ts');
    const key = await orderStatusKey({ db: shop.db, config: shop.config, input: { orderId: paidOnly.json().id } });
    const [line] = await shop.db.select().from(orderLines).where(eq(orderLines.orderId, paidOnly.json().id));
    const refused = await fileClaim(shop, paidOnly.json().id, key, { lineId: line!.id, qty: 1, ...DEAD }, await twoPhotos(), freshIp());
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('Claims can be filed once the order has shipped.');
  });
});

describe('photos', () => {
  test('a non-image, a 20 MB file and a file lying about its type are refused, and nothing is stored', async () => {
    const order = await shippedOrder(shop, admin);
    const photosBefore = await shop.db.$count(customerPhotos);
    const distance = (await twoPhotos())[1]!;
    const tries = [
      { file: { field: 'closeUp', filename: 'notes.txt', contentType: 'text/plain', body: Buffer.from('my plant died, sorry no photo') }, status: 415 },
      { file: { field: 'closeUp', filename: 'big.jpg', contentType: 'image/jpeg', body: Buffer.concat([await photo(), Buffer.alloc(20 * 1024 * 1024, 7)]) }, status: 413 },
      { file: { field: 'closeUp', filename: 'leaf.jpg', contentType: 'image/jpeg', body: Buffer.from('<html><body><script>alert(1)</script></body></html>') }, status: 415 },
      { file: { field: 'closeUp', filename: 'leaf.jpg', contentType: 'image/jpeg', body: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>') }, status: 415 },
    ];
    for (const { file, status } of tries) {
      const response = await fileClaim(shop, order.orderId, order.key, { lineId: order.lineId, qty: 1, ...DEAD }, [file, distance], freshIp());
      expect(response.statusCode, file.filename).toBe(status);
      expect(response.json().error).toMatch(status === 413 ? /at most 15 MB/ : /^Photos must be JPEG, PNG, WebP/);
    }
    expect(await shop.db.$count(customerPhotos)).toBe(photosBefore);
    expect(await shop.db.$count(claims, eq(claims.orderId, order.orderId))).toBe(0);
  });

  test("a photo's GPS position, camera and orientation are gone once uploaded; it is served to the link's holder, the owner and nobody else", async () => {
    const order = await shippedOrder(shop, admin);
    const withGps = await sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#6b4a2f' } })
      .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Phone 15' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 26/1 46/1', GPSLongitudeRef: 'W', GPSLongitude: '79/1 58/1 56/1' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(withGps).metadata()).exif?.includes(Buffer.from('PhoneMaker'))).toBe(true);
    const response = await fileClaim(shop, order.orderId, order.key, { lineId: order.lineId, qty: 1, ...DEAD }, [
      { field: 'closeUp', filename: 'IMG_0001.JPG', contentType: 'image/jpeg', body: withGps },
      { field: 'distance', filename: 'IMG_0002.JPG', contentType: 'image/jpeg', body: await photo() },
    ], freshIp());
    expect(response.statusCode, response.body).toBe(201);
    const claim = (response.json() as OrderClaims).claims[0]!;
    expect(claim.photos.map((p) => p.kind)).toEqual(['close-up', 'distance']);
    const closeUp = claim.photos[0]!;

    const asKeyHolder = await shop.request({ method: 'GET', url: closeUp.url, headers: { 'x-order-key': order.key } });
    expect(asKeyHolder.statusCode).toBe(200);
    expect(asKeyHolder.headers['content-type']).toBe('image/jpeg');
    expect(asKeyHolder.headers['cache-control']).toBe('private, no-store');
    const metadata = await sharp(asKeyHolder.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 1600, height: 1200 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(asKeyHolder.rawPayload.includes(Buffer.from('PhoneMaker'))).toBe(false);
    const thumb = await shop.request({ method: 'GET', url: closeUp.thumbUrl, token: admin });
    expect(thumb.statusCode).toBe(200);
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(320);

    const stranger = await createUser(shop);
    expect((await shop.request({ method: 'GET', url: closeUp.url, token: stranger.token })).statusCode).toBe(404);
    expect((await shop.request({ method: 'GET', url: closeUp.url })).statusCode).toBe(401);
    expect((await shop.request({ method: 'GET', url: `/images/${closeUp.name}.jpg` })).statusCode).toBe(404);
    // Another order's link does not open this order's photos.
    const other = await shippedOrder(shop, admin);
    expect((await shop.request({ method: 'GET', url: closeUp.url, headers: { 'x-order-key': other.key } })).statusCode).toBe(404);
  });

  test('damage needs a close-up and a distance shot; a missing plant needs none; at most four', async () => {
    const order = await shippedOrder(shop, admin, { qty: 3 });
    const one = [(await twoPhotos())[0]!];
    const onlyCloseUp = await fileClaim(shop, order.orderId, order.key, { lineId: order.lineId, qty: 1, ...DEAD }, one, freshIp());
    expect(onlyCloseUp.statusCode).toBe(400);
    expect(onlyCloseUp.json().error).toBe('Add a close-up photo of the damage and one of the whole plant from a distance');
    const five = [...(await twoPhotos()), ...(await twoPhotos()), (await twoPhotos())[0]!];
    expect((await fileClaim(shop, order.orderId, order.key, { lineId: order.lineId, qty: 1, ...DEAD }, five, freshIp())).json().error).toBe('At most 4 photos');
    const missing = await fileClaim(shop, order.orderId, order.key, { lineId: order.lineId, qty: 1, reason: 'missing', description: 'Only two of three were in the box.' }, [], freshIp());
    expect(missing.statusCode, missing.body).toBe(201);
  });
});

describe('who may claim, and how often', () => {
  test("another customer's order is a 404; one open claim per line; more units than are left is a 400", async () => {
    const owner = await createUser(shop);
    const other = await createUser(shop);
    const order = await shippedOrder(shop, admin, { qty: 2, token: owner.token, userId: owner.id });
    const form = multipartForm({ lineId: order.lineId, qty: 1, ...DEAD }, await twoPhotos());
    const asOther = await shop.request({ method: 'POST', url: `/api/orders/${order.orderId}/claims`, token: other.token, ...form });
    expect(asOther.statusCode).toBe(404);
    expect((await shop.request({ method: 'GET', url: `/api/orders/${order.orderId}/claims`, token: other.token })).statusCode).toBe(404);
    expect((await shop.request({ method: 'GET', url: `/api/orders/${order.orderId}/claims`, headers: { 'x-order-key': 'A'.repeat(43) } })).statusCode).toBe(404);
    const asOwner = await shop.request({ method: 'POST', url: `/api/orders/${order.orderId}/claims`, token: owner.token, ...multipartForm({ lineId: order.lineId, qty: 1, ...DEAD }, await twoPhotos()) });
    expect(asOwner.statusCode, asOwner.body).toBe(201);
    const again = await shop.request({ method: 'POST', url: `/api/orders/${order.orderId}/claims`, token: owner.token, ...multipartForm({ lineId: order.lineId, qty: 1, ...DEAD }, await twoPhotos()) });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatch(/already has an open claim/);

    const fresh = await shippedOrder(shop, admin, { qty: 2 });
    const tooMany = await fileClaim(shop, fresh.orderId, fresh.key, { lineId: fresh.lineId, qty: 3, ...DEAD }, await twoPhotos(), freshIp());
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toMatch(/At most 2 of/);
  });

  test('claims are rate limited per order (5 an hour) and per address (10 an hour)', async () => {
    const order = await shippedOrder(shop, admin);
    const bad = { field: 'closeUp', filename: 'x.txt', contentType: 'text/plain', body: Buffer.from('x') };
    const statuses: number[] = [];
    const missing = { reason: 'missing', description: 'Not in the box' };
    for (let i = 0; i < 6; i++) statuses.push((await fileClaim(shop, order.orderId, order.key, { lineId: order.lineId, qty: 1, ...missing }, [bad], freshIp())).statusCode);
    expect(statuses).toEqual([415, 415, 415, 415, 415, 429]);

    const address = '192.0.2.99';
    const byAddress: number[] = [];
    for (let i = 0; i < 11; i++) {
      const each = await shippedOrder(shop, admin);
      byAddress.push((await fileClaim(shop, each.orderId, each.key, { lineId: each.lineId, qty: 1, ...missing }, [bad], address)).statusCode);
    }
    expect(byAddress.at(-1)).toBe(429);
    expect(byAddress.slice(0, 10).every((status) => status === 415)).toBe(true);
  });
});

describe("the owner's decisions", () => {
  test('asking for more emails a link to add photos; added photos put the claim back in the queue; a denial is emailed with its reason', async () => {
    const order = await shippedOrder(shop, admin);
    const claim = await claimed(order.orderId, order.key, order.lineId);
    const queue = (await shop.request({ method: 'GET', url: '/api/claims', token: admin })).json() as AdminClaim[];
    expect(queue.find((c) => c.id === claim.id)).toMatchObject({ id: claim.id, status: 'open', customer: { email: 'ada@example.com' }, order: { status: 'shipped' } });
    expect(queue.find((c) => c.id === claim.id)!.order.events.map((e) => e.kind)).toEqual(['placed', 'paid', 'shipped', 'claim']);

    const asked = await decide(claim.id, 'request-info', { message: 'Could you send a photo of the roots?' });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toMatchObject({ status: 'info' });
    const [infoEmail] = await emailsOf(order.orderId, 'claim-info');
    expect(infoEmail!.textBody).toContain('Could you send a photo of the roots?');
    expect(infoEmail!.textBody).toMatch(new RegExp(`/orders/${order.orderId}/status#key=${order.key}&claim=${claim.id}`));

    const form = multipartForm({ note: 'Here are the roots' }, [{ field: 'photo', filename: 'roots.png', contentType: 'image/png', body: await sharp({ create: { width: 50, height: 50, channels: 3, background: '#553311' } }).png().toBuffer() }]);
    const added = await shop.request({ method: 'POST', url: `/api/orders/${order.orderId}/claims/${claim.id}/photos`, headers: { ...form.headers, 'x-order-key': order.key }, payload: form.payload });
    expect(added.statusCode, added.body).toBe(200);
    const afterPhotos = (added.json() as OrderClaims).claims[0]!;
    expect(afterPhotos).toMatchObject({ status: 'open' });
    expect(afterPhotos.photos).toHaveLength(3);
    expect(afterPhotos.events.map((e) => [e.kind, e.note])).toEqual([
      ['filed', null],
      ['info-requested', 'Could you send a photo of the roots?'],
      ['photos-added', 'Here are the roots'],
    ]);

    expect((await decide(claim.id, 'deny', { reason: '' })).statusCode).toBe(400);
    const denied = await decide(claim.id, 'deny', { reason: 'The roots show overwatering after arrival.' });
    expect(denied.json()).toMatchObject({ status: 'denied' });
    expect((await emailsOf(order.orderId, 'claim-denied'))[0]!.textBody).toContain('The roots show overwatering after arrival.');
    expect((await decide(claim.id, 'replace', { note: NOTE })).statusCode).toBe(409);
    // Decided: the line may be claimed again (a second problem), the status page shows the decision.
    const view = (await orderClaims(order.orderId, order.key)).json() as OrderClaims;
    expect(view.claims[0]).toMatchObject({ status: 'denied' });
    expect(view.lines[0]).toMatchObject({ openClaim: false, claimable: 2 });
  });

  test('a replacement needs a note for the customer: without one it is a 400 that places nothing and leaves the claim open', async () => {
    const order = await shippedOrder(shop, admin, { qty: 1, stock: 5 });
    const claim = await claimed(order.orderId, order.key, order.lineId);
    const stockBefore = await stockOf(shop, order.plant.id);
    for (const payload of [undefined, {}, { note: '   ' }, { note: 'x'.repeat(1001) }]) {
      const refused = await decide(claim.id, 'replace', payload);
      expect(refused.statusCode, refused.body).toBe(400);
    }
    expect((await decide(claim.id, 'replace', { note: '' })).json().error).toBe('Write the customer a note about the replacement');
    expect(await shop.db.$count(claimReplacements, eq(claimReplacements.claimId, claim.id))).toBe(0);
    expect(await shop.db.$count(orders, eq(orders.replacementFor, order.orderId))).toBe(0);
    expect(await stockOf(shop, order.plant.id)).toBe(stockBefore);
    expect(await emailsOf(order.orderId, 'claim-replaced')).toHaveLength(0);
    expect(((await orderClaims(order.orderId, order.key)).json() as OrderClaims).claims[0]).toMatchObject({ status: 'open' });
  });

  test('approving a replacement twice at once creates one $0 replacement that holds stock and is marked on its packing slip', async () => {
    const order = await shippedOrder(shop, admin, { qty: 2, stock: 10 });
    const claim = await claimed(order.orderId, order.key, order.lineId, 2);
    const stockBefore = await stockOf(shop, order.plant.id);
    const answers = await Promise.all([decide(claim.id, 'replace', { note: NOTE }), decide(claim.id, 'replace', { note: NOTE })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const replacements = await shop.db.select().from(claimReplacements).where(eq(claimReplacements.claimId, claim.id));
    expect(replacements).toHaveLength(1);
    const replacementId = replacements[0]!.orderId;
    const [replacement] = await shop.db.select().from(orders).where(eq(orders.id, replacementId));
    expect(replacement).toMatchObject({ status: 'complete', finalCents: 0, paidCents: 0, replacementFor: order.orderId, email: 'ada@example.com', totalQty: 2 });
    expect(await stockOf(shop, order.plant.id)).toBe(stockBefore - 2);
    expect(await shop.db.$count(orders, eq(orders.replacementFor, order.orderId))).toBe(1);

    const slip = await shop.request({ method: 'GET', url: `/api/packing-slips/${replacementId}`, token: admin });
    // Until the weather sweep reads the forecast at its address, nobody may pack it (decision 044).
    expect(slip.json()).toMatchObject({ replacementFor: order.orderId, held: true, lines: [{ qty: 2, productName: order.plant.name }] });
    expect((await shop.request({ method: 'GET', url: '/api/packing-slips', token: admin })).json().map((s: { orderId: number }) => s.orderId)).not.toContain(replacementId);

    const view = (await orderClaims(order.orderId, order.key)).json() as OrderClaims;
    expect(view.claims[0]).toMatchObject({ status: 'replaced', replacementOrderId: replacementId });
    expect(view.claims[0]!.events.at(-1)).toMatchObject({ kind: 'replaced', note: `Replacement order #${replacementId}: ${NOTE}` });
    expect(replacements[0]!.note).toBe(NOTE);
    const [email] = await emailsOf(order.orderId, 'claim-replaced');
    expect(email!.subject).toBe(`A replacement for your Houseplant Shop order #${order.orderId} is on its way`);
    expect(email!.textBody).toContain(`order #${replacementId}`);
    expect(email!.textBody).toContain(`From the shop:\n${NOTE}`);
    expect((await emailsOf(order.orderId, 'claim-replaced'))).toHaveLength(1);
    // It ships through the usual flow: not while it waits for its weather (orderActions, decision 066), then once the owner lets it go.
    const early = await shipReplacement(replacementId);
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe(`Order #${replacementId} waits for your decision on the weather: ship it anyway, or hold it`);
    expect((await shop.request({ method: 'POST', url: `/api/orders/${replacementId}/weather`, token: admin, payload: { decision: 'ships' } })).statusCode).toBe(200);
    expect((await shipReplacement(replacementId)).statusCode).toBe(200);
  });

  test('a replacement for the last unit races an order for it: one wins, nothing oversells', async () => {
    for (let round = 0; round < 3; round++) {
      const order = await shippedOrder(shop, admin, { qty: 1, stock: 2 });
      expect(await stockOf(shop, order.plant.id)).toBe(1);
      const claim = await claimed(order.orderId, order.key, order.lineId);
      const [replaced, ordered] = await Promise.all([
        decide(claim.id, 'replace', { note: NOTE }),
        shop.request({ method: 'POST', url: '/api/orders', payload: orderBody([{ productId: order.plant.id, qty: 1 }], { userEmail: `racer${round}@example.com` }) }),
      ]);
      expect([replaced.statusCode, ordered.statusCode].every((status) => [200, 201, 409].includes(status))).toBe(true);
      const winners = [replaced.statusCode === 200, ordered.statusCode === 201].filter(Boolean).length;
      expect(winners).toBe(1);
      if (replaced.statusCode !== 200) {
        expect(replaced.statusCode).toBe(409);
        expect(replaced.json().error).toBe(`Not enough stock for ${order.plant.name}`);
        expect((await orderClaims(order.orderId, order.key)).json().claims[0].status).toBe('open');
      }
      expect(await stockOf(shop, order.plant.id)).toBe(0);
      expect(await shop.db.$count(orders, eq(orders.replacementFor, order.orderId))).toBe(replaced.statusCode === 200 ? 1 : 0);
    }
    expect(await ledgerProblems(shop.db)).toEqual([]);
  });

  test('a refund approval goes through the payment provider stand-in and the refund email', async () => {
    const order = await shippedOrder(shop, admin, { qty: 2 });
    const claim = await claimed(order.orderId, order.key, order.lineId, 1);
    const answers = await Promise.all([decide(claim.id, 'refund', { restock: false }), decide(claim.id, 'refund', { restock: false })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const refunded = answers.find((a) => a.statusCode === 200)!.json() as AdminClaim;
    expect(refunded).toMatchObject({ status: 'refunded', order: { refunded: 20 } });
    const rows = await shop.db.select().from(refunds).where(eq(refunds.orderId, order.orderId));
    expect(rows).toMatchObject([{ provider: 'test', status: 'succeeded', amountCents: 2000, providerRefundId: expect.stringMatching(/^test_refund_/) }]);
    const [line] = await shop.db.select().from(orderLines).where(eq(orderLines.id, order.lineId));
    expect(line).toMatchObject({ refundedQty: 1, restockedQty: 0 });
    const [refundEmail] = await emailsOf(order.orderId, 'order-refund');
    expect(refundEmail!.textBody).toContain(`Reason: Claim #${claim.id}: arrived dead`);
    const view = (await orderClaims(order.orderId, order.key)).json() as OrderClaims;
    expect(view.claims[0]).toMatchObject({ status: 'refunded' });
    expect(view.lines[0]).toMatchObject({ claimable: 1 });
  });

  test('a refund whose hold lapsed after the provider took it (an instance stopped) is not made twice', async () => {
    const order = await shippedOrder(shop, admin, { qty: 2 });
    const claim = await claimed(order.orderId, order.key, order.lineId, 1);
    // As if an instance asked the provider and stopped before recording the claim's decision.
    await shop.db.update(claims).set({ deciding: new Date(clock.now().getTime() - 11 * 60 * 1000) }).where(eq(claims.id, claim.id));
    const refundedMeanwhile = await shop.request({
      method: 'POST',
      url: `/api/orders/${order.orderId}/refunds`,
      token: admin,
      payload: { kind: 'lines', lines: [{ lineId: order.lineId, qty: 1 }], reason: `Claim #${claim.id}: arrived dead`, restock: false },
    });
    expect(refundedMeanwhile.statusCode, refundedMeanwhile.body).toBe(200);
    const again = await decide(claim.id, 'refund', { restock: false });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ status: 'refunded', order: { refunded: 20 } });
    expect(await shop.db.$count(refunds, eq(refunds.orderId, order.orderId))).toBe(1);
  });

  test("a refund the flow refuses (a replacement's $0 order) leaves the claim open for another decision", async () => {
    const order = await shippedOrder(shop, admin, { qty: 1 });
    const claim = await claimed(order.orderId, order.key, order.lineId);
    await decide(claim.id, 'replace', { note: NOTE });
    const [replacement] = await shop.db.select().from(orders).where(eq(orders.replacementFor, order.orderId));
    await shop.request({ method: 'POST', url: `/api/orders/${replacement!.id}/weather`, token: admin, payload: { decision: 'ships' } });
    expect((await shipReplacement(replacement!.id)).statusCode).toBe(200);
    const { orderStatusKey } = await import('../orders/status-link.ts');
    const key = await orderStatusKey({ db: shop.db, config: shop.config, input: { orderId: replacement!.id } });
    const [line] = await shop.db.select().from(orderLines).where(eq(orderLines.orderId, replacement!.id));
    const second = await claimed(replacement!.id, key, line!.id);
    const refused = await decide(second.id, 'refund', {});
    // orderActions offers no refund of an order with nothing to give back (decision 066).
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error).toBe('Nothing is left to refund on this order');
    expect((await decide(second.id, 'deny', { reason: 'Already replaced once' })).statusCode).toBe(200);
  });

  test('a unit replaced through a claim is not refunded as well unless the admin says "despite the replacement" (decision 053)', async () => {
    const order = await shippedOrder(shop, admin, { qty: 2 });
    const claim = await claimed(order.orderId, order.key, order.lineId, 1);
    expect((await decide(claim.id, 'replace', { note: NOTE })).statusCode).toBe(200);
    const refund = (payload: object) =>
      shop.request({ method: 'POST', url: `/api/orders/${order.orderId}/refunds`, token: admin, payload: { reason: 'Arrived dead', restock: false, ...payload } });
    const view = (await shop.request({ method: 'GET', url: `/api/orders/${order.orderId}`, token: admin })).json() as { lines: { replacedQty: number }[] };
    expect(view.lines[0]).toMatchObject({ replacedQty: 1 });

    const refusal = `1 unit of ${order.plant.name} was already replaced through a claim: refunding it too gives the customer both. Refund only the other units, or tick "Refund despite the replacement".`;
    for (const payload of [{ kind: 'full' }, { kind: 'lines', lines: [{ lineId: order.lineId, qty: 2 }] }]) {
      const refused = await refund(payload);
      expect([refused.statusCode, refused.json().error]).toEqual([409, refusal]);
    }
    expect(await shop.db.$count(refunds, eq(refunds.orderId, order.orderId))).toBe(0);
    // The unit not replaced can be refunded; after it, only the replaced one is left.
    const other = await refund({ kind: 'lines', lines: [{ lineId: order.lineId, qty: 1 }] });
    expect(other.statusCode, other.body).toBe(200);
    expect((await refund({ kind: 'full' })).statusCode).toBe(409);
    const despite = await refund({ kind: 'full', despiteReplacement: true });
    expect(despite.statusCode, despite.body).toBe(200);
    expect(despite.json()).toMatchObject({ refunded: 40, lines: [{ refundedQty: 2, replacedQty: 1 }] });
  });

  test("the owner's queue is newest first and the order's admin page can list its claims", async () => {
    const a = await shippedOrder(shop, admin);
    const b = await shippedOrder(shop, admin);
    const first = await claimed(a.orderId, a.key, a.lineId);
    clock.advance(1000);
    const second = await claimed(b.orderId, b.key, b.lineId);
    clock.set(new Date());
    const queue = (await shop.request({ method: 'GET', url: '/api/claims?status=all', token: admin })).json() as AdminClaim[];
    const ids = queue.map((claim) => claim.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    const forOrder = (await shop.request({ method: 'GET', url: `/api/orders/${a.orderId}/claims`, token: admin })).json() as OrderClaims;
    expect(forOrder.claims.map((claim) => claim.id)).toEqual([first.id]);
    const waiting = (await shop.request({ method: 'GET', url: '/api/claims', token: admin })).json() as AdminClaim[];
    expect(waiting.every((claim) => claim.status === 'open' || claim.status === 'info')).toBe(true);
    const received = await shop.db.select().from(sentEmails).where(and(inArray(sentEmails.orderId, [a.orderId, b.orderId]), eq(sentEmails.kind, 'claim-filed')));
    expect(received).toHaveLength(2);
  });
});

describe('the dashboard', () => {
  test('shows the claim rate per plant and per reason over the last 90 days; declined claims and older ones do not count', async () => {
    const start = new Date();
    clock.set(new Date(start.getTime() - 120 * DAY));
    const old = await shippedOrder(shop, admin, { qty: 4 });
    await claimed(old.orderId, old.key, old.lineId, 4);
    clock.set(start);
    const fragile = await shippedOrder(shop, admin, { qty: 4 });
    const sturdy = await shippedOrder(shop, admin, { qty: 5 });
    await claimed(fragile.orderId, fragile.key, fragile.lineId, 1);
    const pests = await fileClaim(shop, sturdy.orderId, sturdy.key, { lineId: sturdy.lineId, qty: 2, reason: 'pests', description: 'Fungus gnats everywhere' }, await twoPhotos(), freshIp());
    const pestClaim = (pests.json() as OrderClaims).claims[0]!;
    await decide(pestClaim.id, 'deny', { reason: 'Gnats come from wet soil at home' });

    const rates = (await shop.request({ method: 'GET', url: '/api/admin/dashboard/claim-rates', token: admin })).json() as ClaimRates;
    expect(rates.days).toBe(90);
    const row = (name: string) => rates.byPlant.find((plant) => plant.productName === name);
    expect(row(fragile.plant.name)).toMatchObject({ shippedUnits: 4, claimedUnits: 1, rate: 0.25 });
    expect(row(sturdy.plant.name)).toBeUndefined();
    expect(row(old.plant.name)).toBeUndefined();
    expect(rates.byReason.find((r) => r.reason === 'pests')).toBeUndefined();
    expect(rates.byReason.find((r) => r.reason === 'dead')!.claims).toBeGreaterThanOrEqual(1);
    expect((await shop.request({ method: 'GET', url: '/api/admin/dashboard/claim-rates' })).statusCode).toBe(401);
  });
});
