// A product's address (docs/decisions/060-addresses-that-survive-the-move.md): `/products/<handle>`, as a
// Shopify shop has it. Pure and zod-free: the storefront's cards import it (the form's field is in products.ts).

const HANDLE = /^[a-z0-9][a-z0-9-]{0,199}$/;

/**
 * What a product page's address names: its number (`/products/12`, docs/product's) or its handle
 * (`/products/monstera-deliciosa`); null for anything else, which is the 404 page.
 */
export type ProductRef = number | string;

export function productRefOf(raw = ''): ProductRef | null {
  const id = Number(raw);
  if (/^\d+$/.test(raw)) return id > 0 && id < 2 ** 31 ? id : null;
  return HANDLE.test(raw) ? raw : null;
}

/** Whether a product is the one an address names. */
export function isProductAt<T extends { id: number; handle: string }>(product: T | null | undefined, ref: ProductRef | null): product is T {
  return !!product && (typeof ref === 'number' ? product.id : product.handle) === ref;
}

/** A product's page, the canonical address (with `?variant=` for one size or planter). */
export function productPath(product: { handle: string }, variantId?: number | null): string {
  return `/products/${product.handle}${variantId ? `?variant=${variantId}` : ''}`;
}
