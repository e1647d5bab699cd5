import { describe, expect, test } from 'vitest';
import { parseOrderFilter } from './order-labels.ts';

describe('order labels', () => {
  test('reads only known statuses from the address', () => {
    expect(parseOrderFilter('complete')).toBe('complete');
    expect(parseOrderFilter('ship-today')).toBe('ship-today');
    expect(parseOrderFilter('lost')).toBeUndefined();
    expect(parseOrderFilter(null)).toBeUndefined();
  });
});
