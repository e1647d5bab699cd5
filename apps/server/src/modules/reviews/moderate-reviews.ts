import type { AdminReview, AdminReviewQuery, RemovalReason } from '@shop/shared/reviews';
import { REMOVAL_REASONS } from '@shop/shared/reviews';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reviews } from '../../db/schema/reviews.ts';
import { BadRequest, Conflict, NotFound } from '../../errors.ts';
import { reviewsChanged } from './product-rating.ts';
import { toAdminReview } from './review-view.ts';

const ADMIN_PAGE = 200;

/** The admin's list, newest first: by stars, by status, with or without photos, of one plant. */
export async function listAdminReviews({ db, input }: { db: Db; input: AdminReviewQuery }): Promise<AdminReview[]> {
  const where: SQL[] = [];
  if (input.rating !== undefined) where.push(eq(reviews.rating, input.rating));
  if (input.status !== undefined) where.push(eq(reviews.status, input.status));
  if (input.productId !== undefined) where.push(eq(reviews.productId, input.productId));
  if (input.photos === 'yes') where.push(sql`cardinality(${reviews.photos}) > 0`);
  if (input.photos === 'no') where.push(sql`cardinality(${reviews.photos}) = 0`);
  const rows = await db
    .select()
    .from(reviews)
    .where(and(...where))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(ADMIN_PAGE);
  return rows.map(toAdminReview);
}

/** One review's change by the owner, in a transaction that also tells the catalogue. */
async function change(db: Db, reviewId: number, apply: (row: typeof reviews.$inferSelect) => Partial<typeof reviews.$inferInsert> | null): Promise<AdminReview> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(reviews).where(eq(reviews.id, reviewId)).for('update');
    if (!row) throw new NotFound('Review');
    const set = apply(row);
    if (set === null) return toAdminReview(row);
    const [changed] = await tx.update(reviews).set(set).where(eq(reviews.id, reviewId)).returning();
    await reviewsChanged(tx, changed!.productId);
    return toAdminReview(changed!);
  });
}

/** With moderation on, the owner lets a waiting review through; a removed one is not brought back here. */
export function publishReview({ db, input }: { db: Db; input: { reviewId: number; now: Date } }): Promise<AdminReview> {
  return change(db, input.reviewId, (row) => {
    if (row.status === 'published') return null;
    if (row.status === 'removed') throw new Conflict('A removed review stays removed');
    return { status: 'published', publishedAt: row.publishedAt ?? input.now };
  });
}

/**
 * The owner removes a review only as spam, abuse or off-topic, with the reason recorded (16 CFR 465:
 * never because it is negative). Any other reason is refused before anything is written; the database
 * refuses a removal without one too.
 */
export function removeReview({ db, input }: { db: Db; input: { reviewId: number; reason: string; note?: string | undefined; now: Date } }): Promise<AdminReview> {
  if (!(REMOVAL_REASONS as readonly string[]).includes(input.reason)) {
    throw new BadRequest(`A review is removed only as ${REMOVAL_REASONS.join(', ')}; a low rating is never a reason`);
  }
  return change(db, input.reviewId, (row) => {
    if (row.status === 'removed') throw new Conflict('This review was removed already');
    return { status: 'removed', removedReason: input.reason as RemovalReason, removedNote: input.note || null, removedAt: input.now };
  });
}

/** The owner's public reply, shown under the review; an empty reply takes it down. */
export function replyToReview({ db, input }: { db: Db; input: { reviewId: number; reply: string; now: Date } }): Promise<AdminReview> {
  return change(db, input.reviewId, (row) => {
    if (row.status === 'removed') throw new Conflict('A removed review takes no reply');
    return input.reply === '' ? { reply: null, repliedAt: null } : { reply: input.reply, repliedAt: input.now };
  });
}
