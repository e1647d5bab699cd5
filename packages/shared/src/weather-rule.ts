/**
 * Weather-safe shipping's rules (decision 040): how many days a parcel travels for the distance,
 * whether the forecast at the destination during those days lets a plant travel (as it is, with a heat
 * pack, or not yet), and the words the shopper reads. Pure: the server hands in the forecast and dates.
 */

/** The owner's weather rule, in °F. */
export interface WeatherRule {
  /** Hold when a night's low during transit is below this. */
  holdBelowF: number;
  /** Add a heat pack when a night's low is below this (and not below `holdBelowF`). */
  heatPackBelowF: number;
  /** Hold when a day's high is above this. */
  holdAboveF: number;
}

export const DEFAULT_WEATHER_RULE: WeatherRule = { holdBelowF: 32, heatPackBelowF: 45, holdAboveF: 95 };

/** A forecast day as the weather provider gives it, on the destination's calendar. */
export interface ForecastDay {
  date: string;
  lowF: number | null;
  highF: number | null;
}

/** What the forecast says for one journey: 'unknown' when it covers none of its days. */
export type WeatherVerdict =
  | { decision: 'ships' | 'heat-pack'; lowF: number | null; highF: number | null }
  | { decision: 'held'; cause: 'cold' | 'heat'; lowF: number | null; highF: number | null }
  | { decision: 'unknown' };

/**
 * The verdict for a parcel in transit from `window.from` (the day it leaves) to `window.to` (the last day
 * it may arrive), inclusive: held for cold below the hold line (not for a hardy order) or for heat above
 * it, a heat pack below the heat-pack line (not for a hardy order), and otherwise it ships. Days the
 * forecast does not reach are not guessed: with none of them known, the verdict is 'unknown'.
 */
export function judgeWeather(days: readonly ForecastDay[], window: { from: string; to: string }, rule: WeatherRule, hardy = false): WeatherVerdict {
  const inWindow = days.filter((day) => day.date >= window.from && day.date <= window.to);
  const lows = inWindow.flatMap((day) => (day.lowF === null ? [] : [day.lowF]));
  const highs = inWindow.flatMap((day) => (day.highF === null ? [] : [day.highF]));
  if (lows.length === 0 && highs.length === 0) return { decision: 'unknown' };
  const lowF = lows.length > 0 ? Math.min(...lows) : null;
  const highF = highs.length > 0 ? Math.max(...highs) : null;
  if (highF !== null && highF > rule.holdAboveF) return { decision: 'held', cause: 'heat', lowF, highF };
  if (!hardy && lowF !== null && lowF < rule.holdBelowF) return { decision: 'held', cause: 'cold', lowF, highF };
  if (!hardy && lowF !== null && lowF < rule.heatPackBelowF) return { decision: 'heat-pack', lowF, highF };
  return { decision: 'ships', lowF, highF };
}

/** Great-circle distance in miles between two places. */
export function distanceMiles(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 3958.8 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Ground transit in working days by distance, in bands like USPS's zones (zone 1-2 up to 150 miles,
 * zone 8 beyond 1,800): the days a ground parcel usually takes.
 */
export const TRANSIT_BANDS: readonly { upToMiles: number; minDays: number; maxDays: number }[] = [
  { upToMiles: 150, minDays: 1, maxDays: 2 },
  { upToMiles: 300, minDays: 1, maxDays: 3 },
  { upToMiles: 600, minDays: 2, maxDays: 3 },
  { upToMiles: 1_000, minDays: 2, maxDays: 4 },
  { upToMiles: 1_400, minDays: 3, maxDays: 4 },
  { upToMiles: 1_800, minDays: 3, maxDays: 5 },
  { upToMiles: Number.POSITIVE_INFINITY, minDays: 4, maxDays: 5 },
];

/**
 * The working days a parcel travels: the distance's band, kept inside the chosen rate's own estimate
 * (an express rate's 1-2 days stays 1-2 however far; a near destination on a 3-7 day rate takes 3).
 * Without a rate, the band alone.
 */
export function transitDays(miles: number, rate: { minDays: number; maxDays: number } | null): { minDays: number; maxDays: number } {
  const band = TRANSIT_BANDS.find((candidate) => miles <= candidate.upToMiles)!;
  if (!rate) return { minDays: band.minDays, maxDays: band.maxDays };
  const clamp = (days: number) => Math.min(rate.maxDays, Math.max(rate.minDays, days));
  return { minDays: clamp(band.minDays), maxDays: Math.max(clamp(band.minDays), clamp(band.maxDays)) };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** "Dec 8". */
export const monthDay = (iso: string) => `${MONTHS[Number(iso.slice(5, 7)) - 1]} ${Number(iso.slice(8, 10))}`;

/**
 * What a parcel the weather holds says instead of a ship date (docs/product/rules.md#weather-safe-shipping):
 * "Ships when it's safe, about Dec 8" (the first safe day in the forecast), or that the shop will email the
 * day. Never a date beside a hold.
 */
export function heldShipLine(safeOn: string | null): string {
  return safeOn ? `Ships when it's safe, about ${monthDay(safeOn)}` : "Ships when it's safe: we'll email you the day";
}

/** What the cart, the product page and the shipping step say about the weather at `zip`; null when nothing. */
export function weatherNotice(zip: string, verdict: WeatherVerdict, safeOn: string | null): string | null {
  if (verdict.decision === 'heat-pack') return `Cold at ${zip} this week: we'll add a heat pack`;
  if (verdict.decision !== 'held') return null;
  const when = safeOn ? `, about ${monthDay(safeOn)}` : ' and email you the day';
  return verdict.cause === 'cold'
    ? `Too cold to ship safely to ${zip} now: we'll ship when it is${when}`
    : `Too hot to ship safely to ${zip} now: we'll ship when it is cooler${when}`;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const weekdayMonthDay = (iso: string) => `${WEEKDAYS[new Date(`${iso}T00:00:00Z`).getUTCDay()]} ${monthDay(iso)}`;

/**
 * What an order's pages say of its weather plan while it waits to ship (decision 044); null once shipped,
 * unpaid, or from before the plan.
 */
export function shipPlanMessage(
  plan: { shipOn: string | null; weather: 'ships' | 'heat-pack' | 'held' | 'needs-owner'; heldSince: string | null } | null,
  status: string,
  /** The shop's calendar day now: a ship day that has come or gone reads "today", never a date in the past. */
  today: string,
): string | null {
  if (!plan || status !== 'complete') return null;
  if (plan.weather === 'held') {
    const since = plan.heldSince ? ` since ${monthDay(plan.heldSince.slice(0, 10))}` : '';
    return `Held for safe weather${since}: it is too cold or too hot at your address for plants in a truck. We'll ship when it is safe and email you the day.`;
  }
  if (plan.weather === 'needs-owner') return 'We are checking the weather at your address before your plants leave, and will email you the day they ship.';
  if (!plan.shipOn) return null;
  const when = plan.shipOn <= today ? 'today' : weekdayMonthDay(plan.shipOn);
  return `Planned to ship ${when}${plan.weather === 'heat-pack' ? ', with a heat pack' : ''}.`;
}
