// The inventory's own invariant under races (docs/decisions/028-inventory-quote-and-order-workflow.md): a
// count never goes below zero, every unit taken is held by exactly one order, and each count stays the sum of
// its ledger rows, however many holds, releases and owner's adjustments run at once. The verbs are called
// directly, each in a transaction of its own, as checkout and the admin call them; on PostgreSQL they really
// run side by side.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { OutOfStock } from '../../errors.ts';
import { adminToken, createTestShop, type TestShop } from '../../test/harness.ts';
import { defaultVariant, makeProduct } from '../catalog/catalog.test-support.ts';
import { orderBody, placeOrder } from '../orders/orders.test-support.ts';
import { adjustStock, holdStock, loadStock, releaseHolds } from './index.ts';
import { ledgerProblems } from './inventory.test-support.ts';

let shop: TestShop;
let admin: string;
beforeAll(async () => {
  shop = await createTestShop();
  admin = await adminToken(shop);
});
afterAll(() => shop.close());

/** A plant with `qty` in stock, and its one variant. */
async function plantWith(qty: number): Promise<{ name: string; variantId: number }> {
  const plant = await makeProduct(shop, admin, { price: 20, qty });
  return { name: plant.name, variantId: await defaultVariant(shop, plant.id) };
}

/** Order rows for the holds to belong to (each holds one unit of a plant of its own, which the tests leave alone). */
async function ordersToHoldFor(count: number): Promise<number[]> {
  const filler = await makeProduct(shop, admin, { price: 5, qty: count });
  const ids: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const order = await placeOrder(
      shop,
      orderBody([{ productId: filler.id, qty: 1 }], { userEmail: `race${i}-${filler.id}@example.com` }),
    );
    ids.push(order.id);
  }
  return ids;
}

const onHand = async (variantId: number) => (await loadStock(shop.db, [variantId]))[0]!.qty;
const inFuture = () => new Date(Date.now() + 30 * 60_000);

describe('inventory under races', () => {
  test('twelve orders race for five units: exactly five are held, seven are told it sold out, nothing below zero', async () => {
    const plant = await plantWith(5);
    const orderIds = await ordersToHoldFor(12);
    const outcomes = await Promise.allSettled(
      orderIds.map((orderId) =>
        shop.db.transaction((tx) =>
          holdStock({
            db: tx,
            input: {
              orderId,
              lines: [{ variantId: plant.variantId, qty: 1, productName: plant.name }],
              expiresAt: inFuture(),
            },
          }),
        ),
      ),
    );
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(5);
    expect(refused).toHaveLength(7);
    for (const outcome of refused)
      expect((outcome as PromiseRejectedResult).reason).toBeInstanceOf(OutOfStock);
    expect(await onHand(plant.variantId)).toBe(0);
    expect(await ledgerProblems(shop.db)).toEqual([]);
  });

  test('twenty owner adjustments of -1 on ten units: ten land, ten get a 409 naming what is left, the count ends at zero', async () => {
    const plant = await plantWith(10);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        shop.db.transaction((tx) =>
          adjustStock({ db: tx, input: { variantId: plant.variantId, change: -1, reason: 'shrinkage' } }),
        ),
      ),
    );
    const landed = outcomes
      .filter((outcome) => outcome.status === 'fulfilled')
      .map((outcome) => (outcome as PromiseFulfilledResult<number>).value);
    expect(landed).toHaveLength(10);
    // Each landed adjustment answers the count after it: every count from 9 down to 0 exactly once.
    expect([...landed].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    for (const outcome of outcomes.filter((each) => each.status === 'rejected')) {
      expect(String((outcome as PromiseRejectedResult).reason.message)).toMatch(
        /^Only 0 in stock: it cannot go down by 1$/,
      );
    }
    expect(await onHand(plant.variantId)).toBe(0);
    expect(await ledgerProblems(shop.db)).toEqual([]);
  });

  test('holds, releases and restocking run at once: every unit is accounted for and the ledger adds up', async () => {
    const plant = await plantWith(6);
    const orderIds = await ordersToHoldFor(6);
    const hold = (orderId: number) =>
      shop.db.transaction((tx) =>
        holdStock({
          db: tx,
          input: {
            orderId,
            lines: [{ variantId: plant.variantId, qty: 1, productName: plant.name }],
            expiresAt: inFuture(),
          },
        }),
      );
    for (const orderId of orderIds.slice(0, 4)) await hold(orderId);
    expect(await onHand(plant.variantId)).toBe(2);

    // Four holds released (canceled orders), the last two orders holding, and the owner receiving 3, all at once.
    const outcomes = await Promise.allSettled([
      ...orderIds
        .slice(0, 4)
        .map((orderId) =>
          shop.db.transaction((tx) => releaseHolds({ db: tx, input: { orderId, cause: 'cancellation' } })),
        ),
      ...orderIds.slice(4).map(hold),
      shop.db.transaction((tx) =>
        adjustStock({ db: tx, input: { variantId: plant.variantId, change: 3, reason: 'received' } }),
      ),
    ]);
    expect(outcomes.every((outcome) => outcome.status === 'fulfilled')).toBe(true);
    // 6 at the start, +3 received, two orders holding one each.
    expect(await onHand(plant.variantId)).toBe(7);
    expect(await ledgerProblems(shop.db)).toEqual([]);

    // Releasing the same order twice at once gives its unit back once.
    await Promise.all(
      [4, 4].map((i) =>
        shop.db.transaction((tx) =>
          releaseHolds({ db: tx, input: { orderId: orderIds[i]!, cause: 'cancellation' } }),
        ),
      ),
    );
    expect(await onHand(plant.variantId)).toBe(8);
    expect(await ledgerProblems(shop.db)).toEqual([]);
  });
});
