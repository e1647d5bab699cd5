import type { CartLine } from '@shop/shared/cart';
import { localStore, sessionStore } from '../../lib/storage.ts';

/** docs/product/rules.md#constants: the browser's cart lives under 'cart' in local storage. */
const CART = 'cart';
/** The cart of an order on its way to the payment page; the session's, so it stays with this tab. */
const SET_ASIDE = 'cart-set-aside';

function isCartLine(value: unknown): value is CartLine {
  if (typeof value !== 'object' || value === null) return false;
  const line = value as Record<string, unknown>;
  return Number.isInteger(line.productId) && Number.isInteger(line.qty) && (line.qty as number) > 0;
}

/** The stored cart string exactly as kept (the order call sends it as-is). */
export function getStoredCartString(): string {
  return localStore()?.getItem(CART) ?? '[]';
}

export function getStoredCart(): CartLine[] {
  try {
    const parsed: unknown = JSON.parse(getStoredCartString());
    return Array.isArray(parsed) ? parsed.filter(isCartLine) : [];
  } catch {
    return [];
  }
}

export function storeCart(cart: readonly CartLine[]): void {
  localStore()?.setItem(CART, JSON.stringify(cart));
}

export function removeStoredCart(): void {
  localStore()?.removeItem(CART);
}

/**
 * The order is placed: docs/product removes the local cart. It is kept aside instead of thrown away, because the
 * shopper may come back without paying (back button, canceled payment) or the payment page may not open.
 */
export function setCartAside(): void {
  sessionStore()?.setItem(SET_ASIDE, getStoredCartString());
  removeStoredCart();
}

/** Puts back the cart set aside, unless the shopper has started a new one. Once only. */
export function restoreSetAsideCart(): void {
  const aside = sessionStore()?.getItem(SET_ASIDE);
  if (!aside) return;
  if (getStoredCart().length === 0) localStore()?.setItem(CART, aside);
  sessionStore()?.removeItem(SET_ASIDE);
}

/** The payment went through: the cart set aside was bought and must never come back. */
export function dropSetAsideCart(): void {
  sessionStore()?.removeItem(SET_ASIDE);
}
