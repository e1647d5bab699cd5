import { describe, expect, test } from 'vitest';
import { mayNeedToRegister, nexusThresholdInput, thresholdShare } from './tax-report.ts';

describe('how near a threshold the shop is', () => {
  const either = { salesCents: 10_000_000, transactions: 200, bothRequired: false };
  test('either threshold: the nearer one counts', () => {
    expect(thresholdShare(either, { orders: 20, salesCents: 8_000_000 })).toBe(0.8);
    expect(thresholdShare(either, { orders: 190, salesCents: 100 })).toBe(0.95);
  });
  test('both thresholds: the farther one counts', () => {
    expect(thresholdShare({ ...either, bothRequired: true }, { orders: 190, salesCents: 5_000_000 })).toBe(0.5);
  });
  test('never more than 1, floored so that just under 80% does not read as 80%', () => {
    expect(thresholdShare(either, { orders: 900, salesCents: 0 })).toBe(1);
    expect(thresholdShare(either, { orders: 0, salesCents: 7_999_999 })).toBe(0.7999);
  });
  test('no threshold at all: 0, and never a warning', () => {
    const none = { salesCents: null, transactions: null, bothRequired: false };
    expect(thresholdShare(none, { orders: 1000, salesCents: 1e9 })).toBe(0);
    expect(mayNeedToRegister({ collecting: false, share: 0.9, threshold: null })).toBe(false);
  });
  test('a warning only where the shop does not collect', () => {
    const threshold = { sales: 100000, transactions: null, bothRequired: false, asOf: '2026-01-01', note: '' };
    expect(mayNeedToRegister({ collecting: false, share: 0.8, threshold })).toBe(true);
    expect(mayNeedToRegister({ collecting: true, share: 1, threshold })).toBe(false);
  });
});

describe('what the owner may set', () => {
  test('empty thresholds are null, and the note is trimmed', () => {
    expect(nexusThresholdInput.parse({ asOf: '2026-01-31', note: ' x ' })).toEqual({ sales: null, transactions: null, bothRequired: false, asOf: '2026-01-31', note: 'x' });
  });
  test('a day that does not exist is refused', () => {
    expect(nexusThresholdInput.safeParse({ asOf: '2025-02-29' }).success).toBe(false);
    expect(nexusThresholdInput.safeParse({ asOf: '2024-02-29' }).success).toBe(true);
  });
});
