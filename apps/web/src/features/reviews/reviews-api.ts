import { REVIEW_KEY_HEADER } from '@shop/shared/review-labels';
import type { OrderReviewPage, OwnReview, ReviewCreate, ReviewEdit } from '@shop/shared/reviews';
import { ApiError, api } from '../../lib/api.ts';
import { getToken } from '../../lib/storage.ts';

/** The emailed link's key, when the page was opened from it; a signed-in buyer needs none. */
const keyed = (key: string | null): Record<string, string> => (key ? { [REVIEW_KEY_HEADER]: key } : {});

export const getOrderReviewPage = (orderId: number, key: string | null, signal?: AbortSignal) =>
  api<OrderReviewPage>(`/api/reviews/orders/${orderId}`, { headers: keyed(key), ...(signal && { signal }) });

export const createReview = (orderId: number, key: string | null, body: ReviewCreate) =>
  api<OwnReview>(`/api/reviews/orders/${orderId}`, { method: 'POST', headers: keyed(key), body });

export const editReview = (reviewId: number, key: string | null, body: ReviewEdit) =>
  api<OwnReview>(`/api/reviews/${reviewId}`, { method: 'PUT', headers: keyed(key), body });

/** POST as multipart (field `photo`): the server checks, turns, shrinks and strips it, and answers its name. */
export async function uploadReviewPhoto(orderId: number, key: string | null, file: File): Promise<{ name: string; url: string }> {
  const form = new FormData();
  form.append('photo', file);
  const token = getToken();
  const response = await fetch(`/api/reviews/orders/${orderId}/photos`, {
    method: 'POST',
    headers: { accept: 'application/json', ...keyed(key), ...(token && { authorization: token }) },
    body: form,
  });
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message = (data as { error?: unknown } | null)?.error;
    throw new ApiError(typeof message === 'string' ? message : 'The photo could not be sent', response.status, data);
  }
  return data as { name: string; url: string };
}
