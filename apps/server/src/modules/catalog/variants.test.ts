import type { AdminVariants } from '@shop/shared/products';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminToken, createTestShop, createUser, type TestShop } from '../../test/harness.ts';
import { ledgerProblems } from '../inventory/inventory.test-support.ts';
import { orderBody, placeOrder } from '../orders/orders.test-support.ts';
import { makeProduct, stockOf } from './catalog.test-support.ts';
import { makeSizedPlant } from './variants.test-support.ts';

let shop: TestShop;
let admin: string;
beforeAll(async () => {
  shop = await createTestShop();
  admin = await adminToken(shop);
});
afterAll(() => shop.close());

const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object, token = admin) =>
  shop.request({ method, url, token, ...(payload && { payload }) });
const product = async (id: number) => (await shop.request({ method: 'GET', url: `/api/products/${id}` })).json();

describe("the owner's sizes and planters", () => {
  test('options, then each size with its own price, stock and cap; docs/product\'s price and qty are the default size\'s', async () => {
    const plant = await makeSizedPlant(shop, admin);
    const listed = await product(plant.id);
    expect(listed.options).toEqual([{ name: 'Size', values: ['6" pot', '4" pot', '10" pot'] }]);
    expect(listed.variants.map((v: { title: string; price: number; qty: number; maxPerOrder: number }) => [v.title, v.price, v.qty, v.maxPerOrder])).toEqual([
      ['6" pot', 38, 5, 20],
      ['4" pot', 18, 10, 20],
      ['10" pot', 95, 2, 2],
    ]);
    // The plant as it was made is the owner's pick: docs/product's price and qty stay its own.
    expect(listed).toMatchObject({ price: 38, qty: 5, priceFrom: 18, defaultVariantId: plant.size['6" pot'] });
    // A second Planter option: every size takes its first value; generating adds the missing combinations.
    await call('PUT', `/api/products/${plant.id}/options`, { options: [{ name: 'Size', values: ['6" pot', '4" pot', '10" pot'] }, { name: 'Planter', values: ['Nursery pot', 'Terracotta'] }] });
    const generated = (await call('POST', `/api/products/${plant.id}/variants/generate`, { price: 45, qty: 1 })).json() as AdminVariants;
    expect(generated.variants).toHaveLength(6);
    expect(generated.variants.filter((v) => v.options[1] === 'Terracotta').map((v) => [v.title, v.price, v.qty])).toEqual([
      ['6" pot / Terracotta', 45, 1],
      ['4" pot / Terracotta', 45, 1],
      ['10" pot / Terracotta', 45, 1],
    ]);
    expect((await call('POST', `/api/products/${plant.id}/variants/generate`, {})).json().variants).toHaveLength(6);
  });

  test('the owner picks the default; without a pick (or when it is archived) the cheapest in stock is the default', async () => {
    const plant = await makeSizedPlant(shop, admin);
    const picked = await call('PUT', `/api/products/${plant.id}`, { name: plant.name, price: 95, qty: 2, description: 'x', defaultVariantId: plant.size['10" pot'] });
    expect(picked.statusCode, picked.body).toBe(200);
    expect(await product(plant.id)).toMatchObject({ defaultVariantId: plant.size['10" pot'], price: 95, qty: 2 });
    await call('PUT', `/api/products/${plant.id}/variants/${plant.size['10" pot']}`, { archived: true });
    const after = await product(plant.id);
    expect(after).toMatchObject({ defaultVariantId: plant.size['4" pot'], price: 18, qty: 10 });
    expect(after.variants.map((v: { title: string }) => v.title)).toEqual(['6" pot', '4" pot']);
  });

  test('stock changes by a relative amount, never below what is there; each size keeps its own count', async () => {
    const plant = await makeSizedPlant(shop, admin);
    const more = await call('POST', `/api/products/${plant.id}/variants/${plant.size['4" pot']}/stock`, { change: 5 });
    expect(more.statusCode, more.body).toBe(200);
    expect(await stockOf(shop, plant.id, plant.size['4" pot'])).toBe(15);
    expect(await stockOf(shop, plant.id, plant.size['10" pot'])).toBe(2);
    const tooMany = await call('POST', `/api/products/${plant.id}/variants/${plant.size['10" pot']}/stock`, { change: -3 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().error).toEqual(expect.any(String));
    expect(await stockOf(shop, plant.id, plant.size['10" pot'])).toBe(2);
    expect((await call('POST', `/api/products/${plant.id}/variants/${plant.size['10" pot']}/stock`, { change: 0 })).statusCode).toBe(400);
    expect(await ledgerProblems(shop.db)).toEqual([]);
  });

  test('a size no order took is deleted; one that orders name is archived, kept for them, and no longer sold', async () => {
    const plant = await makeSizedPlant(shop, admin);
    await placeOrder(shop, orderBody([{ productId: plant.id, qty: 1, variantId: plant.size['10" pot']! }]));
    const archived = await call('DELETE', `/api/products/${plant.id}/variants/${plant.size['10" pot']}`);
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json().outcome).toBe('archived');
    expect(archived.json().variants.variants.find((v: { id: number }) => v.id === plant.size['10" pot'])).toMatchObject({ archived: true, ordered: true });
    const deleted = await call('DELETE', `/api/products/${plant.id}/variants/${plant.size['4" pot']}`);
    expect(deleted.json().outcome).toBe('deleted');
    expect((await product(plant.id)).variants.map((v: { title: string }) => v.title)).toEqual(['6" pot']);
    // An archived size cannot be bought, nor the last one on sale removed.
    const refused = await shop.request({ method: 'POST', url: '/api/orders', payload: orderBody([{ productId: plant.id, qty: 1, variantId: plant.size['10" pot']! }]) });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
    const last = await call('DELETE', `/api/products/${plant.id}/variants/${plant.size['6" pot']}`);
    expect(last.statusCode).toBe(409);
    expect(last.json().error).toMatch(/last variant on sale/);
  });

  test('SKUs are unique across the shop, in any letter case', async () => {
    const one = await makeSizedPlant(shop, admin);
    const two = await makeSizedPlant(shop, admin);
    const sku = `FERN-${one.id}-4`;
    expect((await call('PUT', `/api/products/${one.id}/variants/${one.size['4" pot']}`, { sku })).statusCode).toBe(200);
    const clash = await call('PUT', `/api/products/${two.id}/variants/${two.size['4" pot']}`, { sku: sku.toLowerCase() });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error).toMatch(/SKU/);
  });

  const refusals: [string, string, 'PUT' | 'POST', object][] = [
    ['four options', 'options', 'PUT', { options: ['A', 'B', 'C', 'D'].map((name) => ({ name, values: ['x'] })) }],
    ['an option without values', 'options', 'PUT', { options: [{ name: 'Size', values: [] }] }],
    ['two values that differ only in case', 'options', 'PUT', { options: [{ name: 'Size', values: ['Small', 'small'] }] }],
    ['a variant with a negative price', 'variants', 'POST', { options: ['4" pot'], price: -1, qty: 1 }],
    ['a variant with a fractional stock', 'variants', 'POST', { options: ['4" pot'], price: 1, qty: 1.5 }],
    ['a SKU with spaces', 'variants', 'POST', { options: ['12" pot'], price: 1, qty: 1, sku: 'A B' }],
    ['a picture from elsewhere', 'variants', 'POST', { options: ['12" pot'], price: 1, qty: 1, imageURL: 'https://evil.example/x.jpg' }],
  ];
  for (const [what, path, method, body] of refusals) {
    test(`refuses ${what} with 400 and a message, changing nothing`, async () => {
      const plant = await makeSizedPlant(shop, admin);
      const before = await product(plant.id);
      const response = await call(method, `/api/products/${plant.id}/${path}`, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual(expect.any(String));
      expect(await product(plant.id)).toEqual(before);
    });
  }

  test('a combination that is not an option value, or already on sale, is refused with a message', async () => {
    const plant = await makeSizedPlant(shop, admin);
    const unknown = await call('POST', `/api/products/${plant.id}/variants`, { options: ['12" pot'], price: 1, qty: 1 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatch(/12" pot/);
    const twin = await call('POST', `/api/products/${plant.id}/variants`, { options: ['4" pot'], price: 1, qty: 1 });
    expect(twin.statusCode).toBe(409);
  });

  test("only the admin manages variants; another product's variant is not found", async () => {
    const plant = await makeSizedPlant(shop, admin);
    const other = await makeProduct(shop, admin, { price: 5, qty: 1 });
    const shopper = await createUser(shop);
    expect((await call('GET', `/api/products/${plant.id}/variants`, undefined, shopper.token)).statusCode).toBe(403);
    expect((await shop.request({ method: 'GET', url: `/api/products/${plant.id}/variants` })).statusCode).toBe(401);
    const wrong = await call('PUT', `/api/products/${other.id}/variants/${plant.size['4" pot']}`, { price: 1 });
    expect(wrong.statusCode).toBe(404);
  });
});
