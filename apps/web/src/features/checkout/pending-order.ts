import { sessionStore } from '../../lib/storage.ts';

/** The order on the payment page: its id and secret, for the confirmation page; the session's, like the tab. */
const PENDING = 'checkout';

export interface PendingOrder {
  orderId: number;
  checkoutToken: string;
}

export function rememberPendingOrder(pending: PendingOrder): void {
  sessionStore()?.setItem(PENDING, JSON.stringify(pending));
}

export function pendingOrder(): PendingOrder | null {
  try {
    const raw = sessionStore()?.getItem(PENDING);
    return raw ? (JSON.parse(raw) as PendingOrder) : null;
  } catch {
    return null;
  }
}

/** The secret of the order, if it is the one this tab placed. */
export function pendingOrderToken(orderId: number): string | undefined {
  const pending = pendingOrder();
  return pending?.orderId === orderId ? pending.checkoutToken : undefined;
}

export function forgetPendingOrder(): void {
  sessionStore()?.removeItem(PENDING);
}
