import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PlacedOrder } from '@shop/shared/orders';
import { eq } from 'drizzle-orm';
import { products } from '../../db/schema/catalog.ts';
import type { TestShop } from '../../test/harness.ts';

/** Test-only helpers shared by the orders, payments and email tests. */

export function tempDataDir(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-orders-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export function mailFiles(dataDir: string): string[] {
  const dir = path.join(dataDir, 'mail');
  try {
    return readdirSync(dir).map((name) => readFileSync(path.join(dir, name), 'utf8'));
  } catch {
    return [];
  }
}

let made = 0;

/** A product of our own with a known price and stock, made by the admin over HTTP. */
export async function makeProduct(shop: TestShop, adminToken: string, { price, qty }: { price: number; qty: number }): Promise<{ id: number; name: string }> {
  made += 1;
  const name = `Test Fern ${made} ${Date.now()}`;
  const response = await shop.request({
    method: 'POST',
    url: '/api/products',
    token: adminToken,
    payload: { name, qty, price, description: 'A fern made for an orders test.' },
  });
  if (response.statusCode !== 201) throw new Error(`product not made: ${response.body}`);
  return { id: (response.json() as { id: number }).id, name };
}

export async function stockOf(shop: TestShop, productId: number): Promise<number> {
  const [row] = await shop.db.select({ qty: products.qty }).from(products).where(eq(products.id, productId));
  return row!.qty;
}

/** SPEC section 7's body for POST /api/orders, the cart as the stored string. */
export function orderBody(lines: { productId: number; qty: number }[], extra: Record<string, unknown> = {}) {
  return {
    name: { firstName: 'Ada', lastName: 'Gardener' },
    address: { street1: '12 Fern Street', street2: 'Apt 4', city: 'Portland', state: 'OR', zip: '97201' },
    userEmail: 'ada@example.com',
    promoCode: '',
    cart: JSON.stringify(lines.map((line) => ({ userId: null, ...line }))),
    userId: null,
    currencyId: 1,
    ...extra,
  };
}

export async function placeOrder(shop: TestShop, body: object, token?: string): Promise<PlacedOrder> {
  const response = await shop.request({ method: 'POST', url: '/api/orders', payload: body, token });
  if (response.statusCode !== 201) throw new Error(`order not placed: ${response.statusCode} ${response.body}`);
  return response.json() as PlacedOrder;
}

export async function checkout(shop: TestShop, order: PlacedOrder): Promise<string> {
  const response = await shop.request({ method: 'POST', url: '/api/orders/checkout', payload: order, headers: { 'x-checkout-token': order.checkoutToken } });
  if (response.statusCode !== 200) throw new Error(`checkout failed: ${response.statusCode} ${response.body}`);
  return response.json() as string;
}

/** Posts the test page's card form as a browser would. */
export function payForm(shop: TestShop, payUrl: string, fields: Record<string, string>) {
  return shop.request({
    method: 'POST',
    url: new URL(payUrl).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

export const GOOD_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', zip: '97201' };
