import type { PickupLocation, PickupLocationInput, PickupPlace } from '@shop/shared/pickup';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { pickupLocations } from '../../db/schema/fulfilment.ts';
import { BadRequest, NotFound } from '../../errors.ts';

type Row = typeof pickupLocations.$inferSelect;

const view = (row: Row): PickupLocation => ({
  id: row.id,
  name: row.name,
  street1: row.street1,
  street2: row.street2,
  city: row.city,
  state: row.state,
  zip: row.zip,
  hours: row.hours,
  instructions: row.instructions,
  daysToPrepare: row.daysToPrepare,
  active: row.active,
});

const place = ({ active: _active, ...rest }: PickupLocation): PickupPlace => rest;

/** Admin > Pickup locations: every place, active or not, by name (docs/decisions/067-local-pickup.md). */
export async function listPickupLocations({ db }: { db: DbOrTx }): Promise<PickupLocation[]> {
  return (await db.select().from(pickupLocations).orderBy(asc(pickupLocations.name), asc(pickupLocations.id))).map(view);
}

/** The places the checkout offers now: the active ones. */
export async function listActivePickupPlaces({ db }: { db: DbOrTx }): Promise<PickupPlace[]> {
  return (await listPickupLocations({ db })).filter((location) => location.active).map(place);
}

export async function addPickupLocation({ db, input }: { db: DbOrTx; input: PickupLocationInput }): Promise<PickupLocation> {
  const [made] = await db.insert(pickupLocations).values(input).returning();
  return view(made!);
}

/** Changes a place (or makes it inactive: the checkout stops offering it; orders placed for it keep it). */
export async function updatePickupLocation({ db, id, input }: { db: DbOrTx; id: number; input: PickupLocationInput }): Promise<PickupLocation> {
  const [changed] = await db.update(pickupLocations).set(input).where(eq(pickupLocations.id, id)).returning();
  if (!changed) throw new NotFound('Pickup location');
  return view(changed);
}

/** The place an order is to be collected at: an active one, else a 400 (an order is never placed for a place the shop closed). */
export async function findActivePickupPlace({ db, id }: { db: DbOrTx; id: number }): Promise<PickupPlace> {
  const [row] = await db.select().from(pickupLocations).where(eq(pickupLocations.id, id));
  if (!row?.active) throw new BadRequest('That pickup location is not offered: choose another, or shipping', [{ path: 'pickupLocationId', message: 'That pickup location is not offered' }]);
  return place(view(row));
}

/** The place a shipment names, active or not (a confirmation, a slip, the "ready" email); null for none. */
export async function findPickupPlace({ db, id }: { db: DbOrTx; id: number | null }): Promise<PickupPlace | null> {
  if (id === null) return null;
  const [row] = await db.select().from(pickupLocations).where(eq(pickupLocations.id, id));
  return row ? place(view(row)) : null;
}
