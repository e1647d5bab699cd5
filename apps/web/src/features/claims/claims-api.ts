// Type-only: the shared zod schemas stay out of this chunk.
import type { OrderClaims } from '@shop/shared/claims';
import { api, ApiError } from '../../lib/api.ts';
import { getToken } from '../../lib/storage.ts';

const keyHeaders = (key: string | null): Record<string, string> => (key ? { 'x-order-key': key } : {});

/** The order's claims and what may still be claimed, by the key of its emailed link or as its signed-in owner. */
export const getOrderClaims = (orderId: number, key: string | null, signal?: AbortSignal) =>
  api<OrderClaims>(`/api/orders/${orderId}/claims`, { headers: keyHeaders(key), signal });

/** A multipart form (fields and photos); the server answers the order's claims as they are now. */
async function sendForm(path: string, key: string | null, form: FormData): Promise<OrderClaims> {
  const headers: Record<string, string> = { accept: 'application/json', ...keyHeaders(key) };
  const token = getToken();
  if (token) headers.authorization = token;
  const response = await fetch(path, { method: 'POST', headers, body: form });
  const text = await response.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = text;
  }
  if (!response.ok) {
    const said = typeof data === 'object' && data !== null && typeof (data as { error?: unknown }).error === 'string' ? (data as { error: string }).error : null;
    // A 413 without the shop's sentence is a proxy's, about the bytes; the shop's own says which limit (15 MB, 50 million pixels).
    const message = said ?? (response.status === 413 ? 'A photo must be at most 15 MB' : `The claim could not be sent (${response.status})`);
    throw new ApiError(message, response.status, data);
  }
  return data as OrderClaims;
}

export const fileClaim = (orderId: number, key: string | null, form: FormData) => sendForm(`/api/orders/${orderId}/claims`, key, form);

export const addClaimPhotos = (orderId: number, claimId: number, key: string | null, form: FormData) =>
  sendForm(`/api/orders/${orderId}/claims/${claimId}/photos`, key, form);
