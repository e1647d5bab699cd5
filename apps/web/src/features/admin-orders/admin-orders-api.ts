import type { PackingSlip, RefundInput, ShipmentInput } from '@shop/shared/after-sale';
import type { AdminOrder, AdminOrderSummary, OrderStatus } from '@shop/shared/orders';
import { api } from '../../lib/api.ts';

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
/** The parcel arrived (decision 057): the arrival guarantee counts from now. */
export const markDelivered = (id: number) =>
  api<AdminOrder>(`/api/orders/${id}/delivered`, { method: 'PUT' });
export const refundOrder = (id: number, body: RefundInput) =>
  api<AdminOrder>(`/api/orders/${id}/refunds`, { method: 'POST', body });
export const cancelOrder = (id: number, reason: string) =>
  api<AdminOrder>(`/api/orders/${id}/cancel`, { method: 'POST', body: { reason } });

/** Every order waiting to ship, or one order's slip. */
export const getPackingSlips = (signal?: AbortSignal) => api<PackingSlip[]>('/api/packing-slips', { signal });
export const getPackingSlip = (id: number, signal?: AbortSignal) =>
  api<PackingSlip>(`/api/packing-slips/${id}`, { signal });
