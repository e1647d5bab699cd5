/**
 * When a plant leaves and when it arrives (decision 044): the shop ships only on its ship days (growers ship
 * Monday to Wednesday so a parcel never sits in a depot over a weekend), never on a day it is closed, and
 * an order placed at or after the cut-off hour counts as placed the next day. Dates are the shop's local
 * calendar days as `YYYY-MM-DD`; the cut-off is read in the shop's time zone. Pure: the caller hands in
 * the moment (the injectable clock on the server).
 */

/** Sunday 0 to Saturday 6, as `Date.getUTCDay` counts them. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export interface ShipSchedule {
  /** The shop's IANA time zone, where its cut-off hour and its days are read. */
  timeZone: string;
  /** The days parcels leave on. */
  shipDays: readonly Weekday[];
  /** An order placed at or after this hour (0-23, local) counts as placed the next day. */
  cutoffHour: number;
  /** Working days (Monday to Friday, not closed) the shop takes to get an order ready before it can leave. */
  handlingDays: number;
  /** Days the shop does not ship or work, `YYYY-MM-DD`. */
  closedDates: readonly string[];
}

/** Monday to Wednesday: what most plant growers ship on. */
export const DEFAULT_SHIP_DAYS: readonly Weekday[] = [1, 2, 3];

const DAY_MS = 86_400_000;
/** A year of days: a schedule that never ships (no ship days, or every one closed) ends the search. */
const SEARCH_DAYS = 366;

const toDay = (iso: string): number => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;
const toIso = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);
const weekdayOf = (day: number): Weekday => new Date(day * DAY_MS).getUTCDay() as Weekday;
const isWorkday = (day: number, closed: ReadonlySet<string>) => weekdayOf(day) >= 1 && weekdayOf(day) <= 5 && !closed.has(toIso(day));

/** The calendar day and hour a moment falls on in `timeZone`. */
export function localDayAndHour(at: Date, timeZone: string): { date: string; hour: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23' })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
}

/** `date` plus `count` working days (Monday to Friday, not closed); 0 is `date` itself. */
export function addWorkdays(date: string, count: number, closedDates: readonly string[] = []): string {
  const closed = new Set(closedDates);
  let day = toDay(date);
  for (let left = count; left > 0; ) {
    day += 1;
    if (isWorkday(day, closed)) left -= 1;
  }
  return toIso(day);
}

/**
 * The day an order placed at `placedAt` leaves: its first day (the next one after the cut-off), plus the
 * handling days, then the first ship day the shop is open on. Null when the schedule never ships.
 */
export function plannedShipDate(placedAt: Date, schedule: ShipSchedule): string | null {
  const { date, hour } = localDayAndHour(placedAt, schedule.timeZone);
  const first = toDay(date) + (hour >= schedule.cutoffHour ? 1 : 0);
  return firstShipDay(addWorkdays(toIso(first), schedule.handlingDays, schedule.closedDates), schedule);
}

/** The first day on or after `date` that is a ship day and not closed; null when none comes within a year. */
export function firstShipDay(date: string, schedule: Pick<ShipSchedule, 'shipDays' | 'closedDates'>): string | null {
  const closed = new Set(schedule.closedDates);
  const start = toDay(date);
  for (let day = start; day < start + SEARCH_DAYS; day += 1) {
    if (schedule.shipDays.includes(weekdayOf(day)) && !closed.has(toIso(day))) return toIso(day);
  }
  return null;
}

/** The days a parcel that leaves on `shipDate` arrives, with the rate's transit of min-max working days. */
export function arrivalWindow(shipDate: string, minDays: number, maxDays: number, closedDates: readonly string[] = []): { from: string; to: string } {
  return { from: addWorkdays(shipDate, minDays, closedDates), to: addWorkdays(shipDate, maxDays, closedDates) };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const monthDay = (iso: string) => `${MONTHS[Number(iso.slice(5, 7)) - 1]} ${Number(iso.slice(8, 10))}`;

/** "Ships Mon Dec 1". */
export const shipsOn = (shipDate: string): string => `Ships ${WEEKDAYS[weekdayOf(toDay(shipDate))]} ${monthDay(shipDate)}`;

/** What the cart and the product page say: "Ships Mon Dec 1, arrives Dec 3-5" (or "Dec 30-Jan 2", or "Dec 3"). */
export function shipsAndArrives(shipDate: string, arrival: { from: string; to: string }): string {
  const sameMonth = arrival.from.slice(0, 7) === arrival.to.slice(0, 7);
  const arrives =
    arrival.from === arrival.to
      ? monthDay(arrival.from)
      : `${monthDay(arrival.from)}-${sameMonth ? Number(arrival.to.slice(8, 10)) : monthDay(arrival.to)}`;
  return `${shipsOn(shipDate)}, arrives ${arrives}`;
}
