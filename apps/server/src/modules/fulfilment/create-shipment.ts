import type { DbOrTx } from '../../db/client.ts';
import type { ShipmentRow } from './move-shipment.ts';
import { shipments, type WeatherDecision } from '../../db/schema/fulfilment.ts';

export type { WeatherDecision };

/** What the weather decided for a shipment, as it is written with it (decision 044). */
export interface ShipmentWeather {
  shipOn: string | null;
  decision: WeatherDecision;
  /** Why (the forecast's failure, a hold's cause...); null when it simply ships. */
  reason: string | null;
  /** The forecast days it was based on, as read. */
  forecast: unknown;
  checkedAt: Date | null;
}

/**
 * The shipment of a new order, waiting to leave, with what the weather decided when it was placed; or, for
 * a pickup, waiting at its place with the day it should be ready as its plan and no weather at all
 * (docs/decisions/067-local-pickup.md).
 */
export async function createShipment({
  db,
  input,
}: {
  db: DbOrTx;
  input: { orderId: number; weather: ShipmentWeather; hardy: boolean; now: Date } | { orderId: number; pickup: { locationId: number; readyOn: string }; hardy: boolean };
}): Promise<ShipmentRow> {
  if ('pickup' in input) {
    const [pickup] = await db
      .insert(shipments)
      .values({ orderId: input.orderId, method: 'pickup', pickupLocationId: input.pickup.locationId, shipOn: input.pickup.readyOn, hardy: input.hardy })
      .returning();
    return pickup!;
  }
  const { weather } = input;
  const [shipment] = await db
    .insert(shipments)
    .values({
    orderId: input.orderId,
    shipOn: weather.shipOn,
    weatherDecision: weather.decision,
    weatherReason: weather.reason,
    weatherForecast: weather.forecast,
    weatherCheckedAt: weather.checkedAt,
    heldSince: weather.decision === 'held' ? input.now : null,
    hardy: input.hardy,
    })
    .returning();
  return shipment!;
}
