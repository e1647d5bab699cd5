import { describe, expect, test } from 'vitest';
import { formatCalendar, formatDate, formatDateTime, formatMonth, formatTime, shopDay } from './shop-dates.ts';

/** 11 pm on November 29 in New York; already the 30th in UTC (and December 1 at 0:00 UTC is still November there). */
const ELEVEN_PM_EASTERN = '2026-11-30T04:00:00.000Z';

describe("dates in the shop's time zone (decision 050)", () => {
  test('an order placed at 11 pm Eastern is on the 29th for a New York shop, on the 30th for a UTC one, whatever the browser says', () => {
    expect(formatDateTime(ELEVEN_PM_EASTERN, 'America/New_York')).toBe('Nov 29, 2026, 11:00 PM EST');
    expect(formatDate(ELEVEN_PM_EASTERN, 'America/New_York')).toBe('Nov 29, 2026');
    expect(shopDay(ELEVEN_PM_EASTERN, 'America/New_York')).toBe('2026-11-29');
    expect(formatDateTime(ELEVEN_PM_EASTERN, 'UTC')).toBe('Nov 30, 2026, 4:00 AM UTC');
    expect(formatDate(ELEVEN_PM_EASTERN, 'America/Los_Angeles')).toBe('Nov 29, 2026');
  });

  test('times and months follow the zone and its summer time', () => {
    expect(formatTime('2026-07-04T16:30:00.000Z', 'America/Chicago')).toBe('11:30 AM CDT');
    expect(formatMonth('2026-12-01T04:00:00.000Z', 'America/New_York')).toBe('November 2026');
    expect(formatMonth('2026-12-01T04:00:00.000Z', 'UTC')).toBe('December 2026');
  });

  test('a zone this browser does not know is shown as UTC, and says so', () => {
    expect(formatDateTime(ELEVEN_PM_EASTERN, 'Mars/Olympus_Mons')).toBe('Nov 30, 2026, 4:00 AM UTC');
  });

  test('a day or month the server fixed is shown as it is', () => {
    expect(formatCalendar('2026-11-29')).toBe('Nov 29');
    expect(formatCalendar('2026-11-29', 'long')).toBe('Sunday, November 29, 2026');
    expect(formatCalendar('2026-11')).toBe('Nov 2026');
    expect(formatCalendar('2026-11', 'long')).toBe('November 2026');
  });
});
