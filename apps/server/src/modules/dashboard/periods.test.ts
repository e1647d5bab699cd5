import { describe, expect, test } from 'vitest';
import { utcPeriods } from './periods.ts';

const iso = (period: { from: Date; to: Date }) => [period.from.toISOString(), period.to.toISOString()];

describe('utcPeriods', () => {
  test('gives the UTC day and month that contain the moment', () => {
    const { today, month } = utcPeriods(new Date('2025-03-14T15:09:26Z'));
    expect(iso(today)).toEqual(['2025-03-14T00:00:00.000Z', '2025-03-15T00:00:00.000Z']);
    expect(iso(month)).toEqual(['2025-03-01T00:00:00.000Z', '2025-04-01T00:00:00.000Z']);
  });

  test('rolls over the end of a year and of a leap February', () => {
    expect(iso(utcPeriods(new Date('2024-12-31T23:59:59.999Z')).month)).toEqual(['2024-12-01T00:00:00.000Z', '2025-01-01T00:00:00.000Z']);
    expect(iso(utcPeriods(new Date('2024-02-29T12:00:00Z')).today)).toEqual(['2024-02-29T00:00:00.000Z', '2024-03-01T00:00:00.000Z']);
  });

  test('counts midnight UTC as the start of the new day, whatever the local clock says', () => {
    expect(iso(utcPeriods(new Date('2025-07-01T00:00:00Z')).today)[0]).toBe('2025-07-01T00:00:00.000Z');
    expect(iso(utcPeriods(new Date('2025-07-01T00:00:00Z')).month)[0]).toBe('2025-07-01T00:00:00.000Z');
  });
});
