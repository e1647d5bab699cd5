import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { shipments, type WeatherDecision } from '../../db/schema/fulfilment.ts';
import type { ShipmentWeather } from './create-shipment.ts';

/** Why a shipment waits for the owner after holding too long: it is not looked at again by the sweep. */
export const HELD_TOO_LONG = 'held-too-long';

/**
 * Writes what the weather decided, unless the shipment changed since it was read (another instance's
 * sweep, the owner, shipping): then nothing, and false. A hold keeps the day it began; leaving a hold
 * clears it. Only a shipment still to leave, and not one the owner decided by hand.
 */
export async function recordShipmentWeather({
  db,
  input,
}: {
  db: DbOrTx;
  input: { orderId: number; seen: { decision: WeatherDecision | null; checkedAt: Date | null }; weather: ShipmentWeather; now: Date };
}): Promise<boolean> {
  const { weather, seen } = input;
  const heldSince = weather.decision === 'held' ? sql`coalesce(${shipments.heldSince}, ${input.now.toISOString()}::timestamptz)` : null;
  const updated = await db
    .update(shipments)
    .set({
      shipOn: weather.shipOn,
      weatherDecision: weather.decision,
      weatherReason: weather.reason,
      weatherForecast: weather.forecast,
      weatherCheckedAt: weather.checkedAt,
      heldSince,
      ...(weather.decision === 'held' ? {} : { holdEmailedAt: null }),
    })
    .where(
      and(
        eq(shipments.orderId, input.orderId),
        eq(shipments.status, 'waiting'),
        isNull(shipments.weatherDecidedBy),
        seen.decision === null ? isNull(shipments.weatherDecision) : eq(shipments.weatherDecision, seen.decision),
        seen.checkedAt === null ? isNull(shipments.weatherCheckedAt) : eq(shipments.weatherCheckedAt, seen.checkedAt),
      ),
    )
    .returning({ id: shipments.id });
  return updated.length > 0;
}

/** Marks the customer told of the hold; false when another instance did first or it is no longer held. */
export async function markHoldTold({ db, input }: { db: DbOrTx; input: { orderId: number; now: Date } }): Promise<boolean> {
  const updated = await db
    .update(shipments)
    .set({ holdEmailedAt: input.now })
    .where(and(eq(shipments.orderId, input.orderId), eq(shipments.weatherDecision, 'held'), isNull(shipments.holdEmailedAt)))
    .returning({ id: shipments.id });
  return updated.length > 0;
}

/**
 * The owner decides by hand (decision 044): ship anyway (today, or the planned day if later) or hold. The
 * shipment records who decided, and the sweep leaves it alone from then on. The caller has checked that
 * the order is paid and holds its row.
 */
export async function decideShipmentWeather({
  db,
  input,
}: {
  db: DbOrTx;
  input: { orderId: number; decision: 'ships' | 'held'; by: number; today: string; now: Date };
}): Promise<{ decision: WeatherDecision; shipOn: string | null; previous: WeatherDecision | null }> {
  const [shipment] = await db.select({ shipOn: shipments.shipOn, decision: shipments.weatherDecision }).from(shipments).where(eq(shipments.orderId, input.orderId));
  const shipOn = input.decision === 'ships' ? input.today : (shipment?.shipOn ?? null);
  await db
    .update(shipments)
    .set({
      weatherDecision: input.decision,
      weatherReason: 'decided by the owner',
      weatherDecidedBy: input.by,
      shipOn,
      heldSince: input.decision === 'held' ? sql`coalesce(${shipments.heldSince}, ${input.now.toISOString()}::timestamptz)` : null,
    })
    .where(and(eq(shipments.orderId, input.orderId), eq(shipments.status, 'waiting')));
  return { decision: input.decision, shipOn, previous: shipment?.decision ?? null };
}
