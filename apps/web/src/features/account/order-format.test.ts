import { describe, expect, test } from 'vitest';
import { orderDate, orderTotals, splitAddress } from './order-format.ts';

const line = (totalPrice: number) => ({
  id: 1,
  productName: 'Fern',
  variantTitle: '',
  qty: 1,
  totalPrice,
  address: '12 Fern Street, Apt 4  Portland  OR  97201',
  createdAt: '2025-06-14T10:00:00.000Z',
  paymentMethod: 'cc',
  userName: 'Maya Green',
});

describe('order detail formatting', () => {
  test('the date is the first 10 characters of createdAt', () => {
    expect(orderDate('2025-06-14T10:00:00.000Z')).toBe('2025-06-14');
  });

  test('the address splits on double spaces into street, city, state and zip', () => {
    expect(splitAddress(line(1).address)).toEqual({
      street: '12 Fern Street, Apt 4',
      city: 'Portland',
      state: 'OR',
      zip: '97201',
    });
  });

  test('the rows are the parts the server priced, so they add up with shipping and tax (decision 034)', () => {
    expect(orderTotals([line(29.99), line(19.99)], { discount: 7.49, shipping: 9.95, tax: 3.08, finalPrice: 55.52 })).toEqual({
      subtotal: 49.98,
      discount: 7.49,
      shipping: 9.95,
      tax: 3.08,
      total: 55.52,
    });
    expect(orderTotals([line(10.1), line(0.2)], undefined)).toEqual({
      subtotal: 10.3,
      discount: 0,
      shipping: 0,
      tax: 0,
      total: 10.3,
    });
  });
});
