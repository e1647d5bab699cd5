import { describe, expect, test } from 'vitest';
import { labelledIndexes, tickLabel, valueScale, valueText } from './sales-scale.ts';

describe("the sales chart's axis", () => {
  test('tops out at a round figure just above the largest bar, in at most four steps', () => {
    expect(valueScale(4_500, 'sales')).toEqual({ top: 6_000, ticks: [0, 2_000, 4_000, 6_000] });
    expect(valueScale(123_456, 'sales')).toEqual({ top: 150_000, ticks: [0, 50_000, 100_000, 150_000] });
    expect(valueScale(37, 'orders')).toEqual({ top: 40, ticks: [0, 10, 20, 30, 40] });
    expect(valueScale(2, 'orders')).toEqual({ top: 2, ticks: [0, 1, 2] });
  });

  test('an empty span still has an axis: one order, one dollar', () => {
    expect(valueScale(0, 'orders')).toEqual({ top: 1, ticks: [0, 1] });
    expect(valueScale(0, 'average')).toEqual({ top: 100, ticks: [0, 100] });
  });

  test('labels money in whole dollars and counts as they are', () => {
    expect(tickLabel(150_000, 'sales')).toBe('$1,500');
    expect(tickLabel(250, 'average')).toBe('$2.50');
    expect(tickLabel(12, 'orders')).toBe('12');
    expect(valueText(null, 'average')).toBe('no orders');
    expect(valueText(1, 'orders')).toBe('1 order');
  });

  test('labels about five periods under the axis, the latest always', () => {
    expect(labelledIndexes(30)).toEqual([5, 11, 17, 23, 29]);
    expect(labelledIndexes(12)).toEqual([2, 5, 8, 11]);
    expect(labelledIndexes(3)).toEqual([0, 1, 2]);
  });
});
