// When care emails are due (decision 023). Every time is on the hour of SEND_HOUR_UTC, so an address's
// plans and plants that fall on one day fall on the same minute and go out as one email.

export const DAY_MS = 24 * 60 * 60 * 1000;
/** The welcome comes this many days after the order ships, when the plants have arrived and settled. */
export const WELCOME_AFTER_DAYS = 3;
/** 14:00 UTC: morning across the USA (9 or 10 in the east, 6 or 7 in the west). */
export const SEND_HOUR_UTC = 14;
/** Watering reminders for eight weeks after the welcome. */
export const REMINDER_DAYS = 8 * 7;

/** Midnight UTC at the start of `at`'s day. */
export function startOfUtcDay(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
}

/** `2026-12-03`: the day an email belongs to; an address gets at most one care email per day. */
export function utcDay(at: Date): string {
  return startOfUtcDay(at).toISOString().slice(0, 10);
}

/** The welcome: SEND_HOUR_UTC on the third day after shipping. */
export function welcomeAt(shippedAt: Date): Date {
  return new Date(startOfUtcDay(shippedAt).getTime() + WELCOME_AFTER_DAYS * DAY_MS + SEND_HOUR_UTC * 60 * 60 * 1000);
}

export function endsAt(welcome: Date): Date {
  return new Date(welcome.getTime() + REMINDER_DAYS * DAY_MS);
}

/** A plant's first reminder: one interval after the welcome, or none if that is past the end. */
export function firstReminder(welcome: Date, waterEveryDays: number, end: Date): Date | null {
  const first = new Date(welcome.getTime() + waterEveryDays * DAY_MS);
  return first <= end ? first : null;
}

/**
 * The reminder after one that went out on `day` (any time that day): one interval later, and past that
 * day however long the sweep was away; none past the end.
 */
export function nextReminder(due: Date, waterEveryDays: number, day: Date, end: Date): Date | null {
  const dayEnd = startOfUtcDay(day).getTime() + DAY_MS;
  let next = due.getTime() + waterEveryDays * DAY_MS;
  while (next < dayEnd) next += waterEveryDays * DAY_MS;
  return next <= end.getTime() ? new Date(next) : null;
}

/** The same hour, tomorrow: where something that could not go out today moves. */
export function tomorrowAtSendHour(now: Date): Date {
  return new Date(startOfUtcDay(now).getTime() + DAY_MS + SEND_HOUR_UTC * 60 * 60 * 1000);
}
