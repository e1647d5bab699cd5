import type { AdminProduct, ProductBulk, ProductBulkResult } from '@shop/shared/product-status';
import type { AdminVariants, OptionsInput, Product, StockSettings, VariantUpdate } from '@shop/shared/products';
import type { WaitingCount } from '@shop/shared/stock-alerts';
import { ApiError, api } from '../../lib/api.ts';
import { getToken } from '../../lib/storage.ts';
import type { ProductPayload } from './product-form-rules.ts';
import type { DefaultPick } from './variant-editor-rules.ts';

/** The calls the admin's product screens make; the server refuses anyone but an admin. */

/** Every product, drafts and archived ones too, with its status (docs/decisions/055-drafts-and-bulk-edit.md). */
export const listProducts = (signal?: AbortSignal) => api<AdminProduct[]>('/api/admin/products', { signal });
export const getProduct = (id: number, signal?: AbortSignal) => api<AdminProduct>(`/api/admin/products/${id}`, { signal });

/** Publishes, unpublishes, archives or deletes these products, all or none. */
export const bulkProducts = (body: ProductBulk) => api<ProductBulkResult>('/api/admin/products/bulk', { method: 'POST', body });

/** The shop's default low-stock threshold, for the variants' blank fields (decision 040). */
export const getStockSettings = (signal?: AbortSignal) => api<StockSettings>('/api/admin/stock-settings', { signal });

/** How many confirmed addresses wait for each sold-out plant. */
export const listWaiting = (signal?: AbortSignal) => api<WaitingCount[]>('/api/admin/stock-alerts', { signal });
export const createProduct = (body: ProductPayload) => api<Product>('/api/products', { method: 'POST', body });
export const updateProduct = (id: number, body: ProductPayload) =>
  api<Product>(`/api/products/${id}`, { method: 'PUT', body });
export const deleteProduct = (id: number) => api<null>(`/api/products/${id}`, { method: 'DELETE' });

/** A product's sizes and planters as the owner manages them (decision 032); each write answers the whole set again. */
export const listVariants = (productId: number, signal?: AbortSignal) => api<AdminVariants>(`/api/products/${productId}/variants`, { signal });
export const saveOptions = (productId: number, body: OptionsInput) => api<AdminVariants>(`/api/products/${productId}/options`, { method: 'PUT', body });

/** Every combination of the options not on sale yet, at the default's price and with no stock. */
export const generateVariants = (productId: number) => api<AdminVariants>(`/api/products/${productId}/variants/generate`, { method: 'POST', body: {} });
export const updateVariant = (productId: number, variantId: number, body: VariantUpdate) =>
  api<AdminVariants>(`/api/products/${productId}/variants/${variantId}`, { method: 'PUT', body });

/** Deletes a variant no order took; the server archives one that orders name and says which it did. */
export const removeVariant = (productId: number, variantId: number) =>
  api<{ outcome: 'deleted' | 'archived'; variants: AdminVariants }>(`/api/products/${productId}/variants/${variantId}`, { method: 'DELETE' });

/** Changes the stock by so many units, never to a count: an order placed meanwhile is kept. */
export const adjustVariantStock = (productId: number, variantId: number, change: number) =>
  api<AdminVariants>(`/api/products/${productId}/variants/${variantId}/stock`, { method: 'POST', body: { change } });

/** Makes a variant the default through docs/product's PUT /api/products/:id (body: defaultPickBody). */
export const pickDefaultVariant = (productId: number, body: DefaultPick) => api<Product>(`/api/products/${productId}`, { method: 'PUT', body });

/** POST /api/images as multipart (field `image`); answers where the 1070x1400 original now lives. */
export async function uploadImage(file: File): Promise<{ imageURL: string }> {
  const form = new FormData();
  form.append('image', file);
  const response = await fetch('/api/images', {
    method: 'POST',
    headers: { accept: 'application/json', authorization: getToken() },
    body: form,
  });
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message = (data as { error?: unknown } | null)?.error;
    throw new ApiError(typeof message === 'string' ? message : 'The image could not be uploaded', response.status, data);
  }
  return data as { imageURL: string };
}
