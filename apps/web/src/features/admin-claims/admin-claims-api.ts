// Type-only: the shared zod schemas stay out of this chunk.
import type { AdminClaim, ClaimRates, ClaimSettings, OrderClaims } from '@shop/shared/claims';
import { api } from '../../lib/api.ts';

/** The owner's claims calls (decision 042); the server refuses anyone but an admin. */

export type QueueFilter = 'waiting' | 'all' | 'denied' | 'replaced' | 'refunded';

export const listClaims = (status: QueueFilter, signal?: AbortSignal) => api<AdminClaim[]>(`/api/claims?status=${status}`, { signal });
export const requestClaimInfo = (id: number, message: string) => api<AdminClaim>(`/api/claims/${id}/request-info`, { method: 'POST', body: { message } });
export const denyClaim = (id: number, reason: string) => api<AdminClaim>(`/api/claims/${id}/deny`, { method: 'POST', body: { reason } });
export const replaceClaim = (id: number, note: string) => api<AdminClaim>(`/api/claims/${id}/replace`, { method: 'POST', body: { note } });
export const refundClaim = (id: number, restock: boolean) => api<AdminClaim>(`/api/claims/${id}/refund`, { method: 'POST', body: { restock } });
export const getClaimSettings = (signal?: AbortSignal) => api<ClaimSettings>('/api/claims/settings', { signal });
export const saveClaimSettings = (body: ClaimSettings) => api<ClaimSettings>('/api/claims/settings', { method: 'PUT', body });
/** One order's claims, for its admin page. */
export const getOrderClaims = (orderId: number, signal?: AbortSignal) => api<OrderClaims>(`/api/orders/${orderId}/claims`, { signal });
/** Claimed units over shipped units per plant and per reason, the last 90 days. */
export const getClaimRates = (signal?: AbortSignal) => api<ClaimRates>('/api/admin/dashboard/claim-rates', { signal });
