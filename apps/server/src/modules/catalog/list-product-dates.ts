import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { products } from '../../db/schema/catalog.ts';

/** Every product's id and when it last changed (its price, text, picture or tags), for the sitemap. */
export async function listProductDates({ db }: { db: DbOrTx }): Promise<{ id: number; updatedAt: Date }[]> {
  return db
    .select({ id: products.id, updatedAt: products.updatedAt })
    .from(products)
    .orderBy(asc(products.id));
}
