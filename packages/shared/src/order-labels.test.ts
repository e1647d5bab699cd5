import { describe, expect, test } from 'vitest';
import { paymentMethodLabel } from './order-labels.ts';

describe('payment method label', () => {
  test("'cc' is shown as 'Credit / debit card'", () => {
    expect(paymentMethodLabel('cc')).toBe('Credit / debit card');
  });

  test('any other method is shown as stored', () => {
    expect(paymentMethodLabel('stripe')).toBe('stripe');
  });
});
