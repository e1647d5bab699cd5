import { arrivalWindow, firstShipDay, plannedShipDate, shipsAndArrives } from '@shop/shared/ship-dates';
import { distanceMiles, type ForecastDay, judgeWeather, transitDays, type WeatherVerdict, weatherNotice } from '@shop/shared/weather-rule';
import type { DbOrTx } from '../../db/client.ts';
import { readShippingPlan, type ShippingPlan, zipPlace } from '../shipping/index.ts';
import type { WeatherProvider } from '../weather/index.ts';

/** How far ahead a held order looks for a safe day to leave on: as far as a forecast reaches. */
const LOOK_AHEAD_DAYS = 10;

/** What the forecast means for one parcel: the shop's own words for the decision an order records. */
export type DeliveryWeather =
  | { decision: 'ships' | 'heat-pack'; lowF: number | null; highF: number | null }
  | { decision: 'held'; cause: 'cold' | 'heat'; lowF: number | null; highF: number | null }
  /** The forecast could not be had ('off', 'timeout', ...) or does not reach the ship date yet. */
  | { decision: 'unknown'; reason: string; weatherOff?: boolean };

/** When a parcel to `zip` leaves and arrives, and what the weather there means for it. */
export interface DeliveryPlan {
  zip: string;
  /** "Minneapolis, MN". */
  place: string;
  /** The day it leaves (the shop's calendar); null when the schedule never ships. */
  shipOn: string | null;
  arrival: { from: string; to: string } | null;
  transit: { minDays: number; maxDays: number };
  /** "Ships Mon Dec 1, arrives Dec 3-5". */
  estimate: string | null;
  weather: DeliveryWeather;
  /** When held: the first day within the forecast it could leave safely; null when none is in sight. */
  safeOn: string | null;
  /** "Cold at 55401 this week: we'll add a heat pack", or why it waits; null when nothing to say. */
  notice: string | null;
  /** The heat pack the order would carry, in cents (0 unless the weather calls for one). */
  heatPackCents: number;
  /** The forecast days the decision was based on (the destination's calendar), and when they were read. */
  forecast: ForecastDay[];
  checkedAt: string;
}

export class UnknownZip extends Error {
  constructor(readonly zip: string) {
    super(`${zip} is not a US ZIP code we know`);
  }
}

function verdictFor(plan: ShippingPlan, days: readonly ForecastDay[], shipOn: string, transit: { minDays: number; maxDays: number }, hardy: boolean): WeatherVerdict {
  const arrival = arrivalWindow(shipOn, transit.minDays, transit.maxDays, plan.schedule.closedDates);
  return judgeWeather(days, { from: shipOn, to: arrival.to }, plan.rule, hardy);
}

/** The first ship day after `after` whose journey the forecast calls safe (with a heat pack or without). */
function firstSafeDay(plan: ShippingPlan, days: readonly ForecastDay[], after: string, transit: { minDays: number; maxDays: number }, hardy: boolean): string | null {
  const last = days.at(-1)?.date;
  if (!last) return null;
  let candidate = after;
  for (let step = 0; step < LOOK_AHEAD_DAYS; step += 1) {
    const next = firstShipDay(nextDay(candidate), plan.schedule);
    if (!next || next > last) return null;
    const verdict = verdictFor(plan, days, next, transit, hardy);
    if (verdict.decision === 'ships' || verdict.decision === 'heat-pack') return next;
    candidate = next;
  }
  return null;
}

const nextDay = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * When a parcel to `zip` placed at `now` leaves and arrives (the owner's schedule, the distance's transit
 * band within the rate's estimate) and whether the forecast at the destination over those days lets it
 * travel: as it is, with a heat pack, or not yet (with the first safe day in sight). A hardy-only order is
 * never held, nor given a heat pack, for cold. The forecast is asked outside any transaction, and never
 * longer than the provider's own short timeout; without it the estimate stands and the weather is
 * 'unknown'. `shipOn` plans from a given day instead of `now`'s (a held order looking again).
 */
export async function planDelivery({
  db,
  weather,
  input,
}: {
  db: DbOrTx;
  weather: WeatherProvider;
  input: { zip: string; now: Date; rate: { minDays: number; maxDays: number } | null; hardy: boolean; shipOn?: string };
}): Promise<DeliveryPlan> {
  const destination = await zipPlace(input.zip);
  if (!destination) throw new UnknownZip(input.zip);
  const plan = await readShippingPlan({ db });
  const origin = await zipPlace(plan.originZip);
  const transit = transitDays(origin ? distanceMiles(origin, destination) : Number.POSITIVE_INFINITY, input.rate);
  const planned = plannedShipDate(input.now, plan.schedule);
  const shipOn = input.shipOn && planned && input.shipOn > planned ? firstShipDay(input.shipOn, plan.schedule) : planned;
  const arrival = shipOn ? arrivalWindow(shipOn, transit.minDays, transit.maxDays, plan.schedule.closedDates) : null;
  const base = {
    zip: input.zip,
    place: `${destination.city}, ${destination.state}`,
    shipOn,
    arrival,
    transit,
    estimate: shipOn && arrival ? shipsAndArrives(shipOn, arrival) : null,
    checkedAt: input.now.toISOString(),
  };
  if (!shipOn) return { ...base, weather: { decision: 'unknown', reason: 'the shop has no ship day ahead' }, safeOn: null, notice: null, heatPackCents: 0, forecast: [] };

  const answer = await weather.forecast({ lat: destination.lat, lon: destination.lon });
  if (!answer.ok) {
    const weather = { decision: 'unknown' as const, reason: `no forecast (${answer.reason})`, weatherOff: answer.reason === 'off' };
    return { ...base, weather, safeOn: null, notice: null, heatPackCents: 0, forecast: [] };
  }
  const verdict = verdictFor(plan, answer.days, shipOn, transit, input.hardy);
  const forecast = answer.days.map(({ date, lowF, highF }) => ({ date, lowF, highF }));
  if (verdict.decision === 'unknown') {
    return { ...base, weather: { decision: 'unknown', reason: 'the forecast does not reach the ship date yet' }, safeOn: null, notice: null, heatPackCents: 0, forecast };
  }
  const safeOn = verdict.decision === 'held' ? firstSafeDay(plan, answer.days, shipOn, transit, input.hardy) : null;
  return {
    ...base,
    weather: verdict,
    safeOn,
    notice: weatherNotice(input.zip, verdict, safeOn),
    heatPackCents: verdict.decision === 'heat-pack' ? plan.heatPackCents : 0,
    forecast,
  };
}

/**
 * The days a parcel to `zip` leaving on `shipOn` arrives, by the planner's own reckoning (the distance's
 * transit band within the rate's estimate, the shop's closed days); no forecast is asked. Null for a ZIP
 * code the shop's data does not know.
 */
export async function arrivalFor({ db, input }: { db: DbOrTx; input: { zip: string; shipOn: string; rate: { minDays: number; maxDays: number } | null } }): Promise<{ from: string; to: string } | null> {
  const destination = await zipPlace(input.zip);
  if (!destination) return null;
  const plan = await readShippingPlan({ db });
  const origin = await zipPlace(plan.originZip);
  const transit = transitDays(origin ? distanceMiles(origin, destination) : Number.POSITIVE_INFINITY, input.rate);
  return arrivalWindow(input.shipOn, transit.minDays, transit.maxDays, plan.schedule.closedDates);
}
