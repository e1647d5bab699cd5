import type { DeliveryEstimate } from '@shop/shared/delivery';
import { api } from '../../lib/api.ts';
import { localStore } from '../../lib/storage.ts';

/** Where the shopper's ZIP code is remembered between visits (decision 044). */
const ZIP_KEY = 'deliveryZip';

export const ZIP_SHAPE = /^\d{5}$/;

export function rememberedZip(): string {
  const zip = localStore()?.getItem(ZIP_KEY) ?? '';
  return ZIP_SHAPE.test(zip) ? zip : '';
}

export function rememberZip(zip: string): void {
  if (ZIP_SHAPE.test(zip)) localStore()?.setItem(ZIP_KEY, zip);
}

/** When a parcel of these plants to `zip` leaves and arrives, and what the weather there means (GET /api/delivery). */
export function fetchDelivery(zip: string, productIds: readonly number[]): Promise<DeliveryEstimate> {
  const products = [...new Set(productIds)].join(',');
  return api<DeliveryEstimate>(
    `/api/delivery?zip=${encodeURIComponent(zip)}${products ? `&products=${products}` : ''}`,
  );
}
