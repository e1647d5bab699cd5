import { describe, expect, test } from 'vitest';
import { emptyPromoValues, isSavedPromo, promoFormValues, toLocalInput, toPromoPayload, usesLabel, validatePromo } from './promo-form-rules.ts';

const noRules = { startsAt: '', endsAt: '', maxUses: '', oncePerCustomer: false };
const sentNoRules = { startsAt: null, endsAt: null, maxUses: null, oncePerCustomer: false };

const RATE = 'Rate must be between 0 and 1 in steps of 0.01';

describe('the promo forms (docs/product/rules.md#validation)', () => {
  test('accepts a name, a rate and a status, and sends them typed', () => {
    const values = { name: ' Spring15 ', discountRate: '0.15', status: 'true' as const, ...noRules };
    expect(validatePromo(values)).toEqual({ ok: true, errors: {} });
    expect(toPromoPayload(values)).toEqual({ name: 'Spring15', discountRate: 0.15, status: true, ...sentNoRules });
  });

  test('an empty form names the name, the rate and the status', () => {
    expect(validatePromo(emptyPromoValues)).toEqual({
      ok: false,
      errors: { name: 'Name is required', discountRate: RATE, status: 'Status must be true or false' },
    });
    expect(toPromoPayload(emptyPromoValues)).toEqual({ name: '', discountRate: null, status: null, ...sentNoRules });
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
    expect(validatePromo({ name: 'summer', discountRate, status: 'false', ...noRules }).ok).toBe(ok);
  });

  test('edits start from the stored promo', () => {
    const stored = { id: 3, name: 'welcome10', discountRate: 0.1, status: false, startsAt: null, endsAt: null, maxUses: null, oncePerCustomer: false, uses: 0 };
    expect(promoFormValues(stored)).toEqual({ name: 'welcome10', discountRate: '0.1', status: 'false', ...noRules });
  });

  test('a save is done when the stored, lower-cased name is the one sent', () => {
    const sent = toPromoPayload({ name: 'Spring15', discountRate: '0.15', status: 'true', ...noRules });
    expect(isSavedPromo({ name: 'spring15' }, sent)).toBe(true);
    expect(isSavedPromo({ name: 'autumn' }, sent)).toBe(false);
  });

  test('sends the rules: dates as instants, a cap as a number, once per customer', () => {
    const values = { name: 'holiday', discountRate: '0.2', status: 'true' as const, startsAt: '2026-12-01T09:00', endsAt: '2026-12-26T00:00', maxUses: '50', oncePerCustomer: true };
    expect(validatePromo(values)).toEqual({ ok: true, errors: {} });
    const sent = toPromoPayload(values);
    expect(sent).toMatchObject({ maxUses: 50, oncePerCustomer: true });
    expect(toLocalInput(sent.startsAt)).toBe('2026-12-01T09:00');
    expect(new Date(sent.endsAt!).getTime()).toBe(new Date('2026-12-26T00:00').getTime());
  });

  test('refuses an end before the start and a cap that is not a whole number above 0', () => {
    const base = { name: 'holiday', discountRate: '0.2', status: 'true' as const, ...noRules };
    expect(validatePromo({ ...base, startsAt: '2026-12-02T00:00', endsAt: '2026-12-01T00:00' }).errors.endsAt).toBe('The end must be after the start');
    expect(validatePromo({ ...base, maxUses: '0' }).errors.maxUses).toBe('Uses must be a whole number from 1 to 1,000,000');
    expect(validatePromo({ ...base, maxUses: 'lots' }).errors.maxUses).toBe('Uses must be a whole number from 1 to 1,000,000');
  });

  test('says how much of its cap a promo has used', () => {
    expect(usesLabel({ uses: 3, maxUses: 5 })).toBe('3 of 5 used');
    expect(usesLabel({ uses: 3, maxUses: null })).toBe('3 used');
  });
});
