// @vitest-environment jsdom
import { beforeEach, describe, expect, test } from 'vitest';
import { forgetPendingOrder, forgetUnpaidOrder, pendingOrderToken, rememberPendingOrder, unpaidOrders } from './pending-order.ts';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('the order waiting for payment', () => {
  test('answers its secret for that order only, and never touches the cart', () => {
    localStorage.setItem('cart', '[{"userId":null,"productId":1,"qty":2}]');
    rememberPendingOrder({ orderId: 7, checkoutToken: 'secret' });
    expect(pendingOrderToken(7)).toBe('secret');
    expect(pendingOrderToken(8)).toBeUndefined();
    forgetPendingOrder();
    // Another tab of the same browser may still finish paying for it (decision 029), until it is settled.
    expect(pendingOrderToken(7)).toBe('secret');
    forgetUnpaidOrder(7);
    expect(pendingOrderToken(7)).toBeUndefined();
    expect(unpaidOrders()).toEqual([]);
    expect(localStorage.getItem('cart')).toBe('[{"userId":null,"productId":1,"qty":2}]');
  });

  test('an unreadable entry answers no secret', () => {
    sessionStorage.setItem('checkout', '{not json');
    expect(pendingOrderToken(7)).toBeUndefined();
  });
});
