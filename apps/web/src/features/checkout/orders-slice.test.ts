// @vitest-environment jsdom
import { configureStore } from '@reduxjs/toolkit';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createOrder, ordersReducer } from './orders-slice.ts';
import { pendingOrderToken, rememberPendingOrder } from './pending-order.ts';

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
