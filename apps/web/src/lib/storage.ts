import type { CartLine } from '@shop/shared/cart';

/** SPEC section 9's local storage keys; everything else the browser keeps goes through here too. */
const TOKEN = 'token';
const CART = 'cart';
const CHECKOUT = 'checkout';

function local(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function session(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function getToken(): string {
  return local()?.getItem(TOKEN) ?? '';
}

export function setToken(token: string): void {
  local()?.setItem(TOKEN, token);
}

export function removeToken(): void {
  local()?.removeItem(TOKEN);
}

export function clearLocal(): void {
  local()?.clear();
}

function isCartLine(value: unknown): value is CartLine {
  if (typeof value !== 'object' || value === null) return false;
  const line = value as Record<string, unknown>;
  return Number.isInteger(line.productId) && Number.isInteger(line.qty) && (line.qty as number) > 0;
}

/** The stored cart string exactly as kept (the order call sends it as-is). */
export function getCartString(): string {
  return local()?.getItem(CART) ?? '[]';
}

export function getCart(): CartLine[] {
  try {
    const parsed: unknown = JSON.parse(getCartString());
    return Array.isArray(parsed) ? parsed.filter(isCartLine) : [];
  } catch {
    return [];
  }
}

export function setCart(cart: readonly CartLine[]): void {
  local()?.setItem(CART, JSON.stringify(cart));
}

export function removeCart(): void {
  local()?.removeItem(CART);
}

/** What the confirmation page needs after the payment page: the order's secret and the cart to restore on cancel. */
export interface PendingCheckout {
  orderId: number;
  checkoutToken: string;
  cart: string;
}

export function setPendingCheckout(pending: PendingCheckout): void {
  session()?.setItem(CHECKOUT, JSON.stringify(pending));
}

export function getPendingCheckout(): PendingCheckout | null {
  try {
    const raw = session()?.getItem(CHECKOUT);
    return raw ? (JSON.parse(raw) as PendingCheckout) : null;
  } catch {
    return null;
  }
}

export function removePendingCheckout(): void {
  session()?.removeItem(CHECKOUT);
}

/**
 * Puts back the cart set aside when the order was placed, unless the shopper has started a new one.
 * Once only: the order's secret stays for the confirmation page, the cart is the shopper's again.
 */
export function restorePendingCart(): void {
  const pending = getPendingCheckout();
  if (!pending?.cart) return;
  if (getCart().length === 0) local()?.setItem(CART, pending.cart);
  setPendingCheckout({ ...pending, cart: '' });
}
