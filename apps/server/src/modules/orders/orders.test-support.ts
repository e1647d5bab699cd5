import type { PlacedOrder } from '@shop/shared/orders';
import type { Fixtures } from '../../test/access.ts';
import type { TestShop } from '../../test/harness.ts';
import { makeProduct } from '../catalog/catalog.test-support.ts';

/** Test support: docs/product's order body and placing an order over HTTP. */

/** the docs/product/api.md body for POST /api/orders, the cart as the stored string. */
export function orderBody(lines: { productId: number; qty: number; variantId?: number }[], extra: Record<string, unknown> = {}) {
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

/** A fresh plant for an access-control cell, ordered once: the body of a one-line order. */
export async function freshOrderBody(fx: Fixtures, extra: Record<string, unknown> = {}) {
  const product = await makeProduct(fx.shop, fx.admin.token, { price: 12.5, qty: 100 });
  return orderBody([{ productId: product.id, qty: 1 }], extra);
}

/** The shopper's own pending order. */
export async function shopperOrder(fx: Fixtures): Promise<PlacedOrder> {
  const payload = await freshOrderBody(fx, { userId: fx.shopper.id });
  return placeOrder(fx.shop, payload, fx.shopper.token);
}

/** A guest's pending order; only its checkout token opens it. */
export async function guestOrder(fx: Fixtures): Promise<PlacedOrder> {
  return placeOrder(fx.shop, await freshOrderBody(fx));
}
