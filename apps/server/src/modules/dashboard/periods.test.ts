import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestShop, type TestShop } from '../../test/harness.ts';
import { shopPeriods } from './periods.ts';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop({ seed: 'none' });
});
afterAll(() => shop.close());

const iso = (period: { from: Date; to: Date }) => [period.from.toISOString(), period.to.toISOString()];
const periods = (at: string, timeZone: string) => shopPeriods({ db: shop.db, now: new Date(at), timeZone });

describe("the shop's day and month (decision 050)", () => {
  test('at 11 pm in New York it is still that day there, though UTC has moved on', async () => {
    const { today, month } = await periods('2026-11-30T04:00:00Z', 'America/New_York');
    expect(iso(today)).toEqual(['2026-11-29T05:00:00.000Z', '2026-11-30T05:00:00.000Z']);
    expect(iso(month)).toEqual(['2026-11-01T04:00:00.000Z', '2026-12-01T05:00:00.000Z']);
  });

  test('the same moment in UTC is already the next day and the next month', async () => {
    const { today, month } = await periods('2026-12-01T04:00:00Z', 'UTC');
    expect(iso(today)).toEqual(['2026-12-01T00:00:00.000Z', '2026-12-02T00:00:00.000Z']);
    expect(iso(month)).toEqual(['2026-12-01T00:00:00.000Z', '2027-01-01T00:00:00.000Z']);
    expect(iso((await periods('2026-12-01T04:00:00Z', 'America/New_York')).month)).toEqual(['2026-11-01T04:00:00.000Z', '2026-12-01T05:00:00.000Z']);
  });

  test('a day the clocks change lasts 25 or 23 hours, from local midnight to local midnight', async () => {
    expect(iso((await periods('2026-11-01T12:00:00Z', 'America/New_York')).today)).toEqual(['2026-11-01T04:00:00.000Z', '2026-11-02T05:00:00.000Z']);
    expect(iso((await periods('2026-03-08T12:00:00Z', 'America/Los_Angeles')).today)).toEqual(['2026-03-08T08:00:00.000Z', '2026-03-09T07:00:00.000Z']);
  });

  test('rolls over the end of a year and of a leap February', async () => {
    expect(iso((await periods('2025-01-01T03:00:00Z', 'America/Chicago')).month)).toEqual(['2024-12-01T06:00:00.000Z', '2025-01-01T06:00:00.000Z']);
    expect(iso((await periods('2024-02-29T12:00:00Z', 'UTC')).today)).toEqual(['2024-02-29T00:00:00.000Z', '2024-03-01T00:00:00.000Z']);
  });
});
