import type { LedgerPage, StockAdjustmentInput } from '@shop/shared/stock-ledger';
import type { StockSettings } from '@shop/shared/products';
import { api } from '../../lib/api.ts';

/** The stock ledger's calls (decision 040); the server refuses anyone but an admin. */

export interface LedgerFilter {
  sku: string;
  cause: string;
  reason: string;
}

export function listStockMovements(
  filter: LedgerFilter,
  before?: number,
  signal?: AbortSignal,
): Promise<LedgerPage> {
  const query = new URLSearchParams();
  if (filter.sku.trim()) query.set('sku', filter.sku.trim());
  if (filter.cause) query.set('cause', filter.cause);
  if (filter.reason) query.set('reason', filter.reason);
  if (before) query.set('before', String(before));
  query.set('limit', '50');
  return api<LedgerPage>(`/api/admin/stock-movements?${query.toString()}`, { signal });
}

export const adjustStock = (body: StockAdjustmentInput) =>
  api<{ sku: string; onHand: number }>('/api/admin/stock-adjustments', { method: 'POST', body });

/** The shop's default low-stock threshold (decision 040): LOW_STOCK_THRESHOLD until the owner saves one. */
export const getStockSettings = (signal?: AbortSignal) => api<StockSettings>('/api/admin/stock-settings', { signal });
export const saveStockSettings = (body: StockSettings) =>
  api<StockSettings>('/api/admin/stock-settings', { method: 'PUT', body });
