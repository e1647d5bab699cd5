import { addCalendarDays, type PickupPlace } from '@shop/shared/pickup';
import { localDayAndHour } from '@shop/shared/ship-dates';
import type { DbOrTx } from '../../db/client.ts';
import { BadRequest } from '../../errors.ts';
import { findActivePickupPlace } from '../fulfilment/index.ts';
import { readShopTimeZone } from '../settings/index.ts';

/** Where an order goes: a ship-to address, or a pickup location standing in for it (docs/decisions/067-local-pickup.md). */
export interface Destination {
  address: { street1: string; street2: string; city: string; state: string; zip: string };
  /** The place it is collected at and the day it should be ready (today on the shop's calendar, plus its days to prepare); null: it ships. */
  pickup: (PickupPlace & { readyOn: string }) | null;
}

export const ADDRESS_NEEDED = 'Enter a shipping address, or choose a pickup location';

/**
 * The destination an order is priced and placed for. A pickup location must be one the shop offers now
 * (an unknown or inactive one is a 400); its address then stands in for the ship-to address: its state and
 * ZIP tax the order, nothing ships, and no address the shopper typed is read. Without one, the address is
 * required.
 */
export async function destinationOf({
  db,
  input,
}: {
  db: DbOrTx;
  input: { pickupLocationId?: number | null | undefined; address?: Destination['address'] | undefined; now: Date };
}): Promise<Destination> {
  if (input.pickupLocationId == null) {
    if (!input.address) throw new BadRequest(ADDRESS_NEEDED, [{ path: 'address', message: ADDRESS_NEEDED }]);
    return { address: input.address, pickup: null };
  }
  const place = await findActivePickupPlace({ db, id: input.pickupLocationId });
  const today = localDayAndHour(input.now, await readShopTimeZone({ db })).date;
  const { street1, street2, city, state, zip } = place;
  return { address: { street1, street2, city, state, zip }, pickup: { ...place, readyOn: addCalendarDays(today, place.daysToPrepare) } };
}
