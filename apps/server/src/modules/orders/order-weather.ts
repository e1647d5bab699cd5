import { and, eq, inArray, isNull, lt, lte, ne, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { shipments, type WeatherDecision } from '../../db/schema/fulfilment.ts';
import { orders } from '../../db/schema/orders.ts';
import { HELD_TOO_LONG } from '../fulfilment/index.ts';

/** A paid order the weather sweep looks at again, with what it needs to plan its journey. */
export interface OrderToCheck {
  id: number;
  zip: string;
  hardy: boolean;
  shippingMinDays: number | null;
  shippingMaxDays: number | null;
  shipOn: string | null;
  decision: WeatherDecision | null;
  reason: string | null;
  heldSince: Date | null;
  heatPackCents: number;
  checkedAt: Date | null;
}

const toCheck = {
  id: orders.id,
  zip: orders.zip,
  hardy: shipments.hardy,
  shippingMinDays: orders.shippingMinDays,
  shippingMaxDays: orders.shippingMaxDays,
  shipOn: shipments.shipOn,
  decision: shipments.weatherDecision,
  reason: shipments.weatherReason,
  heldSince: shipments.heldSince,
  heatPackCents: orders.heatPackCents,
  checkedAt: shipments.weatherCheckedAt,
};

/**
 * Paid orders still to ship whose weather the sweep should read again: held ones, ones waiting for a
 * forecast, and ones leaving by `shipBy` (a cold snap after payment holds them too); not one the owner
 * decided by hand or one held too long (the owner's now), and not one read since `staleBefore`.
 */
export async function listOrdersToCheckWeather({ db, input }: { db: DbOrTx; input: { shipBy: string; staleBefore: Date; limit?: number } }): Promise<OrderToCheck[]> {
  return db
    .select(toCheck)
    .from(orders)
    .innerJoin(shipments, eq(shipments.orderId, orders.id))
    .where(
      and(
        eq(orders.status, 'complete'),
        eq(shipments.status, 'waiting'),
        // A pickup never travels: no forecast decides it (docs/decisions/067-local-pickup.md).
        eq(shipments.method, 'ship'),
        isNull(shipments.weatherDecidedBy),
        or(isNull(shipments.weatherCheckedAt), lt(shipments.weatherCheckedAt, input.staleBefore)),
        or(
          eq(shipments.weatherDecision, 'held'),
          and(eq(shipments.weatherDecision, 'needs-owner'), or(isNull(shipments.weatherReason), ne(shipments.weatherReason, HELD_TOO_LONG))),
          lte(shipments.shipOn, input.shipBy),
        ),
      ),
    )
    .orderBy(orders.id)
    .limit(input.limit ?? 200);
}

/** Paid orders held for the weather whose customer has not been told yet. */
export async function listHoldsToTell({ db }: { db: DbOrTx }): Promise<{ id: number }[]> {
  return db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(shipments, eq(shipments.orderId, orders.id))
    .where(and(eq(orders.status, 'complete'), eq(shipments.weatherDecision, 'held'), isNull(shipments.holdEmailedAt)))
    .orderBy(orders.id)
    .limit(200);
}

/**
 * Safe to ship on `today` ("Ship today"): paid and not shipped, due by then, and the weather lets it go; or
 * a pickup to prepare, due to be ready by then and not made ready yet (docs/decisions/067-local-pickup.md).
 */
export function safeToShip(today: string) {
  const parcel = and(eq(shipments.method, 'ship'), inArray(shipments.weatherDecision, ['ships', 'heat-pack']));
  const pickup = and(eq(shipments.method, 'pickup'), eq(shipments.status, 'waiting'));
  return and(eq(orders.status, 'complete'), or(parcel, pickup), lte(shipments.shipOn, today));
}
