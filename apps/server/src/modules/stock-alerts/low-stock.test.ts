import type { AdminVariants } from '@shop/shared/products';
import type { Dashboard } from '@shop/shared/admin';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sentEmails } from '../../db/schema/email.ts';
import { runMinuteSweep } from '../../jobs/minute-sweep.ts';
import { ADMIN, adminToken, createTestShop, type TestShop } from '../../test/harness.ts';
import { ROOTBOUND } from '../settings/settings.test-support.ts';
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
    .where(and(eq(sentEmails.kind, LOW_STOCK)))
    // In the order they were written: PostgreSQL promises no order without one (the outbox updates its rows).
    .orderBy(sentEmails.id);
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

  test("goes where every email to the owner goes: the shop's contact email once it is set (decision 051)", async () => {
    const saved = await shop.request({ method: 'PUT', url: '/api/admin/settings', token: admin, payload: { ...ROOTBOUND, contactEmail: 'Stock@Rootbound.example' } });
    expect(saved.statusCode, saved.body).toBe(200);
    try {
      const plant = await makeProduct(shop, admin, { price: 20, qty: 3 });
      const before = (await lowEmails()).length;
      const [variant] = ((await shop.request({ method: 'GET', url: `/api/products/${plant.id}/variants`, token: admin })).json() as AdminVariants).variants;
      await adjust(variant!.sku, -3); // sold out: at or below any threshold
      expect((await sweep()).lowStockTold).toBeGreaterThan(0);
      const written = (await lowEmails()).slice(before);
      expect(written.map((email) => email.toAddress)).toEqual(['stock@rootbound.example']);
      // To the owner, not a customer: no "Questions? Reply to this email", no Reply-To to themselves.
      expect(written[0]).toMatchObject({ replyTo: null, fromName: 'Rootbound Plant Co.' });
      expect(written[0]!.textBody).not.toContain('Questions?');
    } finally {
      await shop.request({ method: 'PUT', url: '/api/admin/settings', token: admin, payload: { ...ROOTBOUND, name: 'Houseplant Shop', contactEmail: '' } });
    }
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

describe("the shop's default low-stock threshold (decision 040)", () => {
  const settings = (payload?: { lowStockThreshold: unknown }) =>
    shop.request({ method: payload === undefined ? 'GET' : 'PUT', url: '/api/admin/stock-settings', token: admin, ...(payload === undefined ? {} : { payload }) });
  const lastLowEmail = async () => (await lowEmails()).at(-1)?.textBody ?? '';
  const variantsOf = async (productId: number) =>
    ((await shop.request({ method: 'GET', url: `/api/products/${productId}/variants`, token: admin })).json() as AdminVariants).variants;

  test('is LOW_STOCK_THRESHOLD until the owner sets it; then the dashboard and the one email follow the setting, and a variant whose own threshold is cleared goes back to it', async () => {
    expect((await settings()).json()).toEqual({ lowStockThreshold: 5 });
    const plant = await makeProduct(shop, admin, { price: 20, qty: 12 });
    const [variant] = await variantsOf(plant.id);
    const line = (qty: number, threshold: number) => `${plant.name} (${variant!.sku}): ${qty} left, at or below ${threshold}.`;
    await sweep();

    const saved = await settings({ lowStockThreshold: 10 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ lowStockThreshold: 10 });
    expect((await settings()).json()).toEqual({ lowStockThreshold: 10 });
    expect((await dashboardLow()).threshold).toBe(10);
    // 12 is above 10: raising the default tells the owner about other plants, not this one.
    await sweep();
    expect(await lastLowEmail()).not.toContain(line(12, 10));

    const lowBefore = (await dashboardLow()).count;
    const emailsBefore = (await lowEmails()).length;
    await adjust(variant!.sku, -2); // 10: at the shop's new default
    expect((await dashboardLow()).count).toBe(lowBefore + 1);
    expect((await sweep()).lowStockTold).toBe(1);
    expect(await lowEmails()).toHaveLength(emailsBefore + 1);
    expect(await lastLowEmail()).toContain(line(10, 10));
    expect((await sweep()).lowStockTold).toBe(0);

    // Its own threshold of 3 takes it off the list; cleared, the shop's default applies again and it is told anew.
    const own = await shop.request({ method: 'PUT', url: `/api/products/${plant.id}/variants/${variant!.id}`, token: admin, payload: { lowStockThreshold: 3 } });
    expect(own.statusCode, own.body).toBe(200);
    expect((await dashboardLow()).count).toBe(lowBefore);
    const cleared = await shop.request({ method: 'PUT', url: `/api/products/${plant.id}/variants/${variant!.id}`, token: admin, payload: { lowStockThreshold: null } });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await variantsOf(plant.id))[0]!.lowStockThreshold).toBeNull();
    expect((await dashboardLow()).count).toBe(lowBefore + 1);
    expect((await sweep()).lowStockTold).toBe(1);
    expect(await lastLowEmail()).toContain(line(10, 10));

    // Back to the shop's start, for the tests after this one.
    expect((await settings({ lowStockThreshold: 5 })).statusCode).toBe(200);
    expect((await dashboardLow()).threshold).toBe(5);
  });

  test('refuses a default that is not a whole number from 0 to 100000, with a clear message', async () => {
    for (const lowStockThreshold of [-1, 100_001, 2.5, 'ten', null]) {
      const refused = await settings({ lowStockThreshold });
      expect(refused.statusCode, JSON.stringify(lowStockThreshold)).toBe(400);
      expect(refused.json().error).toBe('The low-stock threshold is a whole number from 0 to 100000');
    }
    const plant = await makeProduct(shop, admin, { price: 20, qty: 4 });
    const [variant] = await variantsOf(plant.id);
    const own = await shop.request({ method: 'PUT', url: `/api/products/${plant.id}/variants/${variant!.id}`, token: admin, payload: { lowStockThreshold: 100_001 } });
    expect(own.statusCode).toBe(400);
    expect(own.json().error).toBe('The low-stock threshold is a whole number from 0 to 100000');
    expect((await settings()).json()).toEqual({ lowStockThreshold: 5 });
  });
});
