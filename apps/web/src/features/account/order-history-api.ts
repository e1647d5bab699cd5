// Type-only: the shared zod schemas stay out of the account screens' chunks.
import type { OrderStatusView } from '@shop/shared/after-sale';
import type { OrderDetailLine, OrderSummary } from '@shop/shared/orders';
import { api } from '../../lib/api.ts';

export const getOrders = (userId: number) => api<OrderSummary[]>(`/api/users/${userId}/orders`);

export const getOrderDetail = (userId: number, orderId: number) =>
  api<OrderDetailLine[]>(`/api/users/${userId}/orders/${orderId}`);

/** The order's status page: by the key of its emailed link (a guest), or as its signed-in owner. */
export const getOrderStatus = (orderId: number, key: string | null, signal?: AbortSignal) =>
  api<OrderStatusView>(`/api/orders/${orderId}/status`, { headers: key ? { 'x-order-key': key } : {}, signal });
