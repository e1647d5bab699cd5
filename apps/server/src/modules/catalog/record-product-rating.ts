import type { DbOrTx } from '../../db/client.ts';
import { productRatings } from '../../db/schema/catalog.ts';
import { announceCatalogueChange } from './catalogue-cache.ts';

/**
 * The reviews module tells the catalogue what a plant's published reviews now add up to (decision 041),
 * in the transaction that changed them: the grid's stars, the rating filter and the product page (whose
 * reviews are part of its page) follow on every instance when it commits.
 */
export async function recordProductRating({ db, input }: { db: DbOrTx; input: { productId: number; count: number; total: number } }): Promise<void> {
  const { productId, count, total } = input;
  await db.insert(productRatings).values({ productId, count, total }).onConflictDoUpdate({ target: productRatings.productId, set: { count, total } });
  await announceCatalogueChange(db);
}
