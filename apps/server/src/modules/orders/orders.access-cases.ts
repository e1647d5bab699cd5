import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema/orders.ts';
import type { AccessCase } from '../../test/access.ts';
import { freshOrderBody, guestOrder, shopperOrder } from './orders.test-support.ts';
import { orderStatusKey } from './status-link.ts';

const everyone = (status: number) => ({ anonymous: status, shopper: status, otherShopper: status, admin: status });
const adminOnly = (status: number) => ({ anonymous: 401, shopper: 403, otherShopper: 403, admin: status });
const selfOrAdmin = (status: number) => ({ anonymous: 401, shopper: status, otherShopper: 403, admin: status });

export const orderAccess: AccessCase[] = [
  { method: 'POST', route: '/api/orders', request: async (fx) => ({ url: '/api/orders', payload: await freshOrderBody(fx) }), expect: everyone(201) },
  {
    method: 'POST',
    route: '/api/orders',
    request: async (fx) => ({ url: '/api/orders', payload: await freshOrderBody(fx, { userId: fx.shopper.id }) }),
    expect: { anonymous: 401, shopper: 201, otherShopper: 403, admin: 403 },
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
    route: '/api/orders/:orderId/status',
    request: async (fx) => ({ url: `/api/orders/${(await shopperOrder(fx)).id}/status` }),
    expect: selfOrAdmin(200),
  },
  {
    // The emailed link's key opens the order for whoever holds it, signed in or not.
    method: 'GET',
    route: '/api/orders/:orderId/status',
    request: async (fx) => {
      const { id } = await guestOrder(fx);
      return { url: `/api/orders/${id}/status`, headers: { 'x-order-key': await orderStatusKey({ db: fx.shop.db, config: fx.shop.config, input: { orderId: id } }) } };
    },
    expect: everyone(200),
  },
  { method: 'GET', route: '/api/packing-slips', request: () => ({ url: '/api/packing-slips' }), expect: adminOnly(200) },
  {
    method: 'GET',
    route: '/api/packing-slips/:orderId',
    request: async (fx) => {
      const { id } = await shopperOrder(fx);
      await fx.shop.db.update(orders).set({ status: 'complete' }).where(eq(orders.id, id));
      return { url: `/api/packing-slips/${id}` };
    },
    expect: adminOnly(200),
  },
  // The order list at volume (decision 069).
  { method: 'GET', route: '/api/admin/orders', request: () => ({ url: '/api/admin/orders?q=ada&status=pending' }), expect: adminOnly(200) },
  { method: 'GET', route: '/api/admin/orders/export', request: () => ({ url: '/api/admin/orders/export?status=complete' }), expect: adminOnly(200) },
  {
    method: 'POST',
    route: '/api/orders/:orderId/notes',
    request: async (fx) => ({ url: `/api/orders/${(await shopperOrder(fx)).id}/notes`, payload: { note: 'Called the customer' } }),
    expect: adminOnly(204),
  },
  {
    method: 'PUT',
    route: '/api/orders/:orderId/tags',
    request: async (fx) => ({ url: `/api/orders/${(await shopperOrder(fx)).id}/tags`, payload: { tags: ['vip'] } }),
    expect: adminOnly(200),
  },
  {
    // A pending order has not shipped: the admin's answer is the 409, the others never get that far.
    method: 'PUT',
    route: '/api/orders/:orderId/tracking',
    request: async (fx) => ({ url: `/api/orders/${(await shopperOrder(fx)).id}/tracking`, payload: { carrier: 'ups', trackingNumber: '1Z999AA10123456784' } }),
    expect: adminOnly(409),
  },
];
