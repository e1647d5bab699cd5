import type { AdminVariants } from '@shop/shared/products';
import type { Dashboard } from '@shop/shared/admin';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sentEmails } from '../../db/schema/email.ts';
import { runMinuteSweep } from '../../jobs/minute-sweep.ts';
import { ADMIN, adminToken, createTestShop, type TestShop } from '../../test/harness.ts';
import { makeProduct } from '../catalog/catalog.test-support.ts';
import { tempDataDir } from '../email/email.test-support.ts';
import { LOW_STOCK } from './send-low-stock-alerts.ts';

const data = tempDataDir();
let shop: TestShop;
let admin: string;
beforeAll(async () => {
  shop = await createTestShop({ config: { dataDir: data.dir, lowStockThreshold: 5 } });
  admin = await adminToken(shop);
  // The demo's plants already low are told about on the first sweep: start from there.
  await sweep();
});
afterAll(async () => {
  await shop.close();
  data.remove();
});

async function sweep() {
  return runMinuteSweep(
    { db: shop.db, config: shop.config, log: shop.app.log, ...shop.services },
    new Date(),
  );
}
const lowEmails = () =>
  shop.db
    .select()
    .from(sentEmails)
    .where(and(eq(sentEmails.kind, LOW_STOCK)));
const adjust = async (sku: string, change: number) => {
  const response = await shop.request({
    method: 'POST',
    url: '/api/admin/stock-adjustments',
    token: admin,
    payload: { sku, change, reason: 'recount' },
  });
  expect(response.statusCode, response.body).toBe(200);
};
const dashboardLow = async () =>
  ((await shop.request({ method: 'GET', url: '/api/admin/dashboard', token: admin })).json() as Dashboard)
    .lowStock;

describe('low stock (decision 040)', () => {
  test('crossing its threshold puts a variant on the dashboard and sends the owner one email, not again until restocked above it', async () => {
    const plant = await makeProduct(shop, admin, { price: 20, qty: 12 });
    const variants = (
      await shop.request({ method: 'GET', url: `/api/products/${plant.id}/variants`, token: admin })
    ).json() as AdminVariants;
    const [variant] = variants.variants;
    expect(variant!.lowStockThreshold).toBeNull();
    // Its own threshold: 8.
    const set = await shop.request({
      method: 'PUT',
      url: `/api/products/${plant.id}/variants/${variant!.id}`,
      token: admin,
      payload: { lowStockThreshold: 8 },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect((set.json() as AdminVariants).variants[0]!.lowStockThreshold).toBe(8);
    const before = (await lowEmails()).length;
    // The dashboard lists the lowest few (the demo has plenty): its count says whether this one is among the low.
    const lowBefore = (await dashboardLow()).count;

    await adjust(variant!.sku, -3); // 9: above
    expect((await sweep()).lowStockTold).toBe(0);
    await adjust(variant!.sku, -2); // 7: at or below 8
    expect((await sweep()).lowStockTold).toBe(1);
    const emails = await lowEmails();
    expect(emails).toHaveLength(before + 1);
    const email = emails.at(-1)!;
    expect(email.toAddress).toBe(ADMIN.email);
    expect(email.subject).toBe(`Low stock: ${plant.name}`);
    expect(email.textBody).toContain(`${plant.name} (${variant!.sku}): 7 left, at or below 8.`);
    expect((await dashboardLow()).count).toBe(lowBefore + 1);

    // Lower still, and another sweep: no second email.
    await adjust(variant!.sku, -2);
    expect((await sweep()).lowStockTold).toBe(0);
    expect(await lowEmails()).toHaveLength(before + 1);

    // Restocked above, then low again: one more email.
    await adjust(variant!.sku, 10); // 15
    expect((await sweep()).lowStockTold).toBe(0);
    expect((await dashboardLow()).count).toBe(lowBefore);
    await adjust(variant!.sku, -10); // 5
    expect((await sweep()).lowStockTold).toBe(1);
    expect(await lowEmails()).toHaveLength(before + 2);
  });

  test("the shop's default threshold applies to a variant without its own; a threshold of 0 means only sold out", async () => {
    const plant = await makeProduct(shop, admin, { price: 20, qty: 6 });
    const variant = (
      (
        await shop.request({ method: 'GET', url: `/api/products/${plant.id}/variants`, token: admin })
      ).json() as AdminVariants
    ).variants[0]!;
    const lowBefore = (await dashboardLow()).count;
    await adjust(variant.sku, -1); // 5: the default
    expect((await sweep()).lowStockTold).toBe(1);
    expect((await dashboardLow()).count).toBe(lowBefore + 1);
    await shop.request({
      method: 'PUT',
      url: `/api/products/${plant.id}/variants/${variant.id}`,
      token: admin,
      payload: { lowStockThreshold: 0 },
    });
    expect((await dashboardLow()).count).toBe(lowBefore);
    expect((await sweep()).lowStockTold).toBe(0);
    const bad = await shop.request({
      method: 'PUT',
      url: `/api/products/${plant.id}/variants/${variant.id}`,
      token: admin,
      payload: { lowStockThreshold: -1 },
    });
    expect(bad.statusCode).toBe(400);
  });
});
