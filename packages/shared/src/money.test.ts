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
    expect(formatUsd(-500)).toBe('-$5.00');
  });

  test('formats every amount as Intl does', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    const amounts = [0, 1, 99, 100, 101, 999_999, 1_000_000, 123_456_789_012, -1, -100_000];
    for (let cents = 7; cents < 300_000; cents += 7) amounts.push(cents, -cents);
    for (const cents of amounts) expect(formatUsd(cents), String(cents)).toBe(intl.format(cents / 100));
    // Where Intl would print "-$0.00", the shop prints no sign.
    expect(formatUsd(-0)).toBe('$0.00');
  });
});
