import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminToken, createTestShop, testClock, type TestShop } from '../../test/harness.ts';
import { makeProduct } from '../catalog/catalog.test-support.ts';
import { expireOrders } from '../checkout/expire-orders.ts';
import { checkout, GOOD_CARD, payForm } from '../checkout/checkout.test-support.ts';
import { orderBody } from '../orders/orders.test-support.ts';

const clock = testClock(new Date('2026-12-10T12:00:00Z'));
let shop: TestShop;
let admin: string;
let fern: { id: number };

beforeAll(async () => {
  shop = await createTestShop({ seed: 'none', clock });
  admin = await adminToken(shop);
  fern = await makeProduct(shop, admin, { price: 20, qty: 1000 });
});
afterAll(() => shop.close());

let buyer = 0;
const email = () => `buyer${(buyer += 1)}@example.com`;
const makePromo = async (payload: object) => {
  const response = await shop.request({ method: 'POST', url: '/api/promos', token: admin, payload: { discountRate: 0.1, status: true, ...payload } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
};
const order = (promoCode: string, userEmail = email()) =>
  shop.request({ method: 'POST', url: '/api/orders', payload: orderBody([{ productId: fern.id, qty: 1 }], { promoCode, userEmail }) });
let lookups = 0;
const lookUp = (name: string) =>
  shop.request({ method: 'GET', url: `/api/promos/byName/${name}`, headers: { 'x-forwarded-for': `10.9.${Math.floor((lookups += 1) / 200)}.${lookups % 200}` } });

describe('promo rules (security review, finding 9)', () => {
  test('a promo works only between its start and its end', async () => {
    await makePromo({ name: 'winter', startsAt: '2026-12-15T00:00:00Z', endsAt: '2026-12-25T00:00:00Z' });
    expect((await order('winter')).json().error).toBe('Invalid promo code');
    expect((await lookUp('winter')).statusCode).toBe(404);
    clock.set(new Date('2026-12-20T08:00:00Z'));
    expect((await order('winter')).json().promoRate).toBe(0.1);
    expect((await lookUp('winter')).statusCode).toBe(200);
    clock.set(new Date('2026-12-25T00:00:00Z'));
    expect((await order('winter')).statusCode).toBe(400);
    expect((await lookUp('winter')).statusCode).toBe(404);
  });

  test('20 parallel orders of a code capped at 5 give exactly 5', async () => {
    const capped = await makePromo({ name: 'first5', maxUses: 5 });
    const results = await Promise.all(Array.from({ length: 20 }, () => order('first5')));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(5);
    const refused = results.filter((r) => r.statusCode === 400);
    expect(refused).toHaveLength(15);
    expect(refused[0]!.json().error).toBe('This promo code has been used up');
    expect((await shop.request({ method: 'GET', url: `/api/promos/${capped.id}`, token: admin })).json()).toMatchObject({ uses: 5, maxUses: 5 });
    expect((await lookUp('first5')).statusCode).toBe(404);
  });

  test('an order that expires unpaid gives its use back', async () => {
    await makePromo({ name: 'justone', maxUses: 1 });
    const first = await order('justone');
    expect(first.statusCode).toBe(201);
    expect((await order('justone')).statusCode).toBe(400);
    clock.advance(40 * 60_000);
    await expireOrders({ db: shop.db, config: shop.config, log: shop.app.log, ...shop.services, now: clock.now() });
    const second = await order('justone');
    expect(second.statusCode).toBe(201);
    // Paid, the use is final.
    expect((await payForm(shop, await checkout(shop, second.json()), GOOD_CARD)).statusCode).toBe(303);
    clock.advance(40 * 60_000);
    await expireOrders({ db: shop.db, config: shop.config, log: shop.app.log, ...shop.services, now: clock.now() });
    expect((await order('justone')).statusCode).toBe(400);
  });

  test('once per customer: one order per email, in any case, even in parallel', async () => {
    await makePromo({ name: 'hello', oncePerCustomer: true });
    expect((await order('hello', 'Ada@Example.com')).statusCode).toBe(201);
    const again = await order('hello', 'ada@example.com');
    expect([again.statusCode, again.json().error]).toEqual([400, 'This promo code can be used once per customer, and this email has used it']);
    expect((await order('hello', 'grace@example.com')).statusCode).toBe(201);
    const racing = await Promise.all(Array.from({ length: 6 }, () => order('hello', 'twin@example.com')));
    expect(racing.filter((r) => r.statusCode === 201)).toHaveLength(1);
  });

  test('the admin sets the rules and sees them; an edit that leaves them out keeps them', async () => {
    const made = await makePromo({ name: 'rules', startsAt: '2027-01-01T00:00:00Z', endsAt: '2027-02-01T00:00:00Z', maxUses: 50, oncePerCustomer: true });
    expect(made).toMatchObject({ startsAt: '2027-01-01T00:00:00.000Z', endsAt: '2027-02-01T00:00:00.000Z', maxUses: 50, oncePerCustomer: true, uses: 0 });
    const spec = await shop.request({ method: 'PUT', url: `/api/promos/${made.id}`, token: admin, payload: { name: 'rules', discountRate: 0.2, status: true } });
    expect(spec.json()).toMatchObject({ discountRate: 0.2, maxUses: 50, oncePerCustomer: true, startsAt: '2027-01-01T00:00:00.000Z' });
    const cleared = await shop.request({ method: 'PUT', url: `/api/promos/${made.id}`, token: admin, payload: { name: 'rules', discountRate: 0.2, status: true, startsAt: null, endsAt: null, maxUses: null, oncePerCustomer: false } });
    expect(cleared.json()).toMatchObject({ startsAt: null, endsAt: null, maxUses: null, oncePerCustomer: false });
  });

  test.each([
    ['an end before the start', { startsAt: '2027-02-01T00:00:00Z', endsAt: '2027-01-01T00:00:00Z' }, 'The end must be after the start'],
    ['a cap of 0', { maxUses: 0 }, 'Uses must be a whole number from 1 to 1,000,000'],
    ['a date that is no date', { startsAt: 'next tuesday' }, 'Enter the start as a date and time'],
  ])('refuses %s', async (_what, rules, message) => {
    const response = await shop.request({ method: 'POST', url: '/api/promos', token: admin, payload: { name: `bad${(buyer += 1)}`, discountRate: 0.1, status: true, ...rules } });
    expect([response.statusCode, response.json().error]).toEqual([400, message]);
  });
});

describe('promo look-ups cannot be used to guess codes (security review, finding 8)', () => {
  test('an address gets 20 look-ups a minute, then 429 with Retry-After', async () => {
    const guesser = { 'x-forwarded-for': '198.18.0.7' };
    const statuses = [];
    for (let guess = 0; guess < 21; guess += 1) {
      statuses.push((await shop.request({ method: 'GET', url: `/api/promos/byName/guess${guess}`, headers: guesser })).statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 404)).toBe(true);
    const refused = await shop.request({ method: 'GET', url: '/api/promos/byName/welcome10', headers: guesser });
    expect(statuses[20]).toBe(429);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await lookUp('welcome10')).statusCode).toBe(404); // another address is not held up
  });
});
