import type { CartLine, ExpandedCartLine } from '@shop/shared/cart';
import type { CartRestore } from '@shop/shared/checkout-reminders';
import { api } from '../../lib/api.ts';

export const getServerCart = (userId: number) => api<CartLine[] | null>(`/api/users/${userId}/cart`);

export const saveServerCart = (userId: number, cart: readonly CartLine[]) =>
  api<unknown>(`/api/users/${userId}/cart`, { method: 'POST', body: { cart } });

export const purgeServerCart = (userId: number) =>
  api<unknown>(`/api/users/${userId}/cart`, { method: 'DELETE', body: { action: 'purge' } });

export const expandCart = (cart: readonly CartLine[]) =>
  api<ExpandedCartLine[]>('/api/products/cart', { method: 'POST', body: cart });

/** The cart a checkout reminder's link rebuilds, from today's stock and prices (decision 072). */
export const fetchReminderCart = (orderId: number, key: string) =>
  api<CartRestore>('/api/checkout-reminders/cart', { method: 'POST', body: { orderId, key } });
