import type { RatingSummary } from '@shop/shared/reviews';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { reviews } from '../../db/schema/reviews.ts';
import { recordProductRating } from '../catalog/index.ts';

/** How many published reviews gave each number of stars, 1 to 5: only published ones ever count. */
async function distributionOf(db: DbOrTx, productId: number): Promise<number[]> {
  const rows = await db
    .select({ rating: reviews.rating, count: sql<number>`count(*)::int` })
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.status, 'published')))
    .groupBy(reviews.rating);
  return [1, 2, 3, 4, 5].map((stars) => rows.find((row) => row.rating === stars)?.count ?? 0);
}

export async function ratingSummaryOf(db: DbOrTx, productId: number): Promise<RatingSummary> {
  const distribution = await distributionOf(db, productId);
  const count = distribution.reduce((sum, n) => sum + n, 0);
  const total = distribution.reduce((sum, n, i) => sum + n * (i + 1), 0);
  return { average: count === 0 ? 0 : Math.round((total * 10) / count) / 10, count, distribution };
}

/**
 * After any change to a plant's reviews, in the same transaction: the catalogue learns what its
 * published reviews add up to, and every instance's pages of it are made again.
 */
export async function reviewsChanged(db: DbOrTx, productId: number): Promise<void> {
  const { count, distribution } = await ratingSummaryOf(db, productId);
  const total = distribution.reduce((sum, n, i) => sum + n * (i + 1), 0);
  await recordProductRating({ db, input: { productId, count, total } });
}
