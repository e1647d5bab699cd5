import { localStore, sessionStore } from '../../lib/storage.ts';

/** The order on the payment page: its id and secret, for the confirmation page; the session's, like the tab. */
const PENDING = 'checkout';

export interface PendingOrder {
  orderId: number;
  checkoutToken: string;
}

/**
 * The unpaid orders this browser placed, across tabs, newest last: what a shopper who left the payment
 * page (or closed the tab) is offered instead of a refusal, to finish paying or start over (decision 029).
 */
const UNPAID = 'unpaid-orders';
const UNPAID_KEPT = 5;

export function rememberPendingOrder(pending: PendingOrder): void {
  sessionStore()?.setItem(PENDING, JSON.stringify(pending));
  const others = unpaidOrders().filter((order) => order.orderId !== pending.orderId);
  localStore()?.setItem(UNPAID, JSON.stringify([...others, pending].slice(-UNPAID_KEPT)));
}

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

/** The order is paid or canceled: it no longer waits in this browser. */
export function forgetUnpaidOrder(orderId: number): void {
  localStore()?.setItem(UNPAID, JSON.stringify(unpaidOrders().filter((order) => order.orderId !== orderId)));
}

export function pendingOrder(): PendingOrder | null {
  try {
    const raw = sessionStore()?.getItem(PENDING);
    return raw ? (JSON.parse(raw) as PendingOrder) : null;
  } catch {
    return null;
  }
}

/** The secret of the order, if this tab (or, failing that, this browser) placed it. */
export function pendingOrderToken(orderId: number): string | undefined {
  const pending = pendingOrder();
  if (pending?.orderId === orderId) return pending.checkoutToken;
  return unpaidOrders().find((order) => order.orderId === orderId)?.checkoutToken;
}

export function forgetPendingOrder(): void {
  sessionStore()?.removeItem(PENDING);
}
