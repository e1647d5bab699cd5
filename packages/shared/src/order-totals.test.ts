import { describe, expect, test } from 'vitest';
import { formatRate, regionName, taxLabel } from './order-totals.ts';

describe('the sales tax row', () => {
  test('a rate shows two decimals at least, up to the four a rate in millionths has', () => {
    expect([6, 7.25, 7.5, 8.875, 6.625, 7.1234].map(formatRate)).toEqual(['6%', '7.25%', '7.50%', '8.875%', '6.625%', '7.1234%']);
  });

  test("names the state, and the ZIP table's region as a person writes it (decision 046)", () => {
    expect(taxLabel('CA', 7.25)).toBe('Sales tax (CA 7.25%)');
    expect(taxLabel('NC', 7.25, 'RALEIGH')).toBe('Sales tax (Raleigh, NC 7.25%)');
    expect(taxLabel(null, null)).toBe('Sales tax');
    expect(['WAKE COUNTY', 'WINSTON-SALEM', 'ST. LOUIS'].map(regionName)).toEqual(['Wake County', 'Winston-Salem', 'St. Louis']);
  });
});
