// The unpaid orders this browser placed, across tabs (decision 029): what a shopper who left the payment
// page, or closed its tab, is offered instead of a refusal: finish paying for one, or start over. Only the
// shipping and confirmation screens use it, so it stays out of the storefront's first load.
import type { PlacedOrder } from '@shop/shared/orders';
import { localStore } from '../../lib/storage.ts';
import { api } from '../../lib/api.ts';
import { putOrderStatus } from './orders-api.ts';
import { forgetPendingOrder, rememberPendingOrder, type PendingOrder } from './pending-order.ts';

const UNPAID = 'unpaid-orders';

/** The payment page of an unpaid order this browser placed, again. */
const postCheckoutAgain = (orderId: number, checkoutToken: string) =>
  api<string>('/api/orders/checkout', { method: 'POST', body: { id: orderId }, headers: { 'x-checkout-token': checkoutToken } });
const KEPT = 5;

export function unpaidOrders(): PendingOrder[] {
  try {
    const raw: unknown = JSON.parse(localStore()?.getItem(UNPAID) ?? '[]');
    return Array.isArray(raw)
      ? raw.filter((entry): entry is PendingOrder => typeof entry?.orderId === 'number' && typeof entry?.checkoutToken === 'string')
      : [];
  } catch {
    return [];
  }
}

export function rememberUnpaidOrder(order: Pick<PlacedOrder, 'id' | 'checkoutToken'>): void {
  const others = unpaidOrders().filter((unpaid) => unpaid.orderId !== order.id);
  localStore()?.setItem(UNPAID, JSON.stringify([...others, { orderId: order.id, checkoutToken: order.checkoutToken }].slice(-KEPT)));
}

/** The order is paid or canceled: it no longer waits in this browser. */
export function forgetUnpaidOrder(orderId: number): void {
  localStore()?.setItem(UNPAID, JSON.stringify(unpaidOrders().filter((order) => order.orderId !== orderId)));
}

/** The secret of an unpaid order this browser placed (in any tab). */
export function unpaidOrderToken(orderId: number): string | undefined {
  return unpaidOrders().find((order) => order.orderId === orderId)?.checkoutToken;
}

/**
 * Whether the shop refused a new order because of unpaid ones: too many held (429), or a plant's
 * per-shopper cap (400). Both of the server's messages say so (limit-held-orders.ts, place-order.ts).
 */
export function heldBack(message: string): boolean {
  return /\bunpaid orders?\b/i.test(message);
}

/** "Finish paying for order #N": its payment page again (the server reopens it while the order holds its plants). */
export async function resumeUnpaidOrder(unpaid: PendingOrder): Promise<string> {
  try {
    const url = await postCheckoutAgain(unpaid.orderId, unpaid.checkoutToken);
    rememberPendingOrder(unpaid);
    return url;
  } catch (error) {
    forgetUnpaidOrder(unpaid.orderId);
    throw error;
  }
}

/**
 * "Start over": every unpaid order this browser placed is canceled through the server's order workflow,
 * which gives their plants back to stock (a paid one stays paid: the server asks the provider first).
 */
export async function startOver(): Promise<void> {
  for (const unpaid of unpaidOrders()) {
    await putOrderStatus(unpaid.orderId, 'canceled', unpaid.checkoutToken).catch(() => undefined);
    forgetUnpaidOrder(unpaid.orderId);
  }
  forgetPendingOrder();
}
