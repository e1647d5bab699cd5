import { describe, expect, test } from 'vitest';
import { formatUtcDate, formatUtcDateTime } from './utc-dates.ts';

describe('admin dates', () => {
  test('shows dates in UTC, whatever the browser clock says', () => {
    expect(formatUtcDateTime('2025-05-14T23:30:00.000Z')).toBe('May 14, 2025, 11:30 PM UTC');
    expect(formatUtcDate('2025-05-14T23:30:00.000Z')).toBe('May 14, 2025');
  });
});
