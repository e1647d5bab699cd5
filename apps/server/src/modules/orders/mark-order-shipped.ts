import { type Carrier, CARRIERS } from '@shop/shared/carriers';
import type { DbOrTx } from '../../db/client.ts';
import { moveShipment } from '../fulfilment/index.ts';
import { moveOrder } from './move-order.ts';

export interface ShipmentDetails {
  carrier: Carrier;
  trackingNumber: string | null;
  trackingUrl: string;
}

/**
 * A paid order leaves the shop with its carrier and tracking: the order becomes shipped and its shipment
 * moves with it, in the caller's transaction; anything but a complete order is a conflict, and so is a
 * shipment that cannot leave (decision 057).
 */
export async function markOrderShipped({ db, input }: { db: DbOrTx; input: ShipmentDetails & { orderId: number; now: Date } }): Promise<void> {
  const note = [CARRIERS[input.carrier].name, input.trackingNumber].filter(Boolean).join(' ');
  await moveOrder({ db, input: { orderId: input.orderId, to: 'shipped', refusal: (status) => `Only a paid order can be shipped; this one is ${status}`, at: input.now, event: { note } } });
  const set = { shippedAt: input.now, carrier: input.carrier, trackingNumber: input.trackingNumber, trackingUrl: input.trackingUrl };
  await moveShipment({ db, input: { orderId: input.orderId, to: 'shipped', set } });
}
