import { sql } from 'drizzle-orm';
import { boolean, check, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { nullOrOneOf } from './one-of.ts';

/** How a call to NWS failed: it hung, answered an error or nothing, or answered what the shop cannot read. */
export const WEATHER_FAILURES = ['timeout', 'unavailable', 'bad-answer'] as const;

/**
 * The weather cache every instance shares (decision 071): one row per place (its latitude and longitude to
 * four decimals), with the place's NWS grid (kept 28 days) and its forecast days (kept an hour). An instance
 * about to ask NWS for a place first takes the row's lease in one statement, calls outside any transaction,
 * then writes what it learnt and gives the lease back; the others wait for that answer instead of asking too.
 */
export const weatherPlaces = pgTable(
  'weather_places',
  {
    place: text('place').primaryKey(),
    /** `{ office, x, y }`, the grid NWS answered for the place. */
    grid: jsonb('grid').$type<{ office: string; x: number; y: number }>(),
    gridUntil: timestamp('grid_until', { withTimezone: true }),
    /** The forecast's days: `{ date, lowF, highF }[]`. */
    days: jsonb('days').$type<{ date: string; lowF: number | null; highF: number | null }[]>(),
    forecastUntil: timestamp('forecast_until', { withTimezone: true }),
    /**
     * While `lease_until` is in the future one instance is asking NWS about the place. `lease_token` names
     * that call, and stays after it ends, so an instance waiting on it knows its failure from an older one.
     */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    leaseToken: text('lease_token'),
    /** How the last call (`lease_token`) failed, and whether NWS seemed down (a hang, no answer, its own errors). */
    failure: text('failure', { enum: WEATHER_FAILURES }),
    failureDown: boolean('failure_down'),
  },
  (table) => [
    check('weather_places_grid_pair', sql`(${table.grid} is null) = (${table.gridUntil} is null)`),
    check('weather_places_forecast_pair', sql`(${table.days} is null) = (${table.forecastUntil} is null)`),
    check('weather_places_lease_token', sql`${table.leaseUntil} is null or ${table.leaseToken} is not null`),
    check('weather_places_failure', nullOrOneOf(table.failure, WEATHER_FAILURES)),
  ],
);
