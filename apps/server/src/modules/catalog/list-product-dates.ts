import { asc, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { products } from '../../db/schema/catalog.ts';

/**
 * Every product on sale, its id, its handle (its address, decision 060) and when it last changed (its price, text, picture or tags), for the
 * sitemap. A draft, an archived product, or one with nothing on sale ( a draft from a CSV, a demo plant removed with orders,
 * decision 048) has no page, so it is not listed.
 */
export async function listProductDates({ db }: { db: DbOrTx }): Promise<{ id: number; handle: string; updatedAt: Date }[]> {
  return db
    .select({ id: products.id, handle: products.handle, updatedAt: products.updatedAt })
    .from(products)
    .where(sql`${products.status} = 'active' and exists (select 1 from product_variants v where v.product_id = ${products.id} and v.archived_at is null)`)
    .orderBy(asc(products.id));
}
