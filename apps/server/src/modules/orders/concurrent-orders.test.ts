import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { orderLines, orders } from '../../db/schema/orders.ts';
import { adminToken, createTestShop, type TestShop } from '../../test/harness.ts';
import { makeProduct, stockOf } from '../catalog/catalog.test-support.ts';
import { tempDataDir } from '../email/email.test-support.ts';
import { orderBody } from './orders.test-support.ts';
import { ledgerProblems } from '../inventory/inventory.test-support.ts';

// A real race needs real connections: PostgreSQL only (PGlite runs one statement at a time).
describe.runIf(process.env.TEST_DB === 'pg')('many shoppers at once', () => {
  let shop: TestShop;
  const data = tempDataDir();
  beforeAll(async () => {
    shop = await createTestShop({ config: { dataDir: data.dir } });
  });
  afterAll(async () => {
    await shop.close();
    data.remove();
  });

  test('50 simultaneous orders for a plant with 5 in stock leave exactly 5 pending and stock at 0', async () => {
    const fern = await makeProduct(shop, await adminToken(shop), { price: 19.99, qty: 5 });
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => shop.request({ method: 'POST', url: '/api/orders', payload: orderBody([{ productId: fern.id, qty: 1 }]) })),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(45);
    expect(responses.find((r) => r.statusCode === 409)!.json().error).toBe(`Not enough stock for ${fern.name}`);
    expect(await stockOf(shop, fern.id)).toBe(0);
    const held = await shop.db
      .select({ orderId: orderLines.orderId, status: orders.status })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(eq(orderLines.productId, fern.id));
    expect(held).toHaveLength(5);
    expect(held.every((row) => row.status === 'pending')).toBe(true);
  });

  test('after the race the ledger adds up: each plant’s stock is its movements’ sum, each order’s movements its holds', async () => {
    expect(await ledgerProblems(shop.db)).toEqual([]);
  });
});
