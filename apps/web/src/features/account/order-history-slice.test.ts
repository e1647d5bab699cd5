import { configureStore } from '@reduxjs/toolkit';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { fetchOrderDetail, fetchOrders, orderHistoryReducer } from './order-history-slice.ts';

const summary = {
  id: 4,
  createdAt: '2025-06-14T10:00:00.000Z',
  totalQty: 2,
  finalPrice: 40,
  promoRate: 0,
  status: 'complete',
};
const line = {
  id: 1,
  productName: 'Fern',
  qty: 2,
  totalPrice: 40,
  address: '12 Fern Street  Portland  OR  97201',
  createdAt: '2025-06-14T10:00:00.000Z',
  paymentMethod: 'cc',
  userName: 'Maya Green',
};

const makeStore = () => configureStore({ reducer: { orderHistory: orderHistoryReducer } });

afterEach(() => vi.unstubAllGlobals());

describe('order history', () => {
  test("a shopper's orders and an order's lines load from their own addresses", async () => {
    const fetch = vi.fn(async (url: string) => Response.json(url.endsWith('/orders') ? [summary] : [line]));
    vi.stubGlobal('fetch', fetch);
    const store = makeStore();
    await store.dispatch(fetchOrders(5));
    await store.dispatch(fetchOrderDetail({ userId: 5, orderId: 4 }));
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/users/5/orders', '/api/users/5/orders/4']);
    expect(store.getState().orderHistory).toMatchObject({
      orders: [summary],
      orderDetail: [line],
      status: 'success',
      loading: false,
    });
  });

  test('opening another order forgets the lines of the last one while it loads', () => {
    const opened = orderHistoryReducer(undefined, { type: fetchOrderDetail.fulfilled.type, payload: [line] });
    const loading = orderHistoryReducer(opened, { type: fetchOrderDetail.pending.type });
    expect(loading).toMatchObject({ orderDetail: [], status: 'loading', loading: true });
  });

  test("a failure stores the server's message", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ error: 'Session expired' }, { status: 401 })),
    );
    const store = makeStore();
    await store.dispatch(fetchOrders(5));
    expect(store.getState().orderHistory).toMatchObject({
      status: 'failed',
      error: 'Session expired',
      loading: false,
    });
  });
});
