import { describe, expect, test } from 'vitest';
import { formatShopDate, isTimeZone, shopDayAndHour } from './shop-time.ts';

describe("the shop's time zone (decision 050)", () => {
  test('takes zone names, refuses offsets the browser and the database would read opposite ways', () => {
    for (const zone of ['America/New_York', 'UTC', 'Etc/GMT+5', 'America/Argentina/Buenos_Aires', 'America/Port-au-Prince']) expect(isTimeZone(zone)).toBe(true);
    for (const zone of ['+05:00', '-0500', 'GMT+5', 'Mars/Olympus_Mons', '', 'America/New_York; drop table']) expect(isTimeZone(zone)).toBe(false);
  });

  test("names the shop's day of a moment", () => {
    expect(formatShopDate(new Date('2026-11-30T04:00:00Z'), 'America/New_York')).toBe('November 29, 2026');
    expect(formatShopDate('2026-11-30T04:00:00Z', 'UTC')).toBe('November 30, 2026');
  });

  test("names the shop's day and hour of a moment, for the morning summary (decision 051)", () => {
    expect(shopDayAndHour(new Date('2026-12-02T04:30:00Z'), 'America/New_York')).toEqual({ day: '2026-12-01', hour: 23 });
    expect(shopDayAndHour(new Date('2026-12-02T12:01:00Z'), 'America/New_York')).toEqual({ day: '2026-12-02', hour: 7 });
    // Summer time: 7 am in New York is 11:00 UTC.
    expect(shopDayAndHour(new Date('2026-07-01T11:00:00Z'), 'America/New_York')).toEqual({ day: '2026-07-01', hour: 7 });
    expect(shopDayAndHour(new Date('2026-12-02T00:00:00Z'), 'UTC')).toEqual({ day: '2026-12-02', hour: 0 });
  });
});
