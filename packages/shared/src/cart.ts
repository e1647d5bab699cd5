import { z } from 'zod';
import { MAX_CART_LINES } from './cart-limits.ts';
import { product } from './products.ts';

export { MAX_CART_LINES };

/** A stored cart line, as kept in local storage under 'cart' and on the server. */
export const cartLine = z.object({
  userId: z.number().int().nullable().optional(),
  productId: z.number().int().positive().max(2_147_483_647),
  qty: z.number().int().positive().max(1000),
  /** The size or planter; absent or null: the product's default variant (docs/product's lines name none). */
  variantId: z.number().int().positive().max(2_147_483_647).nullish(),
});
export type CartLine = z.infer<typeof cartLine>;

export const cartLines = z.array(cartLine).max(MAX_CART_LINES);

/** A line with today's product (all its variants); `variantId` is the one in the cart. */
export const expandedCartLine = z.object({ product, qty: z.number(), variantId: z.number() });
export type ExpandedCartLine = z.infer<typeof expandedCartLine>;

export const cartReplace = z.object({ cart: cartLines });
export const cartSetLine = z.object({
  productId: z.number().int().positive().max(2_147_483_647),
  qty: z.number().int().min(-1000).max(1000),
  variantId: z.number().int().positive().max(2_147_483_647).nullish(),
});
export type CartReplace = z.infer<typeof cartReplace>;
export type CartSetLine = z.infer<typeof cartSetLine>;
export const cartPurge = z.object({ action: z.literal('purge') });

/** A line as the server stores it: always the owner's id. */
export const storedCartLine = z.object({ userId: z.number(), productId: z.number(), qty: z.number(), variantId: z.number() });
export type StoredCartLine = z.infer<typeof storedCartLine>;

