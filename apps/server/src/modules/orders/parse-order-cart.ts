import { type CartLine, cartLines } from '@shop/shared/cart';
import { BadRequest } from '../../errors.ts';

/** Most of one plant a single order may take. */
export const MAX_QTY_PER_PRODUCT = 1000;

export interface WantedLine {
  productId: number;
  qty: number;
  /** The size or planter; absent: the product's default variant. */
  variantId?: number | undefined;
}

/**
 * The order's cart, sent as docs/product's stored cart string (or already as lines): validated, and lines for
 * the same product and variant merged, in the order they first appear.
 */
export function parseOrderCart(cart: string | readonly CartLine[]): WantedLine[] {
  let raw: unknown = cart;
  if (typeof cart === 'string') {
    try {
      raw = JSON.parse(cart);
    } catch {
      throw new BadRequest('The cart is not valid JSON');
    }
  }
  const parsed = cartLines.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? ` (at ${issue.path.join('.')})` : '';
    throw new BadRequest(`The cart is not valid: ${issue?.message ?? 'unexpected shape'}${where}`);
  }
  const merged = new Map<string, WantedLine>();
  for (const { productId, qty, variantId } of parsed.data) {
    const key = `${productId}:${variantId ?? ''}`;
    const seen = merged.get(key);
    merged.set(key, { productId, qty: (seen?.qty ?? 0) + qty, ...(variantId != null && { variantId }) });
  }
  if (merged.size === 0) throw new BadRequest('Your cart is empty');
  for (const { productId, qty } of merged.values()) {
    if (qty > MAX_QTY_PER_PRODUCT) throw new BadRequest(`At most ${MAX_QTY_PER_PRODUCT} of one plant per order (product ${productId})`);
  }
  return [...merged.values()];
}
