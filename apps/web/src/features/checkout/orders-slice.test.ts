// @vitest-environment jsdom
import { configureStore } from '@reduxjs/toolkit';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createOrder, ordersReducer, resumeUnpaidOrder, startOver } from './orders-slice.ts';
import { forgetPendingOrder, pendingOrderToken, rememberPendingOrder, unpaidOrders } from './pending-order.ts';

const body = {
  name: { firstName: 'Ada', lastName: 'Gardener' },
  address: { street1: '12 Fern Street', street2: '', city: 'Portland', state: 'OR', zip: '97201' },
  userEmail: 'ada@example.com',
  promoCode: '',
  cart: '[{"userId":null,"productId":1,"qty":1}]',
  userId: null,
  currencyId: 1,
};
const placed = { id: 9, status: 'pending', createdAt: '', totalQty: 1, subtotal: 5, discount: 0, finalPrice: 5, promoRate: 0, lines: [], checkoutToken: 'new-secret' };

let calls: { url: string; method: string; token: string | null }[];
beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  calls = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const headers = init.headers as Record<string, string>;
    calls.push({ url, method: init.method ?? 'GET', token: headers['x-checkout-token'] ?? null });
    const answer = init.method === 'POST' ? placed : { id: 7, status: 'canceled' };
    return new Response(JSON.stringify(answer), { status: init.method === 'POST' ? 201 : 200 });
  });
});
afterEach(() => vi.unstubAllGlobals());

const store = () => configureStore({ reducer: { orders: ordersReducer } });

describe('placing an order', () => {
  test('cancels the unpaid order this tab placed before, then places the new one and remembers it', async () => {
    rememberPendingOrder({ orderId: 7, checkoutToken: 'old-secret' });
    await store().dispatch(createOrder(body));
    expect(calls).toEqual([
      { url: '/api/orders/7', method: 'PUT', token: 'old-secret' },
      { url: '/api/orders', method: 'POST', token: null },
    ]);
    expect(pendingOrderToken(7)).toBeUndefined();
    expect(pendingOrderToken(9)).toBe('new-secret');
  });

  test('places the order straight away when this tab has none waiting', async () => {
    await store().dispatch(createOrder(body));
    expect(calls.map((call) => call.method)).toEqual(['POST']);
  });
});

// Decision 029: a shopper held back by their own unpaid order is offered it back, or a fresh start.
describe('an unpaid order in the way', () => {
  function refuse(status: number, error: string) {
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      const headers = init.headers as Record<string, string>;
      calls.push({ url, method: init.method ?? 'GET', token: headers['x-checkout-token'] ?? null });
      if (url === '/api/orders' && init.method === 'POST') return new Response(JSON.stringify({ error }), { status });
      if (url === '/api/orders/checkout') return new Response(JSON.stringify('http://127.0.0.1:3000/pay/abc'), { status: 200 });
      return new Response(JSON.stringify({ id: 7, status: 'canceled' }), { status: 200 });
    });
  }

  test('a 429 with an unpaid order from this browser (another tab) offers that order', async () => {
    rememberPendingOrder({ orderId: 7, checkoutToken: 'old-secret' });
    forgetPendingOrder(); // the tab that placed it is closed; the browser still knows it
    refuse(429, 'You have 3 unpaid orders holding stock');
    const shop = store();
    await shop.dispatch(createOrder(body));
    expect(shop.getState().orders.unpaid).toEqual({ orderId: 7, checkoutToken: 'old-secret' });
    expect(shop.getState().orders.error).toBe('You have 3 unpaid orders holding stock');
  });

  test('the per-shopper cap on plants held in unpaid orders offers it too; other refusals do not', async () => {
    rememberPendingOrder({ orderId: 7, checkoutToken: 'old-secret' });
    forgetPendingOrder();
    refuse(400, 'You already hold 20 of Fern in unpaid orders; at most 20 per shopper until they are paid or expire');
    const shop = store();
    await shop.dispatch(createOrder(body));
    expect(shop.getState().orders.unpaid?.orderId).toBe(7);
    refuse(400, 'Unknown product: 3');
    await shop.dispatch(createOrder(body));
    expect(shop.getState().orders.unpaid).toBeNull();
  });

  test('finish paying opens its payment page with its secret; start over cancels every one through the server', async () => {
    rememberPendingOrder({ orderId: 7, checkoutToken: 'old-secret' });
    rememberPendingOrder({ orderId: 8, checkoutToken: 'other-secret' });
    forgetPendingOrder();
    refuse(429, 'too many');
    const shop = store();
    const resumed = await shop.dispatch(resumeUnpaidOrder({ orderId: 8, checkoutToken: 'other-secret' }));
    expect(resumed.payload).toBe('http://127.0.0.1:3000/pay/abc');
    expect(calls.at(-1)).toEqual({ url: '/api/orders/checkout', method: 'POST', token: 'other-secret' });
    expect(pendingOrderToken(8)).toBe('other-secret');

    calls = [];
    await shop.dispatch(startOver());
    expect(calls).toEqual([
      { url: '/api/orders/7', method: 'PUT', token: 'old-secret' },
      { url: '/api/orders/8', method: 'PUT', token: 'other-secret' },
    ]);
    expect(unpaidOrders()).toEqual([]);
    expect(shop.getState().orders).toMatchObject({ unpaid: null, error: '' });
  });
});
