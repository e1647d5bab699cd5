import type { PackingSlip, RefundInput, ShipmentInput } from '@shop/shared/after-sale';
import type { AdminOrder, AdminOrderSummary, OrderStatus } from '@shop/shared/orders';
import type { AdminOrderPage } from '@shop/shared/order-search';
import type { ShippingRate } from '@shop/shared/shipping';
import { api } from '../../lib/api.ts';
import { downloadCsv } from '../../lib/download-csv.ts';

/** The calls the admin's order screens and packing slips make; the server refuses anyone but an admin. */

export const listOrders = (status: OrderStatus | 'ship-today' | undefined, signal?: AbortSignal) =>
  api<AdminOrderSummary[]>(
    status === 'ship-today'
      ? '/api/orders?shipToday=true'
      : status
        ? `/api/orders?status=${status}`
        : '/api/orders',
    { signal },
  );
/** The owner ships a paid order anyway, or holds it, whatever the weather (decision 044). */
export const decideWeather = (id: number, decision: 'ships' | 'held') =>
  api<AdminOrder>(`/api/orders/${id}/weather`, { method: 'POST', body: { decision } });
export const getOrder = (id: number, signal?: AbortSignal) =>
  api<AdminOrder>(`/api/orders/${id}`, { signal });
export const shipOrder = (id: number, body: ShipmentInput) =>
  api<AdminOrder>(`/api/orders/${id}/ship`, { method: 'PUT', body });
/** A pickup order made ready at its place, then collected (decision 067). */
export const markReady = (id: number) => api<AdminOrder>(`/api/orders/${id}/ready`, { method: 'PUT' });
export const markPickedUp = (id: number) => api<AdminOrder>(`/api/orders/${id}/picked-up`, { method: 'PUT' });
export const refundOrder = (id: number, body: RefundInput) =>
  api<AdminOrder>(`/api/orders/${id}/refunds`, { method: 'POST', body });
/** The parcel arrived (decision 057): the arrival guarantee counts from today. */
export const markDelivered = (id: number) => api<AdminOrder>(`/api/orders/${id}/delivered`, { method: 'PUT' });
export const cancelOrder = (id: number, reason: string) =>
  api<AdminOrder>(`/api/orders/${id}/cancel`, { method: 'POST', body: { reason } });

/** Every order waiting to ship, or one order's slip. */
export const getPackingSlips = (signal?: AbortSignal) => api<PackingSlip[]>('/api/packing-slips', { signal });
export const getPackingSlip = (id: number, signal?: AbortSignal) =>
  api<PackingSlip>(`/api/packing-slips/${id}`, { signal });

/** The list at volume (decision 069): a page of the search, the shop's rates for its filter, the CSV. */
export const searchOrders = (query: URLSearchParams, signal?: AbortSignal) =>
  api<AdminOrderPage>(`/api/admin/orders?${query.toString()}`, { signal });
export const listShippingRates = (signal?: AbortSignal) => api<ShippingRate[]>('/api/admin/shipping-rates', { signal });

/** The owner's note, tags, and a shipped parcel's corrected tracking; the order is read again after each. */
export const addOrderNote = (id: number, note: string) =>
  api<null>(`/api/orders/${id}/notes`, { method: 'POST', body: { note } });
export const setOrderTags = (id: number, tags: string[]) =>
  api<{ tags: string[] }>(`/api/orders/${id}/tags`, { method: 'PUT', body: { tags } });
export const correctTracking = (id: number, body: ShipmentInput) =>
  api<null>(`/api/orders/${id}/tracking`, { method: 'PUT', body });

/**
 * Fetches the filtered list's CSV with the admin's token (a plain link would go without it) and hands it
 * to the browser as a download, named as the server names it.
 */
export const downloadOrdersCsv = (query: URLSearchParams): Promise<void> =>
  downloadCsv(`/api/admin/orders/export?${query.toString()}`, 'orders.csv');
