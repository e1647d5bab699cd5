import { describe, expect, test } from 'vitest';
import { ratePercent } from './percent.ts';

describe('percent', () => {
  test('shows a rate as a whole percent', () => {
    expect(ratePercent(0.15)).toBe('15%');
    expect(ratePercent(0.07)).toBe('7%');
    expect(ratePercent(1)).toBe('100%');
  });
});
