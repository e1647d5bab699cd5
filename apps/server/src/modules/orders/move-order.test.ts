import { canBecome, ORDER_STATUSES, ORDER_TRANSITIONS, type OrderStatus } from '@shop/shared/order-status';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { orderEvents, orders } from '../../db/schema/orders.ts';
import { HttpError } from '../../errors.ts';
import { createTestShop, type TestShop } from '../../test/harness.ts';
import { moveOrder } from './move-order.ts';

let shop: TestShop;

beforeAll(async () => {
  shop = await createTestShop({ seed: 'none' });
});
afterAll(() => shop.close());

/** An order row in the given status, made directly: only its status matters here. */
async function orderIn(status: OrderStatus): Promise<number> {
  const [row] = await shop.db
    .insert(orders)
    .values({
      email: 'moss@example.com',
      firstName: 'Rosa',
      lastName: 'Moss',
      street1: '1 Leaf Lane',
      city: 'Austin',
      state: 'TX',
      zip: '73301',
      subtotalCents: 2500,
      discountCents: 0,
      finalCents: 2500,
      totalQty: 1,
      checkoutTokenHash: 'not-a-hash',
      status,
    })
    .returning({ id: orders.id });
  return row!.id;
}

async function statusOf(orderId: number): Promise<OrderStatus> {
  const [row] = await shop.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  return row!.status;
}

const pairs = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.filter((to) => to !== from).map((to) => ({ from, to })));
const refused = pairs.filter(({ from, to }) => !canBecome(from, to));
const allowed = pairs.filter(({ from, to }) => canBecome(from, to));

describe('which status may follow which (decision 028)', () => {
  test('the table allows exactly the five moves of an order’s life', () => {
    expect(ORDER_TRANSITIONS).toEqual({ pending: ['complete', 'canceled'], complete: ['shipped', 'canceled'], canceled: ['complete'], shipped: [] });
    expect(refused).toHaveLength(7);
  });

  test.each(refused)('an order that is $from never becomes $to: 409, and it stays $from', async ({ from, to }) => {
    const orderId = await orderIn(from);
    const error = await moveOrder({ db: shop.db, input: { orderId, to, at: new Date() } }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).statusCode).toBe(409);
    expect((error as HttpError).message).toBe(`Order #${orderId} is ${from}: it cannot become ${to}`);
    expect(await statusOf(orderId)).toBe(from);
    // A refused move leaves no line in the order's event log (decision 057).
    expect(await shop.db.$count(orderEvents, eq(orderEvents.orderId, orderId))).toBe(0);
  });

  test.each(allowed)('an order that is $from may become $to', async ({ from, to }) => {
    const orderId = await orderIn(from);
    expect((await moveOrder({ db: shop.db, input: { orderId, to, at: new Date() } })).status).toBe(to);
    expect(await statusOf(orderId)).toBe(to);
    const logged = await shop.db.select({ kind: orderEvents.kind }).from(orderEvents).where(eq(orderEvents.orderId, orderId));
    expect(logged).toEqual([{ kind: { complete: 'paid', canceled: 'canceled', shipped: 'shipped', pending: 'placed' }[to] }]);
  });

  test('a caller that means only some of the allowed moves is held to them: canceling an unpaid order never cancels a paid one', async () => {
    const orderId = await orderIn('complete');
    await expect(moveOrder({ db: shop.db, input: { orderId, to: 'canceled', from: ['pending'], at: new Date() } })).rejects.toMatchObject({ statusCode: 409 });
    expect(await statusOf(orderId)).toBe('complete');
  });

  test('an order that does not exist is a 404', async () => {
    await expect(moveOrder({ db: shop.db, input: { orderId: 987_654, to: 'shipped', at: new Date() } })).rejects.toMatchObject({ statusCode: 404 });
  });
});
