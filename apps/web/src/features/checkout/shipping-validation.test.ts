import { describe, expect, test } from 'vitest';
import { MSG } from '@shop/shared/messages';
import { emptyShipping, validateShipping } from './shipping-validation.ts';

const valid = {
  ...emptyShipping,
  firstName: 'Maya',
  lastName: 'Green',
  email: 'maya@example.com',
  street1: '12 Fern Street',
  city: 'Portland',
  state: 'OR',
  zip: '97201',
};

describe('shipping validation', () => {
  test('accepts a complete address; street2 and promoCode are optional', () => {
    // The care tips checkbox is not a text field: off unless the form ticks it.
    expect(validateShipping(valid)).toEqual({ data: { ...valid, careTips: false } });
  });

  test('names each invalid field with its placeholder message', () => {
    const result = validateShipping({ ...emptyShipping, email: 'not-an-email', zip: '12ab' });
    expect(result).toEqual({
      errors: {
        firstName: MSG.shipFirstName,
        lastName: MSG.shipLastName,
        email: MSG.shipEmail,
        street1: MSG.shipStreet1,
        city: MSG.shipCity,
        state: MSG.shipState,
        zip: MSG.shipZip,
      },
    });
  });

  test('zip is 5 to 9 digits', () => {
    expect('errors' in validateShipping({ ...valid, zip: '1234' })).toBe(true);
    expect('errors' in validateShipping({ ...valid, zip: '1234567890' })).toBe(true);
    expect('data' in validateShipping({ ...valid, zip: '972011234' })).toBe(true);
  });
});
