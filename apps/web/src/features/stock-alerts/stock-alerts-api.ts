// Type-only: the shared zod schemas stay out of the storefront's first load.
import type { StockAlertAnswer } from '@shop/shared/stock-alerts';
import { api } from '../../lib/api.ts';

/** "Email me when it's back"; a signed-in shopper's token goes along, so their own address needs no confirming. */
export const requestStockAlert = (productId: number, email: string, variantId?: number) =>
  api<StockAlertAnswer>(`/api/products/${productId}/stock-alerts`, {
    method: 'POST',
    body: { email, ...(variantId !== undefined && { variantId }) },
  });
