import type { AdminReview, AdminReviewQuery, ProductRatingRow, RemovalReason, ReviewSettings } from '@shop/shared/reviews';
import { api } from '../../lib/api.ts';

function queryOf(query: AdminReviewQuery): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) params.set(name, String(value));
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

export const listReviews = (query: AdminReviewQuery, signal?: AbortSignal) => api<AdminReview[]>(`/api/admin/reviews${queryOf(query)}`, { ...(signal && { signal }) });
export const publishReview = (id: number) => api<AdminReview>(`/api/admin/reviews/${id}/publish`, { method: 'POST' });
export const removeReview = (id: number, reason: RemovalReason, note: string) => api<AdminReview>(`/api/admin/reviews/${id}/remove`, { method: 'POST', body: { reason, ...(note && { note }) } });
export const replyToReview = (id: number, reply: string) => api<AdminReview>(`/api/admin/reviews/${id}/reply`, { method: 'PUT', body: { reply } });
export const getReviewSettings = (signal?: AbortSignal) => api<ReviewSettings>('/api/admin/review-settings', { ...(signal && { signal }) });
export const saveReviewSettings = (settings: ReviewSettings) => api<ReviewSettings>('/api/admin/review-settings', { method: 'PUT', body: settings });
export const getReviewRatings = (signal?: AbortSignal) => api<ProductRatingRow[]>('/api/admin/review-ratings', { ...(signal && { signal }) });
