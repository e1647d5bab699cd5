import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reviews, reviewVotes } from '../../db/schema/reviews.ts';
import { NotFound } from '../../errors.ts';

/**
 * A signed-in customer finds a published review helpful: one vote each, however often they press
 * (a second press changes nothing). Votes do not move the catalogue: the page's first view shows the
 * count as it was rendered, the "most helpful" order is read live.
 */
export async function voteHelpful({ db, input }: { db: Db; input: { reviewId: number; userId: number } }): Promise<{ reviewId: number; helpfulCount: number; voted: boolean }> {
  return db.transaction(async (tx) => {
    const [review] = await tx.select({ id: reviews.id }).from(reviews).where(and(eq(reviews.id, input.reviewId), eq(reviews.status, 'published')));
    if (!review) throw new NotFound('Review');
    const added = await tx.insert(reviewVotes).values({ reviewId: review.id, userId: input.userId }).onConflictDoNothing().returning({ reviewId: reviewVotes.reviewId });
    const [row] = await tx
      .update(reviews)
      .set({ helpfulCount: sql`${reviews.helpfulCount} + ${added.length}` })
      .where(eq(reviews.id, review.id))
      .returning({ helpfulCount: reviews.helpfulCount });
    return { reviewId: review.id, helpfulCount: row!.helpfulCount, voted: true };
  });
}
