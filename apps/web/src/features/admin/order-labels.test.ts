import { describe, expect, test } from 'vitest';
import { formatUtcDate, formatUtcDateTime, parseOrderFilter } from './order-labels.ts';

describe('order labels', () => {
  test('reads only known statuses from the address', () => {
    expect(parseOrderFilter('complete')).toBe('complete');
    expect(parseOrderFilter('lost')).toBeUndefined();
    expect(parseOrderFilter(null)).toBeUndefined();
  });

  test('shows dates in UTC, whatever the browser clock says', () => {
    expect(formatUtcDateTime('2025-05-14T23:30:00.000Z')).toBe('May 14, 2025, 11:30 PM UTC');
    expect(formatUtcDate('2025-05-14T23:30:00.000Z')).toBe('May 14, 2025');
  });
});
