/** The pure cart rules of docs/product/rules.md#order-statuses, free of zod so the storefront's first load stays small. */
import type { CartLine, ExpandedCartLine } from './cart.ts';

/** A line is one variant of one product (decision 032); a line naming no variant is the product's default. */
const sameLine = (line: Pick<CartLine, 'productId' | 'variantId'>, productId: number, variantId?: number | null) =>
  line.productId === productId && (line.variantId ?? null) === (variantId ?? null);
const keyOf = (line: Pick<CartLine, 'productId' | 'variantId'>) => `${line.productId}:${line.variantId ?? ''}`;

/** Merges the server cart into the local one; for a line in both, the larger quantity wins. */
export function mergeCarts(local: readonly CartLine[], server: readonly CartLine[]): CartLine[] {
  const merged = new Map<string, CartLine>();
  for (const line of [...local, ...server]) {
    const seen = merged.get(keyOf(line));
    if (!seen || line.qty > seen.qty) merged.set(keyOf(line), { ...line });
  }
  return [...merged.values()];
}

export function addOne(cart: readonly CartLine[], productId: number, userId: number | null = null, variantId?: number | null): CartLine[] {
  const found = cart.some((line) => sameLine(line, productId, variantId));
  if (!found) return [...cart, { userId, productId, qty: 1, ...(variantId != null && { variantId }) }];
  return cart.map((line) => (sameLine(line, productId, variantId) ? { ...line, qty: line.qty + 1 } : line));
}

/** Decreases by one; absent lines are left alone; a line reaching 0 is removed. */
export function removeOne(cart: readonly CartLine[], productId: number, variantId?: number | null): CartLine[] {
  return cart
    .map((line) => (sameLine(line, productId, variantId) ? { ...line, qty: line.qty - 1 } : line))
    .filter((line) => line.qty > 0);
}

export function removeRow(cart: readonly CartLine[], productId: number, variantId?: number | null): CartLine[] {
  return cart.filter((line) => !sameLine(line, productId, variantId));
}

/** What one unit of an expanded line costs: its variant's price (the product's default when it names none). */
export function linePrice(line: ExpandedCartLine): number {
  return line.product.variants.find((variant) => variant.id === line.variantId)?.price ?? line.product.price;
}

/** Sum of price times quantity over expanded lines, in cents. */
export function cartTotalCents(lines: readonly ExpandedCartLine[]): number {
  return lines.reduce((sum, line) => sum + Math.round(linePrice(line) * 100) * line.qty, 0);
}

/** The most of a plant one cart (one order) may hold: its stock, and never more than its per-order cap. */
export function mostInCart(product: { qty: number; maxPerOrder: number }): number {
  return Math.min(product.qty, product.maxPerOrder);
}
