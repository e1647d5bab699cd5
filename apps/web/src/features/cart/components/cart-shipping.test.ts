import { describe, expect, test } from 'vitest';
import type { ShippingRate } from '@shop/shared/shipping';
import { cartShipping } from './cart-shipping.tsx';

const standard: ShippingRate = { id: 1, name: 'Standard', price: 9.95, freeFrom: 75, minDays: 3, maxDays: 6, active: true, position: 0 };
const expedited: ShippingRate = { id: 2, name: 'Expedited', price: 24.95, freeFrom: null, minDays: 1, maxDays: 3, active: true, position: 1 };

describe("the cart's shipping line (decision 034)", () => {
  test('a $60 cart ships Standard at $9.95 and is $15.00 from free shipping', () => {
    expect(cartShipping([standard, expedited], 6000)).toEqual({
      label: 'Shipping (Standard)',
      value: '$9.95',
      estimate: '3-6 business days',
      moreForFree: '$15.00 more for free shipping',
      options: [
        { id: 1, name: 'Standard', estimate: '3-6 business days', value: '$9.95' },
        { id: 2, name: 'Expedited', estimate: '1-3 business days', value: '$24.95' },
      ],
    });
  });

  test('an $80 cart ships free, and says nothing more', () => {
    expect(cartShipping([standard, expedited], 8000)).toMatchObject({ value: 'Free', moreForFree: null });
  });

  test('a shop with no rates ships free; before the rates come, nothing is said', () => {
    expect(cartShipping([], 1000)).toEqual({ label: 'Shipping', value: 'Free', estimate: null, moreForFree: null, options: [] });
    expect(cartShipping(null, 1000)).toBeNull();
  });
});
