import type { PickupLocation } from '@shop/shared/pickup';
import type { PlacedOrder } from '@shop/shared/orders';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema/orders.ts';
import type { Fixtures } from '../../test/access.ts';
import type { TestShop } from '../../test/harness.ts';
import { freshOrderBody, placeOrder } from '../orders/orders.test-support.ts';

/** Test support: a pickup location and orders collected at it (docs/decisions/067-local-pickup.md). */

export const GREENHOUSE = {
  name: 'The Greenhouse',
  street1: '500 Congress Ave',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  hours: 'Tue-Sat 10am-6pm',
  instructions: 'Bring your order number and a box',
  daysToPrepare: 2,
};

export async function addLocation(shop: TestShop, adminToken: string, extra: Record<string, unknown> = {}): Promise<PickupLocation> {
  const response = await shop.request({ method: 'POST', url: '/api/admin/pickup-locations', token: adminToken, payload: { ...GREENHOUSE, ...extra } });
  if (response.statusCode !== 201) throw new Error(`location not added: ${response.statusCode} ${response.body}`);
  return response.json() as PickupLocation;
}

/** A pickup order marked paid directly: these rows are about who may move it, not about paying. */
export async function paidPickupOrder(fx: Fixtures): Promise<PlacedOrder> {
  const location = await addLocation(fx.shop, fx.admin.token);
  const body = await freshOrderBody(fx, { pickupLocationId: location.id, address: undefined });
  const order = await placeOrder(fx.shop, body);
  await fx.shop.db.update(orders).set({ status: 'complete' }).where(eq(orders.id, order.id));
  return order;
}
