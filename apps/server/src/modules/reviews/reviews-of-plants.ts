import { count, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { reviews } from '../../db/schema/reviews.ts';
import { reviewsChanged } from './product-rating.ts';

/** How many reviews (of any status) these plants have. */
export async function countReviewsOf({ db, productIds }: { db: DbOrTx; productIds: readonly number[] }): Promise<number> {
  if (productIds.length === 0) return 0;
  const [row] = await db.select({ n: count() }).from(reviews).where(inArray(reviews.productId, [...productIds]));
  return row?.n ?? 0;
}

/**
 * Deletes every review of these plants, in the caller's transaction ("Remove the demo catalogue", decision
 * 048): the plants leave the shop, and so do their stars. Their helpful votes go with them; the photos
 * the buyers sent stay with their orders. Answers how many went.
 */
export async function deleteReviewsOf({ db, productIds }: { db: DbOrTx; productIds: readonly number[] }): Promise<number> {
  if (productIds.length === 0) return 0;
  const deleted = await db.delete(reviews).where(inArray(reviews.productId, [...productIds])).returning({ productId: reviews.productId });
  for (const productId of new Set(deleted.map((row) => row.productId))) await reviewsChanged(db, productId);
  return deleted.length;
}
