import type { CartLine } from '@shop/shared/cart';
import { mergeCarts } from '@shop/shared/cart-rules';
import type { CartRestore } from '@shop/shared/checkout-reminders';
import { api } from '../../lib/api.ts';
import type { AppThunkDispatch } from '../../lib/hooks.ts';
import { loadCart } from './cart-slice.ts';
import { getStoredCart, storeCart } from './cart-storage.ts';

/** The cart a checkout reminder's link rebuilds, from today's stock and prices (decision 072). */
export const fetchReminderCart = (orderId: number, key: string) =>
  api<CartRestore>('/api/checkout-reminders/cart', { method: 'POST', body: { orderId, key } });

/**
 * Puts an unpaid order's lines back (decision 072): once the cart work under way has finished (the page
 * load's), they are merged with the cart (the larger quantity wins), then fitted to the stock and saved as
 * a page load does. Its own module, loaded with the reminder's page: no shopper's first view carries it.
 */
export async function restoreCartLines(dispatch: AppThunkDispatch, lines: readonly CartLine[], userId: number | null): Promise<void> {
  await dispatch(loadCart({ userId }));
  storeCart(mergeCarts(getStoredCart(), lines.map((line) => ({ ...line, userId }))));
  await dispatch(loadCart({ userId }));
}
