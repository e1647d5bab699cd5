import { and, eq, inArray, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orders, type WeatherDecision } from '../../db/schema/orders.ts';
import { BadRequest, NotFound } from '../../errors.ts';

/** Why an order waits for the owner after holding too long: it is not looked at again by the sweep. */
export const HELD_TOO_LONG = 'held-too-long';

/** What the weather decided for an order, as it is written with it (decision 044). */
export interface OrderWeather {
  shipOn: string | null;
  decision: WeatherDecision;
  /** Why (the forecast's failure, a hold's cause...); null when it simply ships. */
  reason: string | null;
  /** The forecast days it was based on, as read. */
  forecast: unknown;
  checkedAt: Date;
}

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
  hardy: orders.hardy,
  shippingMinDays: orders.shippingMinDays,
  shippingMaxDays: orders.shippingMaxDays,
  shipOn: orders.shipOn,
  decision: orders.weatherDecision,
  reason: orders.weatherReason,
  heldSince: orders.heldSince,
  heatPackCents: orders.heatPackCents,
  checkedAt: orders.weatherCheckedAt,
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
    .where(
      and(
        eq(orders.status, 'complete'),
        isNull(orders.weatherDecidedBy),
        or(isNull(orders.weatherCheckedAt), lt(orders.weatherCheckedAt, input.staleBefore)),
        or(
          eq(orders.weatherDecision, 'held'),
          and(eq(orders.weatherDecision, 'needs-owner'), or(isNull(orders.weatherReason), ne(orders.weatherReason, HELD_TOO_LONG))),
          lte(orders.shipOn, input.shipBy),
        ),
      ),
    )
    .orderBy(orders.id)
    .limit(input.limit ?? 200);
}

/**
 * Writes what the weather decided, unless the order changed since it was read (another instance's sweep,
 * the owner, shipping): then nothing, and false. A hold keeps the day it began; leaving a hold clears it.
 */
export async function recordOrderWeather({
  db,
  input,
}: {
  db: DbOrTx;
  input: { orderId: number; seen: { decision: WeatherDecision | null; checkedAt: Date | null }; weather: OrderWeather; now: Date };
}): Promise<boolean> {
  const { weather, seen } = input;
  const heldSince = weather.decision === 'held' ? sql`coalesce(${orders.heldSince}, ${input.now.toISOString()}::timestamptz)` : null;
  const updated = await db
    .update(orders)
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
        eq(orders.id, input.orderId),
        eq(orders.status, 'complete'),
        isNull(orders.weatherDecidedBy),
        seen.decision === null ? isNull(orders.weatherDecision) : eq(orders.weatherDecision, seen.decision),
        seen.checkedAt === null ? isNull(orders.weatherCheckedAt) : eq(orders.weatherCheckedAt, seen.checkedAt),
      ),
    )
    .returning({ id: orders.id });
  return updated.length > 0;
}

/** Paid orders held for the weather whose customer has not been told yet. */
export async function listHoldsToTell({ db }: { db: DbOrTx }): Promise<{ id: number }[]> {
  return db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'complete'), eq(orders.weatherDecision, 'held'), isNull(orders.holdEmailedAt)))
    .orderBy(orders.id)
    .limit(200);
}

/** Marks the customer told of the hold; false when another instance did first or it is no longer held. */
export async function markHoldTold({ db, input }: { db: DbOrTx; input: { orderId: number; now: Date } }): Promise<boolean> {
  const updated = await db
    .update(orders)
    .set({ holdEmailedAt: input.now })
    .where(and(eq(orders.id, input.orderId), eq(orders.weatherDecision, 'held'), isNull(orders.holdEmailedAt)))
    .returning({ id: orders.id });
  return updated.length > 0;
}

/**
 * The owner decides by hand (decision 044): ship anyway (today, or the planned day if later) or hold. The
 * order records who decided, and the sweep leaves it alone from then on. Only a paid order still to ship.
 */
export async function decideOrderWeather({
  db,
  input,
}: {
  db: DbOrTx;
  input: { orderId: number; decision: 'ships' | 'held'; by: number; today: string; now: Date };
}): Promise<{ decision: WeatherDecision; shipOn: string | null; previous: WeatherDecision | null }> {
  const [order] = await db.select({ status: orders.status, shipOn: orders.shipOn, decision: orders.weatherDecision }).from(orders).where(eq(orders.id, input.orderId)).for('update');
  if (!order) throw new NotFound('Order');
  if (order.status !== 'complete') throw new BadRequest(`Order #${input.orderId} is ${order.status === 'shipped' ? 'shipped already' : 'not paid'}: there is nothing to hold or ship`);
  const shipOn = input.decision === 'ships' ? input.today : order.shipOn;
  await db
    .update(orders)
    .set({
      weatherDecision: input.decision,
      weatherReason: 'decided by the owner',
      weatherDecidedBy: input.by,
      shipOn,
      heldSince: input.decision === 'held' ? sql`coalesce(${orders.heldSince}, ${input.now.toISOString()}::timestamptz)` : null,
    })
    .where(eq(orders.id, input.orderId));
  return { decision: input.decision, shipOn, previous: order.decision };
}

/** Safe to ship on `today` ("Ship today"): paid and not shipped, due by then, and the weather lets it go. */
export function safeToShip(today: string) {
  return and(eq(orders.status, 'complete'), inArray(orders.weatherDecision, ['ships', 'heat-pack']), lte(orders.shipOn, today));
}
