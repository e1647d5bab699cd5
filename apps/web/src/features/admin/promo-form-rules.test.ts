import { describe, expect, test } from 'vitest';
import { emptyPromoValues, isSavedPromo, promoFormValues, ratePercent, toPromoPayload, validatePromo } from './promo-form-rules.ts';

const RATE = 'Rate must be between 0 and 1 in steps of 0.01';

describe('the promo forms (SPEC section 5)', () => {
  test('accepts a name, a rate and a status, and sends them typed', () => {
    const values = { name: ' Spring15 ', discountRate: '0.15', status: 'true' as const };
    expect(validatePromo(values)).toEqual({ ok: true, errors: {} });
    expect(toPromoPayload(values)).toEqual({ name: 'Spring15', discountRate: 0.15, status: true });
  });

  test('an empty form names the name, the rate and the status', () => {
    expect(validatePromo(emptyPromoValues)).toEqual({
      ok: false,
      errors: { name: 'Name is required', discountRate: RATE, status: 'Status must be true or false' },
    });
    expect(toPromoPayload(emptyPromoValues)).toEqual({ name: '', discountRate: null, status: null });
  });

  test.each([
    ['1.01', false],
    ['-0.01', false],
    ['0.125', false],
    ['', false],
    ['0', true],
    ['1', true],
    ['0.25', true],
  ])('rate %s is %s', (discountRate, ok) => {
    expect(validatePromo({ name: 'summer', discountRate, status: 'false' }).ok).toBe(ok);
  });

  test('shows a rate as a whole percent', () => {
    expect(ratePercent(0.15)).toBe('15%');
    expect(ratePercent(0.07)).toBe('7%');
    expect(ratePercent(1)).toBe('100%');
  });

  test('edits start from the stored promo', () => {
    expect(promoFormValues({ id: 3, name: 'welcome10', discountRate: 0.1, status: false })).toEqual({
      name: 'welcome10',
      discountRate: '0.1',
      status: 'false',
    });
  });

  test('a save is done when the stored, lower-cased name is the one sent', () => {
    const sent = toPromoPayload({ name: 'Spring15', discountRate: '0.15', status: 'true' });
    expect(isSavedPromo({ name: 'spring15' }, sent)).toBe(true);
    expect(isSavedPromo({ name: 'autumn' }, sent)).toBe(false);
  });
});
