import type { CartLine, ExpandedCartLine } from '@shop/shared/cart';
import { api } from '../../lib/api.ts';

export const getServerCart = (userId: number) => api<CartLine[] | null>(`/api/users/${userId}/cart`);

export const saveServerCart = (userId: number, cart: readonly CartLine[]) =>
  api<unknown>(`/api/users/${userId}/cart`, { method: 'POST', body: { cart } });

export const purgeServerCart = (userId: number) =>
  api<unknown>(`/api/users/${userId}/cart`, { method: 'DELETE', body: { action: 'purge' } });

export const expandCart = (cart: readonly CartLine[]) =>
  api<ExpandedCartLine[]>('/api/products/cart', { method: 'POST', body: cart });
