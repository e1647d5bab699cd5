import type { ShippingRate, ShippingSettings } from '@shop/shared/shipping';
import type { TaxState, ZipRatesReport, ZipRatesUpload } from '@shop/shared/tax';
import { api } from '../../lib/api.ts';
import type { RatePayload } from './shipping-rate-rules.ts';
import type { TaxPayload } from './tax-state-rules.ts';

/** The calls the Shipping and Sales tax screens make (decision 034); the server refuses anyone but an admin. */

/** Every shipping rate, inactive ones too; there is no delete: the owner deactivates a rate. */
export const listShippingRates = (signal?: AbortSignal) => api<ShippingRate[]>('/api/admin/shipping-rates', { signal });
export const createShippingRate = (body: RatePayload) => api<ShippingRate>('/api/admin/shipping-rates', { method: 'POST', body });
export const updateShippingRate = (id: number, body: RatePayload) => api<ShippingRate>(`/api/admin/shipping-rates/${id}`, { method: 'PUT', body });

/** When and how safely plants ship: the schedule and the weather rule (decision 044). */
export const getShippingSettings = (signal?: AbortSignal) => api<ShippingSettings>('/api/admin/shipping-settings', { signal });
export const saveShippingSettings = (body: ShippingSettings) => api<ShippingSettings>('/api/admin/shipping-settings', { method: 'PUT', body });

/** The states where the shop collects sales tax; saving one starts collecting there or changes how. */
export const listTaxStates = (signal?: AbortSignal) => api<TaxState[]>('/api/admin/tax-states', { signal });
export const saveTaxState = (state: string, body: TaxPayload) => api<TaxState>(`/api/admin/tax-states/${state}`, { method: 'PUT', body });
export const deleteTaxState = (state: string) => api<null>(`/api/admin/tax-states/${state}`, { method: 'DELETE' });

/** A state's ZIP rate table: checked (dryRun) or loaded, replacing the one before (decision 046). */
export const uploadZipRates = (state: string, body: ZipRatesUpload) => api<ZipRatesReport>(`/api/admin/tax-states/${state}/zip-rates`, { method: 'POST', body });
export const removeZipRates = (state: string) => api<null>(`/api/admin/tax-states/${state}/zip-rates`, { method: 'DELETE' });
