import type { Carrier } from '@shop/shared/carriers';
import type { DbOrTx } from '../../db/client.ts';
import { moveOrder } from './move-order.ts';
import type { OrderRow } from './order-view.ts';

export interface ShipmentDetails {
  carrier: Carrier;
  trackingNumber: string | null;
  trackingUrl: string;
}

/** A paid order leaves the shop with its carrier and tracking; anything but a complete order is a conflict. */
export async function markOrderShipped({ db, input }: { db: DbOrTx; input: ShipmentDetails & { orderId: number; now: Date } }): Promise<OrderRow> {
  const set = { shippedAt: input.now, carrier: input.carrier, trackingNumber: input.trackingNumber, trackingUrl: input.trackingUrl };
  return moveOrder({ db, input: { orderId: input.orderId, to: 'shipped', set, refusal: (status) => `Only a paid order can be shipped; this one is ${status}` } });
}
