import type { LedgerPage } from '@shop/shared/stock-ledger';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ADMIN, adminToken, createTestShop, type TestShop } from '../../test/harness.ts';
import { orderBody, placeOrder } from '../orders/orders.test-support.ts';

let shop: TestShop;
let admin: string;
beforeAll(async () => {
  shop = await createTestShop();
  admin = await adminToken(shop);
});
afterAll(() => shop.close());

const adjust = (payload: object) =>
  shop.request({ method: 'POST', url: '/api/admin/stock-adjustments', token: admin, payload });
const ledger = async (query = '') => {
  const response = await shop.request({
    method: 'GET',
    url: `/api/admin/stock-movements${query}`,
    token: admin,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as LedgerPage;
};

describe('the stock ledger in the admin (decision 040)', () => {
  test("an adjustment takes a reason and a note, and the variant's history shows it with who made it, beside the orders", async () => {
    const product = (await shop.request({ method: 'GET', url: '/api/products/1' })).json() as {
      variants: { id: number; sku: string; qty: number }[];
      defaultVariantId: number;
    };
    const variant = product.variants.find((one) => one.id === product.defaultVariantId)!;
    const received = await adjust({
      sku: variant.sku.toLowerCase(),
      change: 6,
      reason: 'received',
      note: 'Tuesday delivery from the grower',
    });
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json()).toEqual({ sku: variant.sku, onHand: variant.qty + 6 });
    await placeOrder(shop, orderBody([{ productId: 1, qty: 2 }]));
    expect(
      (await adjust({ sku: variant.sku, change: -1, reason: 'damaged', note: 'Dropped' })).statusCode,
    ).toBe(200);

    const history = await ledger(`?sku=${encodeURIComponent(variant.sku)}`);
    expect(
      history.rows
        .slice(0, 3)
        .map((row) => [row.cause, row.delta, row.onHandAfter, row.reason, row.note, row.actor]),
    ).toEqual([
      ['adjustment', -1, variant.qty + 3, 'damaged', 'Dropped', ADMIN.email],
      ['order', -2, variant.qty + 4, null, null, null],
      ['adjustment', 6, variant.qty + 6, 'received', 'Tuesday delivery from the grower', ADMIN.email],
    ]);
    expect(history.rows.every((row) => row.sku === variant.sku && row.productId === 1)).toBe(true);
    // The first row of its history: the count it started with.
    expect(history.rows.at(-1)!.cause).toBe('initial');
  });

  test("the shop's list filters by cause and reason, newest first, a page at a time", async () => {
    const damaged = await ledger('?reason=damaged');
    expect(damaged.rows.length).toBeGreaterThan(0);
    expect(damaged.rows.every((row) => row.reason === 'damaged' && row.cause === 'adjustment')).toBe(true);
    expect((await ledger('?cause=order')).rows.every((row) => row.cause === 'order')).toBe(true);
    const first = await ledger('?limit=5');
    expect(first.rows).toHaveLength(5);
    expect(first.rows.map((row) => row.id)).toEqual(
      [...first.rows.map((row) => row.id)].sort((a, b) => b - a),
    );
    const next = await ledger(`?limit=5&before=${first.nextBefore}`);
    expect(next.rows[0]!.id).toBeLessThan(first.rows[4]!.id);
  });

  test('a reason is required and must be one of the list; an unknown SKU is a 404; no count goes below zero', async () => {
    expect((await adjust({ sku: 'MON-6', change: 1 })).statusCode).toBe(400);
    const wrong = await adjust({ sku: 'MON-6', change: 1, reason: 'gift' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatch(/received, recount, damaged, shrinkage, correction, other/);
    expect((await adjust({ sku: 'NO-SUCH-SKU', change: 1, reason: 'recount' })).statusCode).toBe(404);
    const product = (await shop.request({ method: 'GET', url: '/api/products/2' })).json() as {
      variants: { sku: string; qty: number }[];
    };
    const tooMany = await adjust({
      sku: product.variants[0]!.sku,
      change: -(product.variants[0]!.qty + 1),
      reason: 'shrinkage',
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().error).toMatch(/^Only \d+ in stock/);
  });
});
