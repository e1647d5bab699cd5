/**
 * Dates as the shop reads them (decision 050): a moment is shown in the time zone it is handed (the shop's,
 * from the API answer that carries it), never in the browser's, so the owner in a hotel abroad and the
 * packing slip printed in the shop say the same day. A calendar day the server already fixed
 * (`YYYY-MM-DD`, `YYYY-MM`) has no time zone and is shown as it is.
 */

import { localDayAndHour } from '@shop/shared/ship-dates';

type Style = 'dateTime' | 'date' | 'time' | 'month';

const OPTIONS: Record<Style, Intl.DateTimeFormatOptions> = {
  dateTime: { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' },
  date: { year: 'numeric', month: 'short', day: 'numeric' },
  time: { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' },
  month: { year: 'numeric', month: 'long' },
};

const formats = new Map<string, Intl.DateTimeFormat>();

/** Setting a formatter up is slow: one per style and zone. A zone this browser does not know is read as UTC, and says so. */
function formatter(style: Style, timeZone: string): Intl.DateTimeFormat {
  const key = `${style} ${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-US', { ...OPTIONS[style], timeZone });
    } catch {
      format = new Intl.DateTimeFormat('en-US', { ...OPTIONS[style], timeZone: 'UTC', ...(style === 'date' || style === 'month' ? {} : { timeZoneName: 'short' }) });
    }
    formats.set(key, format);
  }
  return format;
}

/** "Nov 29, 2026, 11:00 PM EST". */
export const formatDateTime = (iso: string, timeZone: string) => formatter('dateTime', timeZone).format(new Date(iso));

/** "Nov 29, 2026": the shop's day. */
export const formatDate = (iso: string, timeZone: string) => formatter('date', timeZone).format(new Date(iso));

/** "11:00 PM EST". */
export const formatTime = (iso: string, timeZone: string) => formatter('time', timeZone).format(new Date(iso));

/** "November 2026": the shop's month. */
export const formatMonth = (iso: string, timeZone: string) => formatter('month', timeZone).format(new Date(iso));

/** The shop's calendar day a moment falls on, `YYYY-MM-DD`. */
export const shopDay = (iso: string, timeZone: string) => localDayAndHour(new Date(iso), timeZone).date;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/**
 * A calendar day `YYYY-MM-DD` or month `YYYY-MM` the server fixed in the shop's time zone: "Nov 29",
 * "Sunday, November 29, 2026" (long), "Nov 2026" or "November 2026" (long).
 */
export function formatCalendar(period: string, length: 'short' | 'long' = 'short'): string {
  const [year, month, day] = period.split('-').map(Number) as [number, number, number | undefined];
  const name = MONTHS[month - 1] ?? '';
  const monthName = length === 'long' ? name : name.slice(0, 3);
  if (day === undefined) return `${monthName} ${year}`;
  if (length === 'short') return `${monthName} ${day}`;
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
  return `${weekday}, ${monthName} ${day}, ${year}`;
}

/** The shop's calendar day now (`YYYY-MM-DD`), by this browser's clock read in the shop's time zone. */
export function shopToday(timeZone: string): string {
  try {
    return localDayAndHour(new Date(), timeZone).date;
  } catch {
    return localDayAndHour(new Date(), 'UTC').date;
  }
}
