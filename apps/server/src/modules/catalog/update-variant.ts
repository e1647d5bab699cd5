import { toCents } from '@shop/shared/money';
import type { AdminVariants, VariantUpdate } from '@shop/shared/products';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { products, productVariants } from '../../db/schema/catalog.ts';
import { Conflict } from '../../errors.ts';
import { announceCatalogueChange, catalogueChanged } from './catalogue-cache.ts';
import { findVariant, listVariants } from './list-variants.ts';
import { skuChecked } from './save-product.ts';

/** A product always has something on sale: its last variant on sale is not archived (delete the product instead). */
export async function refuseLastOnSale(tx: Tx, productId: number, variantId: number): Promise<void> {
  const [other] = await tx
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId), isNull(productVariants.archivedAt), ne(productVariants.id, variantId)))
    .limit(1);
  if (!other) throw new Conflict('This is the last variant on sale: a product needs one (delete the product to stop selling it)');
}

/** A default that is archived or deleted is no longer the owner's pick: the cheapest in stock takes over. */
export async function forgetPick(tx: Tx, productId: number, variantId: number): Promise<void> {
  await tx.update(products).set({ defaultVariantId: null }).where(and(eq(products.id, productId), eq(products.defaultVariantId, variantId)));
}

/** PUT /api/products/:id/variants/:variantId: its SKU, price, cap, picture, size, place; archived or back on sale. */
export async function updateVariant({ db, productId, variantId, input }: { db: Db; productId: number; variantId: number; input: VariantUpdate }): Promise<AdminVariants> {
  await skuChecked(input.sku, () =>
    db.transaction(async (tx) => {
      const variant = await findVariant({ db: tx, productId, variantId });
      if (input.archived === true && variant.archivedAt === null) {
        await refuseLastOnSale(tx, productId, variantId);
        await forgetPick(tx, productId, variantId);
      }
      if (input.archived === false && variant.archivedAt !== null) {
        const [twin] = await tx
          .select({ sku: productVariants.sku })
          .from(productVariants)
          .where(and(eq(productVariants.productId, productId), isNull(productVariants.archivedAt), sql`${productVariants.optionValues} = ${variant.optionValues}`))
          .limit(1);
        if (twin) throw new Conflict(`${twin.sku} is on sale as the same combination: archive it first`);
      }
      await tx
        .update(productVariants)
        .set({
          ...(input.sku !== undefined && { sku: input.sku }),
          ...(input.price !== undefined && { priceCents: toCents(input.price) }),
          ...(input.compareAtPrice !== undefined && { compareAtCents: input.compareAtPrice === null ? null : toCents(input.compareAtPrice) }),
          ...(input.maxPerOrder !== undefined && { maxPerOrder: input.maxPerOrder }),
          ...(input.imageURL !== undefined && { imageUrl: input.imageURL }),
          ...(input.size !== undefined && { sizeTag: input.size }),
          ...(input.position !== undefined && { position: input.position }),
          // A new threshold is a new watch: the owner hears again when the count is at or below it.
          ...(input.lowStockThreshold !== undefined && { lowStockThreshold: input.lowStockThreshold, lowStockAlertedAt: null }),
          ...(input.archived !== undefined && { archivedAt: input.archived ? (variant.archivedAt ?? new Date()) : null }),
          updatedAt: new Date(),
        })
        .where(eq(productVariants.id, variantId));
      await announceCatalogueChange(tx);
    }),
  );
  catalogueChanged();
  return listVariants({ db, productId });
}
