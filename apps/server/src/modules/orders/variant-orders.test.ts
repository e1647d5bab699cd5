import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sentEmails } from '../../db/schema/email.ts';
import { adminToken, createTestShop, createUser, testClock, type TestShop } from '../../test/harness.ts';
import { makeSizedPlant } from '../catalog/variants.test-support.ts';
import { stockOf } from '../catalog/catalog.test-support.ts';
import { payOnTestPage } from '../checkout/checkout.test-support.ts';
import { tempDataDir } from '../email/email.test-support.ts';
import { ledgerProblems } from '../inventory/inventory.test-support.ts';
import { orderBody, placeOrder } from './orders.test-support.ts';

/** Stock, orders, alerts and refunds per size (decision 032): one size's sale never touches another's count. */

const clock = testClock(new Date());
const data = tempDataDir();
let shop: TestShop;
let admin: string;
beforeAll(async () => {
  shop = await createTestShop({ clock, config: { dataDir: data.dir } });
  admin = await adminToken(shop);
});
afterAll(async () => {
  await shop.close();
  data.remove();
});

const post = (lines: { productId: number; qty: number; variantId?: number }[]) => shop.request({ method: 'POST', url: '/api/orders', payload: orderBody(lines) });

describe('orders of one size', () => {
  test("two shoppers race for the last 10\" pot: one order, the other a 409 naming the plant and its size; the other sizes untouched", async () => {
    const plant = await makeSizedPlant(shop, admin, { '10" pot': 1 });
    const line = { productId: plant.id, qty: 1, variantId: plant.size['10" pot']! };
    const [a, b] = await Promise.all([post([line]), post([line])]);
    expect([a!.statusCode, b!.statusCode].sort()).toEqual([201, 409]);
    const refused = [a!, b!].find((response) => response.statusCode === 409)!;
    expect(refused.json().error).toBe(`Not enough stock for ${plant.name} (10" pot)`);
    expect(await stockOf(shop, plant.id, plant.size['10" pot'])).toBe(0);
    expect(await stockOf(shop, plant.id, plant.size['6" pot'])).toBe(5);
    expect(await stockOf(shop, plant.id, plant.size['4" pot'])).toBe(10);
    // The plant is still on sale in its other sizes.
    expect((await post([{ productId: plant.id, qty: 1, variantId: plant.size['4" pot']! }])).statusCode).toBe(201);
    expect(await ledgerProblems(shop.db)).toEqual([]);
  });

  test('a line naming no size takes the default; each line is priced at its own size; the order names each size and SKU', async () => {
    const plant = await makeSizedPlant(shop, admin);
    const order = await placeOrder(shop, orderBody([{ productId: plant.id, qty: 2, variantId: plant.size['4" pot']! }, { productId: plant.id, qty: 1 }]));
    expect(order.lines.map((line) => [line.variantTitle, line.unitPrice, line.qty, line.totalPrice])).toEqual([
      ['4" pot', 18, 2, 36],
      ['6" pot', 38, 1, 38],
    ]);
    expect(order.subtotal).toBe(74);
    expect(order.lines.every((line) => typeof line.sku === 'string' && line.sku !== '')).toBe(true);
    expect(await stockOf(shop, plant.id, plant.size['4" pot'])).toBe(8);
    expect(await stockOf(shop, plant.id, plant.size['6" pot'])).toBe(4);
  });

  test('after paying, the order\'s answer to the confirmation page names each plant in its size', async () => {
    const plant = await makeSizedPlant(shop, admin);
    const order = await placeOrder(shop, orderBody([{ productId: plant.id, qty: 1, variantId: plant.size['10" pot']! }]));
    await payOnTestPage(shop, order);
    const confirmed = await shop.request({ method: 'PUT', url: `/api/orders/${order.id}`, payload: { status: 'complete' }, headers: { 'x-checkout-token': order.checkoutToken } });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().status).toBe('complete');
    expect(confirmed.json().lines.map((line: { productName: string; variantTitle: string; qty: number }) => [line.productName, line.variantTitle, line.qty])).toEqual([[plant.name, '10" pot', 1]]);
  });

  test("a size's cap holds per size: two of the 10\" pot at most, while the 4\" pot takes more", async () => {
    const plant = await makeSizedPlant(shop, admin, { '10" pot': 5 });
    const capped = await post([{ productId: plant.id, qty: 3, variantId: plant.size['10" pot']! }]);
    expect(capped.statusCode).toBe(400);
    expect(capped.json().error).toBe(`At most 2 of ${plant.name} (10" pot) per order`);
    expect((await post([{ productId: plant.id, qty: 3, variantId: plant.size['4" pot']! }])).statusCode).toBe(201);
  });

  test("a size of another plant, or an unknown size, is refused with a 4xx and a message", async () => {
    const plant = await makeSizedPlant(shop, admin);
    const other = await makeSizedPlant(shop, admin);
    for (const variantId of [other.size['4" pot']!, 999_999]) {
      const response = await post([{ productId: plant.id, qty: 1, variantId }]);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json().error).toEqual(expect.any(String));
    }
  });

  test('a refund with restock puts the plant back in the size that was bought', async () => {
    const plant = await makeSizedPlant(shop, admin);
    const order = await placeOrder(shop, orderBody([{ productId: plant.id, qty: 2, variantId: plant.size['10" pot']! }, { productId: plant.id, qty: 1, variantId: plant.size['4" pot']! }]));
    await payOnTestPage(shop, order);
    const detail = (await shop.request({ method: 'GET', url: `/api/orders/${order.id}`, token: admin })).json() as { lines: { id: number; variantId: number }[] };
    const bigLine = detail.lines.find((line) => line.variantId === plant.size['10" pot'])!;
    expect(await stockOf(shop, plant.id, plant.size['10" pot'])).toBe(0);
    const refunded = await shop.request({
      method: 'POST',
      url: `/api/orders/${order.id}/refunds`,
      token: admin,
      payload: { kind: 'lines', lines: [{ lineId: bigLine.id, qty: 1 }], reason: 'Broken pot', restock: true, refundedBefore: 0 },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(await stockOf(shop, plant.id, plant.size['10" pot'])).toBe(1);
    expect(await stockOf(shop, plant.id, plant.size['4" pot'])).toBe(9);
    expect(await stockOf(shop, plant.id, plant.size['6" pot'])).toBe(5);
    expect(await ledgerProblems(shop.db)).toEqual([]);
  });
});

describe("'Email me when it's back' for one size", () => {
  async function backInStockTo(email: string) {
    return shop.db
      .select()
      .from(sentEmails)
      .where(and(eq(sentEmails.kind, 'back-in-stock'), eq(sentEmails.toAddress, email)))
      .orderBy(asc(sentEmails.id));
  }
  /** The restock watch sends after the change commits; its notification may arrive a moment later. */
  async function settle() {
    for (let i = 0; i < 50; i += 1) await new Promise((resolve) => setImmediate(resolve));
  }

  test("a restock of the 10\" pot emails only the 10\" pot's subscribers, naming the size", async () => {
    const plant = await makeSizedPlant(shop, admin, { '10" pot': 1, '4" pot': 1 });
    // Both sizes sell out.
    await placeOrder(shop, orderBody([{ productId: plant.id, qty: 1, variantId: plant.size['10" pot']! }, { productId: plant.id, qty: 1, variantId: plant.size['4" pot']! }]));
    const ask = async (variantId: number, token: string) => {
      const response = await shop.request({ method: 'POST', url: `/api/products/${plant.id}/stock-alerts`, token, payload: { variantId } });
      expect(response.statusCode, response.body).toBe(200);
    };
    const wantsBig = await createUser(shop);
    const wantsSmall = await createUser(shop);
    await ask(plant.size['10" pot']!, wantsBig.token);
    await ask(plant.size['4" pot']!, wantsSmall.token);

    const restock = await shop.request({ method: 'POST', url: `/api/products/${plant.id}/variants/${plant.size['10" pot']}/stock`, token: admin, payload: { change: 3 } });
    expect(restock.statusCode, restock.body).toBe(200);
    let sent: Awaited<ReturnType<typeof backInStockTo>> = [];
    for (let i = 0; i < 100 && sent.length === 0; i += 1) {
      await settle();
      sent = await backInStockTo(wantsBig.email);
    }
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toContain(`${plant.name} (10" pot)`);
    expect(await backInStockTo(wantsSmall.email)).toEqual([]);
  });
});
