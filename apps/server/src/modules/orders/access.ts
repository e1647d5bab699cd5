import type { PlacedOrder } from '@shop/shared/orders';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema/orders.ts';
import type { AccessCase, Fixtures } from '../../test/access.ts';
import { makeProduct, orderBody } from './test-fixtures.ts';

const everyone = (status: number) => ({ anonymous: status, shopper: status, otherShopper: status, admin: status });
const adminOnly = (status: number) => ({ anonymous: 401, shopper: 403, otherShopper: 403, admin: status });
const selfOrAdmin = (status: number) => ({ anonymous: 401, shopper: status, otherShopper: 403, admin: status });

async function freshBody(fx: Fixtures, extra: Record<string, unknown> = {}) {
  const product = await makeProduct(fx.shop, fx.admin.token, { price: 12.5, qty: 100 });
  return orderBody([{ productId: product.id, qty: 1 }], extra);
}

async function shopperOrder(fx: Fixtures): Promise<PlacedOrder> {
  const payload = await freshBody(fx, { userId: fx.shopper.id });
  const response = await fx.shop.request({ method: 'POST', url: '/api/orders', payload, token: fx.shopper.token });
  return response.json() as PlacedOrder;
}

async function guestOrder(fx: Fixtures): Promise<PlacedOrder> {
  const response = await fx.shop.request({ method: 'POST', url: '/api/orders', payload: await freshBody(fx) });
  return response.json() as PlacedOrder;
}

/** A paid order, set directly: these rows are about who may ship, not about paying. */
async function paidOrder(fx: Fixtures): Promise<PlacedOrder> {
  const order = await shopperOrder(fx);
  await fx.shop.db.update(orders).set({ status: 'complete' }).where(eq(orders.id, order.id));
  return order;
}

export const orderAccess: AccessCase[] = [
  { method: 'POST', route: '/api/orders', request: async (fx) => ({ url: '/api/orders', payload: await freshBody(fx) }), expect: everyone(201) },
  {
    method: 'POST',
    route: '/api/orders',
    request: async (fx) => ({ url: '/api/orders', payload: await freshBody(fx, { userId: fx.shopper.id }) }),
    expect: { anonymous: 401, shopper: 201, otherShopper: 403, admin: 403 },
  },
  {
    method: 'POST',
    route: '/api/orders/checkout',
    request: async (fx) => ({ url: '/api/orders/checkout', payload: await shopperOrder(fx) }),
    expect: { anonymous: 401, shopper: 200, otherShopper: 403, admin: 403 },
  },
  {
    method: 'POST',
    route: '/api/orders/checkout',
    request: async (fx) => {
      const order = await guestOrder(fx);
      return { url: '/api/orders/checkout', payload: order, headers: { 'x-checkout-token': order.checkoutToken } };
    },
    expect: everyone(200),
  },
  {
    method: 'PUT',
    route: '/api/orders/:orderId',
    request: async (fx) => ({ url: `/api/orders/${(await shopperOrder(fx)).id}`, payload: { status: 'complete' } }),
    expect: selfOrAdmin(200),
  },
  {
    method: 'PUT',
    route: '/api/orders/:orderId',
    request: async (fx) => {
      const order = await guestOrder(fx);
      return { url: `/api/orders/${order.id}`, payload: { status: 'complete' }, headers: { 'x-checkout-token': order.checkoutToken } };
    },
    expect: everyone(200),
  },
  { method: 'GET', route: '/api/users/:id/orders', request: ({ shopper }) => ({ url: `/api/users/${shopper.id}/orders` }), expect: selfOrAdmin(200) },
  {
    method: 'GET',
    route: '/api/users/:userId/orders/:orderId',
    request: async (fx) => ({ url: `/api/users/${fx.shopper.id}/orders/${(await shopperOrder(fx)).id}` }),
    expect: selfOrAdmin(200),
  },
  { method: 'GET', route: '/api/orders', request: () => ({ url: '/api/orders' }), expect: adminOnly(200) },
  {
    method: 'GET',
    route: '/api/orders/:orderId',
    request: async (fx) => ({ url: `/api/orders/${(await shopperOrder(fx)).id}` }),
    expect: adminOnly(200),
  },
  {
    method: 'PUT',
    route: '/api/orders/:orderId/ship',
    request: async (fx) => ({ url: `/api/orders/${(await paidOrder(fx)).id}/ship` }),
    expect: adminOnly(200),
  },
];
