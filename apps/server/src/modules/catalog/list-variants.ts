import type { AdminVariants } from '@shop/shared/products';
import { variantTitle } from '@shop/shared/products';
import { SIZE_TAGS } from '@shop/shared/tags';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { productOptions, productVariants } from '../../db/schema/catalog.ts';
import { NotFound } from '../../errors.ts';
import { loadStock, wasOrdered } from '../inventory/index.ts';
import { getProduct } from './get-product.ts';

/** A variant of this product (archived ones too), or a 404: the owner's variant screens act on it. */
export async function findVariant({ db, productId, variantId }: { db: DbOrTx; productId: number; variantId: number }) {
  const [variant] = await db
    .select()
    .from(productVariants)
    .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, productId)));
  if (!variant) throw new NotFound('Variant');
  return variant;
}

/** The product's options, in order. */
export async function listOptions({ db, productId }: { db: DbOrTx; productId: number }) {
  return db.select().from(productOptions).where(eq(productOptions.productId, productId)).orderBy(asc(productOptions.position));
}

/** GET /api/products/:id/variants (the owner): every variant, archived ones too, with its stock and whether orders name it. */
export async function listVariants({ db, productId }: { db: DbOrTx; productId: number }): Promise<AdminVariants> {
  const product = await getProduct({ db, id: productId });
  const rows = await db
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.position), asc(productVariants.id));
  const stock = new Map((await loadStock(db, rows.map((row) => row.id))).map((row) => [row.id, row.qty]));
  const productSize = SIZE_TAGS.find((size) => product.tags.some((tag) => tag.tagName === size)) ?? null;
  const variants = [];
  for (const row of rows) {
    variants.push({
      id: row.id,
      sku: row.sku,
      options: row.optionValues,
      title: variantTitle(row.optionValues),
      price: row.priceCents / 100,
      compareAtPrice: row.compareAtCents === null ? null : row.compareAtCents / 100,
      qty: stock.get(row.id) ?? 0,
      maxPerOrder: row.maxPerOrder,
      imageURL: row.imageUrl,
      size: row.sizeTag ?? productSize,
      archived: row.archivedAt !== null,
      lowStockThreshold: row.lowStockThreshold,
      ordered: await wasOrdered({ db, variantId: row.id }),
      position: row.position,
    });
  }
  return { options: product.options, variants, defaultVariantId: product.defaultVariantId };
}
