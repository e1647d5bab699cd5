import { type OrderPickup, pickupReadyText } from '@shop/shared/pickup';
import type { DbOrTx } from '../../db/client.ts';
import { findPickupPlace } from '../fulfilment/index.ts';
import type { OrderRow } from './select-order-rows.ts';

type PickupFacts = Pick<OrderRow, 'shipmentMethod' | 'shipmentStatus' | 'pickupLocationId' | 'shipOn' | 'readyAt' | 'pickedUpAt'>;

/** A pickup order's place and progress (docs/decisions/067-local-pickup.md); null for a parcel. One query, by the place's key. */
export async function orderPickupOf({ db, order }: { db: DbOrTx; order: PickupFacts }): Promise<OrderPickup | null> {
  if (order.shipmentMethod !== 'pickup') return null;
  const place = await findPickupPlace({ db, id: order.pickupLocationId });
  if (!place) return null;
  const status = order.shipmentStatus === 'ready' || order.shipmentStatus === 'picked-up' ? order.shipmentStatus : 'waiting';
  return { ...place, readyOn: order.shipOn, status, readyAt: order.readyAt?.toISOString() ?? null, pickedUpAt: order.pickedUpAt?.toISOString() ?? null, text: pickupReadyText(order.shipOn, status) };
}
