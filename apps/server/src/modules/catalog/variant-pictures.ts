import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { products, productVariants } from '../../db/schema/catalog.ts';

/** Each variant's picture (its own, else its product's), by variant id: what a payment page shows per line. */
export async function variantPictures({ db, variantIds }: { db: DbOrTx; variantIds: readonly (number | null)[] }): Promise<Map<number, string>> {
  const ids = [...new Set(variantIds.filter((id): id is number => id !== null))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: productVariants.id, own: productVariants.imageUrl, product: products.imageUrl })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(inArray(productVariants.id, ids));
  return new Map(rows.map((row) => [row.id, row.own ?? row.product]));
}
