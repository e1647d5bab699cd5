import type { Promo } from '@shop/shared/promos';
import { api } from '../../lib/api.ts';
import type { PromoPayload } from './promo-form-rules.ts';

/** The calls the admin's promo screens make; the server refuses anyone but an admin. */

export const listPromos = (signal?: AbortSignal) => api<Promo[]>('/api/promos', { signal });
export const getPromo = (id: number, signal?: AbortSignal) => api<Promo>(`/api/promos/${id}`, { signal });
export const createPromo = (body: PromoPayload) => api<Promo>('/api/promos', { method: 'POST', body });
export const updatePromo = (id: number, body: PromoPayload) => api<Promo>(`/api/promos/${id}`, { method: 'PUT', body });
export const deletePromo = (id: number) => api<null>(`/api/promos/${id}`, { method: 'DELETE' });
