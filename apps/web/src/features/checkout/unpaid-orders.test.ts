// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { forgetPendingOrder, pendingOrderToken } from './pending-order.ts';
import { forgetUnpaidOrder, heldBack, rememberUnpaidOrder, resumeUnpaidOrder, startOver, unpaidOrders, unpaidOrderToken } from './unpaid-orders.ts';

let calls: { url: string; method: string; token: string | null }[];
beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  calls = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const headers = init.headers as Record<string, string>;
    calls.push({ url, method: init.method ?? 'GET', token: headers['x-checkout-token'] ?? null });
    if (url === '/api/orders/checkout') return new Response(JSON.stringify('http://127.0.0.1:3000/pay/abc'), { status: 200 });
    return new Response(JSON.stringify({ id: 7, status: 'canceled' }), { status: 200 });
  });
});
afterEach(() => vi.unstubAllGlobals());

// Decision 029: a shopper held back by their own unpaid order is offered it back, or a fresh start.
describe('unpaid orders from this browser', () => {
  test('are remembered across tabs, newest last, until paid or canceled', () => {
    rememberUnpaidOrder({ id: 7, checkoutToken: 'old-secret' });
    rememberUnpaidOrder({ id: 8, checkoutToken: 'other-secret' });
    expect(unpaidOrders().at(-1)).toEqual({ orderId: 8, checkoutToken: 'other-secret' });
    expect(unpaidOrderToken(7)).toBe('old-secret');
    forgetUnpaidOrder(7);
    expect(unpaidOrderToken(7)).toBeUndefined();
    localStorage.setItem('unpaid-orders', '{not json');
    expect(unpaidOrders()).toEqual([]);
  });

  test('the limit on unpaid orders (429) and the per-shopper cap hold a shopper back; other refusals do not', () => {
    expect(heldBack('You already have 3 unpaid orders holding plants. Pay for one, or wait until it expires')).toBe(true);
    expect(heldBack('You already have 1 unpaid order holding plants.')).toBe(true);
    expect(heldBack('You already hold 20 of Fern in unpaid orders; at most 20 per shopper')).toBe(true);
    expect(heldBack('Unknown product: 3')).toBe(false);
    expect(heldBack('Failed to fetch')).toBe(false);
  });

  test('finish paying opens its payment page with its secret; start over cancels every one through the server', async () => {
    rememberUnpaidOrder({ id: 7, checkoutToken: 'old-secret' });
    rememberUnpaidOrder({ id: 8, checkoutToken: 'other-secret' });
    forgetPendingOrder();
    expect(await resumeUnpaidOrder({ orderId: 8, checkoutToken: 'other-secret' })).toBe('http://127.0.0.1:3000/pay/abc');
    expect(calls.at(-1)).toEqual({ url: '/api/orders/checkout', method: 'POST', token: 'other-secret' });
    expect(pendingOrderToken(8)).toBe('other-secret');

    calls = [];
    await startOver();
    expect(calls).toEqual([
      { url: '/api/orders/7', method: 'PUT', token: 'old-secret' },
      { url: '/api/orders/8', method: 'PUT', token: 'other-secret' },
    ]);
    expect(unpaidOrders()).toEqual([]);
    expect(pendingOrderToken(8)).toBeUndefined();
  });
});
