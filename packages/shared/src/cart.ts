import { z } from 'zod';
import { product } from './products.ts';

/** A stored cart line, as kept in local storage under 'cart' and on the server. */
export const cartLine = z.object({
  userId: z.number().int().nullable().optional(),
  productId: z.number().int().positive().max(2_147_483_647),
  qty: z.number().int().positive().max(1000),
});
export type CartLine = z.infer<typeof cartLine>;

export const cartLines = z.array(cartLine).max(200);

export const expandedCartLine = z.object({ product, qty: z.number() });
export type ExpandedCartLine = z.infer<typeof expandedCartLine>;

export const cartReplace = z.object({ cart: cartLines });
export const cartSetLine = z.object({
  productId: z.number().int().positive().max(2_147_483_647),
  qty: z.number().int().min(-1000).max(1000),
});
export type CartReplace = z.infer<typeof cartReplace>;
export type CartSetLine = z.infer<typeof cartSetLine>;
export const cartPurge = z.object({ action: z.literal('purge') });

/** A line as the server stores it: always the owner's id. */
export const storedCartLine = z.object({ userId: z.number(), productId: z.number(), qty: z.number() });
export type StoredCartLine = z.infer<typeof storedCartLine>;

/** The most distinct products one cart holds, on the server as in `cartLines`. */
export const MAX_CART_LINES = 200;

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
