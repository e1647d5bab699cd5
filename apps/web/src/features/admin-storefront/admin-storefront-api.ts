import type { Product } from '@shop/shared/products';
import type { StorefrontContentInput, StorefrontSettings } from '@shop/shared/storefront-content';
import { api, ApiError } from '../../lib/api.ts';
import { getToken } from '../../lib/storage.ts';

/** The owner's storefront content (decision 049): the landing's words, picture and plants, and the announcement. */
export const getStorefront = (signal?: AbortSignal) => api<StorefrontSettings>('/api/admin/storefront', { signal });
export const saveStorefront = (body: StorefrontContentInput) => api<StorefrontSettings>('/api/admin/storefront', { method: 'PUT', body });

/** Plants whose name or tags match, for the featured plants' picker. */
export const findPlants = (search: string, signal?: AbortSignal) =>
  api<Product[]>(`/api/products?${new URLSearchParams({ q: search, limit: '6' }).toString()}`, { signal });

/** POST /api/images/hero as multipart (field `image`): answers where the 2400x1350 picture now lives. */
export async function uploadHeroImage(file: File): Promise<{ imageURL: string }> {
  const form = new FormData();
  form.append('image', file);
  const response = await fetch('/api/images/hero', {
    method: 'POST',
    headers: { accept: 'application/json', authorization: getToken() },
    body: form,
  });
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message = (data as { error?: unknown } | null)?.error;
    throw new ApiError(typeof message === 'string' ? message : 'The picture could not be uploaded', response.status, data);
  }
  return data as { imageURL: string };
}
