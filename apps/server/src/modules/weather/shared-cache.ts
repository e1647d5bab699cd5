import { and, type Column, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { weatherPlaces } from '../../db/schema/weather.ts';
import type { DayTemperatures } from './weather-provider.ts';

export type Grid = { office: string; x: number; y: number };
export type PlaceRow = typeof weatherPlaces.$inferSelect;
export type Failure = 'timeout' | 'unavailable' | 'bad-answer';

/**
 * Takes the place's lease for one call to NWS, in one statement (no transaction is held while NWS is asked):
 * only when the place has no forecast still fresh at `now` and no other call's lease runs. Answers the row
 * (with its grid, if any) when taken, or null when another instance has the forecast or is asking.
 */
export async function claimPlace(db: Db, { place, token, now, leaseMs }: { place: string; token: string; now: Date; leaseMs: number }): Promise<PlaceRow | null> {
  const [row] = await db
    .insert(weatherPlaces)
    .values({ place, leaseUntil: new Date(now.getTime() + leaseMs), leaseToken: token })
    .onConflictDoUpdate({
      target: weatherPlaces.place,
      set: { leaseUntil: sql`excluded.lease_until`, leaseToken: sql`excluded.lease_token`, failure: null, failureDown: null },
      setWhere: and(
        or(isNull(weatherPlaces.forecastUntil), lte(weatherPlaces.forecastUntil, now)),
        or(isNull(weatherPlaces.leaseUntil), lte(weatherPlaces.leaseUntil, now)),
      ),
    })
    .returning();
  return row ?? null;
}

export async function readPlace(db: Db, place: string): Promise<PlaceRow | null> {
  const [row] = await db.select().from(weatherPlaces).where(eq(weatherPlaces.place, place));
  return row ?? null;
}

/**
 * What call `token` learnt: a grid it asked for, the forecast or how it failed. The lease is given back, and
 * the failure written, only if the lease is still this call's (a call that outlived its lease leaves the
 * newer call's alone); a grid or forecast it learnt is good whoever holds the lease.
 */
export async function recordCall(
  db: Db,
  { place, token, grid, forecast, failure }: { place: string; token: string; grid?: { grid: Grid; until: Date }; forecast?: { days: DayTemperatures[]; until: Date }; failure?: { reason: Failure; down: boolean } },
): Promise<void> {
  const ours = sql`${weatherPlaces.leaseToken} = ${token}`;
  await db
    .update(weatherPlaces)
    .set({
      ...(grid && { grid: grid.grid, gridUntil: grid.until }),
      ...(forecast && { days: forecast.days, forecastUntil: forecast.until }),
      failure: sql`case when ${ours} then ${failure?.reason ?? null} else ${weatherPlaces.failure} end`,
      failureDown: sql`case when ${ours} then ${failure?.down ?? null}::boolean else ${weatherPlaces.failureDown} end`,
      leaseUntil: sql`case when ${ours} then null else ${weatherPlaces.leaseUntil} end`,
    })
    .where(eq(weatherPlaces.place, place));
}

/**
 * Deletes the places whose grid and forecast have both expired and that no call is asking about (the minute
 * sweep calls it); answers how many went.
 */
export async function pruneWeatherCache({ db, now }: { db: Db; now: Date }): Promise<number> {
  const expired = (column: Column) => or(isNull(column), lte(column, now));
  const pruned = await db
    .delete(weatherPlaces)
    .where(and(expired(weatherPlaces.gridUntil), expired(weatherPlaces.forecastUntil), expired(weatherPlaces.leaseUntil)))
    .returning({ place: weatherPlaces.place });
  return pruned.length;
}
