import { and, gt, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { products } from '../../db/schema/catalog.ts';
import { onHandOf } from '../inventory/index.ts';

/** Of these products, the ones that have stock now, with their names. */
export async function findInStock({ db, productIds }: { db: DbOrTx; productIds: readonly number[] }): Promise<{ id: number; name: string }[]> {
  if (productIds.length === 0) return [];
  return db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(and(inArray(products.id, [...new Set(productIds)]), gt(onHandOf(products.id), 0)));
}
