// Type-only: the shared zod schemas stay out of the storefront's first load.
import type { ConfirmedOrder, OrderCreate, PlacedOrder } from '@shop/shared/orders';
import { api } from '../../lib/api.ts';

/** The answer is the pending order, priced by the server, with its secret checkout token. */
// docs/product sends no auth header here; we send the stored token anyway so the server can check the body's userId.
export const postOrder = (body: OrderCreate) => api<PlacedOrder>('/api/orders', { method: 'POST', body });

export const postCheckout = (order: PlacedOrder) =>
  api<string>('/api/orders/checkout', {
    method: 'POST',
    body: order,
    headers: { 'x-checkout-token': order.checkoutToken },
  });

export const putOrderStatus = (orderId: number, status: string, checkoutToken: string | undefined) =>
  api<ConfirmedOrder>(`/api/orders/${orderId}`, {
    method: 'PUT',
    body: { status },
    headers: checkoutToken ? { 'x-checkout-token': checkoutToken } : {},
  });
