import { variantOf, type Product, type ProductVariant } from '@shop/shared/products';
import type { DbOrTx } from '../../db/client.ts';
import { BadRequest, NotFound } from '../../errors.ts';
import { getProductsByIds } from './get-product.ts';

/** Lines naming products that do not exist (or no longer): a 404 naming them. */
export class UnknownProducts extends NotFound {
  constructor(readonly productIds: readonly number[]) {
    super(`${productIds.length === 1 ? 'Product' : 'Products'} ${productIds.join(', ')}`);
  }
}

export interface ResolvedLine {
  product: Product;
  variant: ProductVariant;
}

/**
 * The variant each line means (decision 032): the one it names, or the product's default when it names
 * none (docs/product's lines). A product that does not exist is a 404 naming it; a variant that is not one of the
 * product's on sale is a 400.
 */
export async function resolveVariants({ db, lines }: { db: DbOrTx; lines: readonly { productId: number; variantId?: number | null | undefined }[] }): Promise<ResolvedLine[]> {
  const found = await getProductsByIds({ db, ids: lines.map((line) => line.productId) });
  const missing = [...new Set(lines.map((line) => line.productId).filter((id) => !found.has(id)))];
  if (missing.length > 0) throw new UnknownProducts(missing);
  return lines.map((line) => {
    const product = found.get(line.productId)!;
    const variant = variantOf(product, line.variantId);
    if (!variant) throw new BadRequest(`Variant ${line.variantId} is not a size or planter of ${product.name} on sale`);
    return { product, variant };
  });
}
