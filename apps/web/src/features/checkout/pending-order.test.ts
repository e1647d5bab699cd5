// @vitest-environment jsdom
import { beforeEach, describe, expect, test } from 'vitest';
import { forgetPendingOrder, pendingOrderToken, rememberPendingOrder } from './pending-order.ts';

beforeEach(() => sessionStorage.clear());

describe('the order waiting for payment', () => {
  test('answers its secret for that order only, and never touches the cart', () => {
    localStorage.setItem('cart', '[{"userId":null,"productId":1,"qty":2}]');
    rememberPendingOrder({ orderId: 7, checkoutToken: 'secret' });
    expect(pendingOrderToken(7)).toBe('secret');
    expect(pendingOrderToken(8)).toBeUndefined();
    forgetPendingOrder();
    expect(pendingOrderToken(7)).toBeUndefined();
    expect(localStorage.getItem('cart')).toBe('[{"userId":null,"productId":1,"qty":2}]');
  });

  test('an unreadable entry answers no secret', () => {
    sessionStorage.setItem('checkout', '{not json');
    expect(pendingOrderToken(7)).toBeUndefined();
  });
});
