import type { ProductReviews, ReviewSort } from '@shop/shared/reviews';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { reviews } from '../../db/schema/reviews.ts';
import { ratingSummaryOf } from './product-rating.ts';
import { toPublicReview } from './review-view.ts';

/** How many reviews the product page shows first. */
export const FIRST_REVIEWS = 10;

/**
 * A plant's published reviews (never a pending or removed one) with their summary: newest first, or
 * most helpful first (then newest). What the product page renders on the server and the browser reads
 * when the shopper sorts or reads on.
 */
export async function listProductReviews({ db, input }: { db: DbOrTx; input: { productId: number; sort?: ReviewSort | undefined; offset?: number | undefined; limit?: number | undefined } }): Promise<ProductReviews> {
  const sort = input.sort ?? 'newest';
  const summary = await ratingSummaryOf(db, input.productId);
  const order = sort === 'helpful' ? [desc(reviews.helpfulCount), desc(reviews.createdAt), desc(reviews.id)] : [desc(reviews.createdAt), desc(reviews.id)];
  const rows = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.productId, input.productId), eq(reviews.status, 'published')))
    .orderBy(...order)
    .offset(input.offset ?? 0)
    .limit(input.limit ?? FIRST_REVIEWS);
  return { productId: input.productId, summary, sort, reviews: rows.map(toPublicReview), total: summary.count };
}

/** The dashboard's lines: each plant with published reviews, its average and count, lowest average first. */
export async function listProductRatings({ db }: { db: DbOrTx }): Promise<{ productId: number; productName: string; average: number; count: number }[]> {
  const rows = await db
    .select({ productId: reviews.productId, productName: sql<string>`max(${reviews.productName})`, count: sql<number>`count(*)::int`, total: sql<number>`sum(${reviews.rating})::int` })
    .from(reviews)
    .where(eq(reviews.status, 'published'))
    .groupBy(reviews.productId);
  return rows
    .map((row) => ({ productId: row.productId, productName: row.productName, count: row.count, average: Math.round((row.total * 10) / row.count) / 10 }))
    .sort((a, b) => a.average - b.average || a.productId - b.productId);
}
