/** The pure cart rules of SPEC section 4, free of zod so the storefront's first load stays small. */
import type { CartLine, ExpandedCartLine } from './cart.ts';

/** Merges the server cart into the local one; for a product in both, the larger quantity wins. */
export function mergeCarts(local: readonly CartLine[], server: readonly CartLine[]): CartLine[] {
  const merged = new Map<number, CartLine>();
  for (const line of [...local, ...server]) {
    const seen = merged.get(line.productId);
    if (!seen || line.qty > seen.qty) merged.set(line.productId, { ...line });
  }
  return [...merged.values()];
}

export function addOne(cart: readonly CartLine[], productId: number, userId: number | null = null): CartLine[] {
  const found = cart.some((line) => line.productId === productId);
  if (!found) return [...cart, { userId, productId, qty: 1 }];
  return cart.map((line) => (line.productId === productId ? { ...line, qty: line.qty + 1 } : line));
}

/** Decreases by one; absent products are left alone; a line reaching 0 is removed. */
export function removeOne(cart: readonly CartLine[], productId: number): CartLine[] {
  return cart
    .map((line) => (line.productId === productId ? { ...line, qty: line.qty - 1 } : line))
    .filter((line) => line.qty > 0);
}

export function removeRow(cart: readonly CartLine[], productId: number): CartLine[] {
  return cart.filter((line) => line.productId !== productId);
}

/** Sum of price times quantity over expanded lines, in cents. */
export function cartTotalCents(lines: readonly ExpandedCartLine[]): number {
  return lines.reduce((sum, line) => sum + Math.round(line.product.price * 100) * line.qty, 0);
}

/** The most of a plant one cart (one order) may hold: its stock, and never more than its per-order cap. */
export function mostInCart(product: { qty: number; maxPerOrder: number }): number {
  return Math.min(product.qty, product.maxPerOrder);
}
