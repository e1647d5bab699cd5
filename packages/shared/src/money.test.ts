import { describe, expect, test } from 'vitest';
import { discountCents, formatUsd, toCents } from './money.ts';

describe('money', () => {
  test('turns dollars into whole cents without float drift', () => {
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(10000)).toBe(1_000_000);
  });

  test('rounds a discount half up to the cent', () => {
    expect(discountCents(7497, 0.15)).toBe(1125); // 1124.55 -> 1125
    expect(discountCents(2499, 0.15)).toBe(375); // 374.85 -> 375
    expect(discountCents(1000, 0.333)).toBe(330); // the rate itself is whole percents
    expect(discountCents(5, 0.1)).toBe(1); // 0.5 -> 1
    expect(discountCents(1234, 0)).toBe(0);
    expect(discountCents(1234, 1)).toBe(1234);
  });

  test('formats US dollars', () => {
    expect(formatUsd(123456)).toBe('$1,234.56');
    expect(formatUsd(5)).toBe('$0.05');
  });
});
