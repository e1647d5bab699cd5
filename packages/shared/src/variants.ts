/**
 * The rules of a product's variants that the storefront needs on its first load, free of zod (decision 032):
 * which variant a line means, how it is named, and which is the default.
 */

/** The values of a variant as people read them. */
export function variantTitle(values: readonly string[]): string {
  return values.join(' / ');
}

/** A product's variant by id, or its default when none is asked for (docs/product's lines name no variant). */
export function variantOf<V extends { id: number }>(product: { variants: readonly V[]; defaultVariantId: number }, variantId?: number | null): V | undefined {
  const id = variantId ?? product.defaultVariantId;
  return product.variants.find((variant) => variant.id === id);
}

/**
 * The variant docs/product's `price` and `qty` speak of (decision 032): the owner's pick while it is on sale, else
 * the cheapest in stock (the cheapest of all when none is in stock; the first made on a tie).
 */
export function chooseDefaultVariant<V extends { id: number; price: number; qty: number }>(variants: readonly V[], pickedId: number | null): V | undefined {
  const picked = variants.find((variant) => variant.id === pickedId);
  if (picked) return picked;
  return [...variants].sort((a, b) => Number(b.qty > 0) - Number(a.qty > 0) || a.price - b.price || a.id - b.id)[0];
}

/** A line's plant as people read it: 'Monstera Deliciosa (10" pot / Terracotta)', or just the name. */
export function lineName(productName: string, variantTitle?: string | null): string {
  return variantTitle ? `${productName} (${variantTitle})` : productName;
}
