// The shop's clock (decision 050): the one IANA time zone the owner sets, in which the shop's days,
// months, dates and times are read, on every screen, email and report. Pure and zod-free.

/**
 * An IANA zone name both the browser (Intl) and PostgreSQL (`AT TIME ZONE`) read the same way:
 * `America/New_York`, `UTC`, `Etc/GMT+5`. Offsets such as `+05:00` are refused: Intl reads them as five
 * hours east of UTC, PostgreSQL as five hours west.
 */
export function isTimeZone(zone: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const longDates = new Map<string, Intl.DateTimeFormat>();

/** "November 29, 2026": the calendar day a moment falls on in the shop's time zone. */
export function formatShopDate(at: Date | string, timeZone: string): string {
  let format = longDates.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone });
    longDates.set(timeZone, format);
  }
  return format.format(typeof at === 'string' ? new Date(at) : at);
}

const clockParts = new Map<string, Intl.DateTimeFormat>();

/** The shop's calendar day ('2026-11-29') and hour (0 to 23) at a moment, in its time zone. */
export function shopDayAndHour(at: Date, timeZone: string): { day: string; hour: number } {
  let format = clockParts.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23', timeZone });
    clockParts.set(timeZone, format);
  }
  const part = Object.fromEntries(format.formatToParts(at).map((p) => [p.type, p.value]));
  return { day: `${part.year}-${part.month}-${part.day}`, hour: Number(part.hour) };
}
