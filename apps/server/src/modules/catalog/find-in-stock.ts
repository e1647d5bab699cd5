import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { products, productVariants } from '../../db/schema/catalog.ts';
import { onHandOf } from '../inventory/index.ts';

/** Of these variants, the ones on sale (of an active product) that have stock now, with their product and the name people read. */
export async function findInStock({ db, variantIds }: { db: DbOrTx; variantIds: readonly number[] }): Promise<{ variantId: number; productId: number; handle: string; name: string }[]> {
  if (variantIds.length === 0) return [];
  return db
    .select({
      variantId: productVariants.id,
      productId: products.id,
      handle: products.handle,
      name: sql<string>`${products.name} || case when cardinality(${productVariants.optionValues}) > 0 then ' (' || array_to_string(${productVariants.optionValues}, ' / ') || ')' else '' end`,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(inArray(productVariants.id, [...new Set(variantIds)]), isNull(productVariants.archivedAt), eq(products.status, 'active'), gt(onHandOf(productVariants.id), 0)));
}
