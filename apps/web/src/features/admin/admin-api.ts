import type { UserListItem } from '@shop/shared/accounts';
import type { Dashboard } from '@shop/shared/admin';
import type { PackingSlip, RefundInput, ShipmentInput } from '@shop/shared/after-sale';
import type { AdminOrder, AdminOrderSummary, OrderStatus } from '@shop/shared/orders';
import type { PolicyPageInput, PolicyPageSummary } from '@shop/shared/pages';
import type { PolicyPage, PolicySlug } from '@shop/shared/policy-pages';
import type { AdminVariants, OptionsInput, Product, VariantUpdate } from '@shop/shared/products';
import type { Promo } from '@shop/shared/promos';
import type { ShippingRate } from '@shop/shared/shipping';
import type { WaitingCount } from '@shop/shared/stock-alerts';
import type { TaxState } from '@shop/shared/tax';
import { ApiError, api } from '../../lib/api.ts';
import { getToken } from '../../lib/storage.ts';
import type { ProductPayload } from './product-form-rules.ts';
import type { PromoPayload } from './promo-form-rules.ts';
import type { RatePayload } from './shipping-rate-rules.ts';
import type { TaxPayload } from './tax-state-rules.ts';
import type { DefaultPick } from './variant-editor-rules.ts';

/** Every call the admin screens make; the server refuses anyone but an admin. */

export const getDashboard = (signal?: AbortSignal) => api<Dashboard>('/api/admin/dashboard', { signal });

export const listProducts = (signal?: AbortSignal) => api<Product[]>('/api/products', { signal });
export const getProduct = (id: number, signal?: AbortSignal) => api<Product>(`/api/products/${id}`, { signal });
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

/** Makes a variant the default through SPEC's PUT /api/products/:id (body: defaultPickBody). */
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

export const listPromos = (signal?: AbortSignal) => api<Promo[]>('/api/promos', { signal });
export const getPromo = (id: number, signal?: AbortSignal) => api<Promo>(`/api/promos/${id}`, { signal });
export const createPromo = (body: PromoPayload) => api<Promo>('/api/promos', { method: 'POST', body });
export const updatePromo = (id: number, body: PromoPayload) => api<Promo>(`/api/promos/${id}`, { method: 'PUT', body });
export const deletePromo = (id: number) => api<null>(`/api/promos/${id}`, { method: 'DELETE' });

/** Every shipping rate, inactive ones too; there is no delete: the owner deactivates a rate. */
export const listShippingRates = (signal?: AbortSignal) => api<ShippingRate[]>('/api/admin/shipping-rates', { signal });
export const createShippingRate = (body: RatePayload) => api<ShippingRate>('/api/admin/shipping-rates', { method: 'POST', body });
export const updateShippingRate = (id: number, body: RatePayload) => api<ShippingRate>(`/api/admin/shipping-rates/${id}`, { method: 'PUT', body });

/** The states where the shop collects sales tax; saving one starts collecting there or changes how. */
export const listTaxStates = (signal?: AbortSignal) => api<TaxState[]>('/api/admin/tax-states', { signal });
export const saveTaxState = (state: string, body: TaxPayload) => api<TaxState>(`/api/admin/tax-states/${state}`, { method: 'PUT', body });
export const deleteTaxState = (state: string) => api<null>(`/api/admin/tax-states/${state}`, { method: 'DELETE' });

export const listUsers = (signal?: AbortSignal) => api<UserListItem[]>('/api/users', { signal });
export const setUserDisabled = (id: number, disabled: boolean) =>
  api<UserListItem>(`/api/users/${id}/disabled`, { method: 'PUT', body: { disabled } });

export const listOrders = (status: OrderStatus | undefined, signal?: AbortSignal) =>
  api<AdminOrderSummary[]>(status ? `/api/orders?status=${status}` : '/api/orders', { signal });
export const getOrder = (id: number, signal?: AbortSignal) => api<AdminOrder>(`/api/orders/${id}`, { signal });
export const shipOrder = (id: number, body: ShipmentInput) => api<AdminOrder>(`/api/orders/${id}/ship`, { method: 'PUT', body });
export const refundOrder = (id: number, body: RefundInput) => api<AdminOrder>(`/api/orders/${id}/refunds`, { method: 'POST', body });
export const cancelOrder = (id: number, reason: string) => api<AdminOrder>(`/api/orders/${id}/cancel`, { method: 'POST', body: { reason } });

/** Every order waiting to ship, or one order's slip. */
export const getPackingSlips = (signal?: AbortSignal) => api<PackingSlip[]>('/api/packing-slips', { signal });
export const getPackingSlip = (id: number, signal?: AbortSignal) => api<PackingSlip>(`/api/packing-slips/${id}`, { signal });

/** The shop's policy pages (decision 035): anyone reads them; saving and previewing are the admin's. */
export const listPolicyPages = (signal?: AbortSignal) => api<PolicyPageSummary[]>('/api/pages', { signal });
export const getPolicyPage = (slug: PolicySlug, signal?: AbortSignal) => api<PolicyPage>(`/api/pages/${slug}`, { signal });
export const savePolicyPage = (slug: PolicySlug, body: PolicyPageInput) => api<PolicyPage>(`/api/pages/${slug}`, { method: 'PUT', body });
/** The page as the shop would show it with this text; nothing is saved. */
export const previewPolicyPage = (slug: PolicySlug, body: PolicyPageInput) =>
  api<PolicyPage>(`/api/pages/${slug}/preview`, { method: 'POST', body });
