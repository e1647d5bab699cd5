import { describe, expect, test } from 'vitest';
import { DAY_MS, endsAt, firstReminder, nextReminder, tomorrowAtSendHour, utcDay, welcomeAt } from './care-schedule.ts';

const at = (iso: string) => new Date(iso);

describe('when care emails are due', () => {
  test('the welcome is at 14:00 UTC on the third day after shipping, whatever the hour it shipped', () => {
    expect(welcomeAt(at('2026-12-01T00:10:00Z'))).toEqual(at('2026-12-04T14:00:00Z'));
    expect(welcomeAt(at('2026-12-01T23:59:00Z'))).toEqual(at('2026-12-04T14:00:00Z'));
  });

  test('reminders run for eight weeks after the welcome, one interval apart', () => {
    const welcome = at('2026-12-04T14:00:00Z');
    const end = endsAt(welcome);
    expect(end).toEqual(at('2027-01-29T14:00:00Z'));
    expect(firstReminder(welcome, 7, end)).toEqual(at('2026-12-11T14:00:00Z'));
    expect(firstReminder(welcome, 60, end)).toBeNull();
    expect(nextReminder(at('2027-01-22T14:00:00Z'), 7, at('2027-01-22T14:00:30Z'), end)).toEqual(end);
    expect(nextReminder(end, 7, end, end)).toBeNull();
  });

  test('after a sweep that was away for days, the next reminder is the first one after today, not a string of late ones', () => {
    const welcome = at('2026-12-04T14:00:00Z');
    const late = at('2026-12-20T09:00:00Z');
    expect(nextReminder(at('2026-12-07T14:00:00Z'), 3, late, endsAt(welcome))).toEqual(at('2026-12-22T14:00:00Z'));
  });

  test('days are UTC days; what waits a day moves to 14:00 tomorrow', () => {
    expect(utcDay(at('2026-12-04T23:59:59Z'))).toBe('2026-12-04');
    expect(tomorrowAtSendHour(at('2026-12-04T20:00:00Z'))).toEqual(at('2026-12-05T14:00:00Z'));
    expect(DAY_MS).toBe(86_400_000);
  });
});
