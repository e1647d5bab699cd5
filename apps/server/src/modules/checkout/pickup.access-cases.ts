import type { AccessCase, Fixtures } from '../../test/access.ts';
import { paidPickupOrder } from './pickup.test-support.ts';

const adminOnly = (status: number) => ({ anonymous: 401, shopper: 403, otherShopper: 403, admin: status });

/** A paid pickup order made ready by the admin, for the picked-up rows. */
async function readyPickupOrder(fx: Fixtures): Promise<number> {
  const order = await paidPickupOrder(fx);
  const made = await fx.shop.request({ method: 'PUT', url: `/api/orders/${order.id}/ready`, token: fx.admin.token });
  if (made.statusCode !== 200) throw new Error(`not ready: ${made.statusCode} ${made.body}`);
  return order.id;
}

export const pickupOrderAccess: AccessCase[] = [
  { method: 'PUT', route: '/api/orders/:orderId/ready', request: async (fx) => ({ url: `/api/orders/${(await paidPickupOrder(fx)).id}/ready` }), expect: adminOnly(200) },
  { method: 'PUT', route: '/api/orders/:orderId/picked-up', request: async (fx) => ({ url: `/api/orders/${await readyPickupOrder(fx)}/picked-up` }), expect: adminOnly(200) },
];
