import type { OrderReviewPage, OwnReview, ReviewCreate, ReviewEdit } from '@shop/shared/reviews';
import { and, eq, inArray } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { reviewPhotoUploads, reviews } from '../../db/schema/reviews.ts';
import { BadRequest, Conflict, NotFound } from '../../errors.ts';
import { authorizeReviewer, type ReviewerCaller } from './authorize-reviewer.ts';
import { reviewsChanged } from './product-rating.ts';
import { readReviewSettings } from './review-settings.ts';
import { authorNameOf, toOwnReview } from './review-view.ts';

/**
 * A review carries only photos sent for its own order (each name once). Inside the review's transaction the
 * uploads are locked (FOR SHARE), so the sweep that prunes unused ones (decision 047) skips them until the
 * review holds them, or has pruned them already and the review is refused.
 */
async function checkPhotos(db: DbOrTx, orderId: number, names: readonly string[] | undefined): Promise<void> {
  if (!names || names.length === 0) return;
  if (new Set(names).size !== names.length) throw new BadRequest('The same photo is attached twice');
  const sent = await db
    .select({ name: reviewPhotoUploads.name })
    .from(reviewPhotoUploads)
    .where(and(eq(reviewPhotoUploads.orderId, orderId), inArray(reviewPhotoUploads.name, [...names])))
    .for('share');
  if (sent.length !== names.length) throw new BadRequest('Attach only photos sent for this order');
}

/** The buyer's review page: each line of the order, with the review already written for it. */
export async function getOrderReviewPage({ db, config, caller, input }: { db: Db; config: Config; caller: ReviewerCaller; input: { orderId: number } }): Promise<OrderReviewPage> {
  const order = await authorizeReviewer({ db, config, caller, input });
  const lineIds = order.lines.map((line) => line.id);
  const written = lineIds.length === 0 ? [] : await db.select().from(reviews).where(inArray(reviews.orderLineId, lineIds));
  return {
    orderId: order.id,
    firstName: order.firstName,
    lines: order.lines.map((line) => {
      const review = written.find((row) => row.orderLineId === line.id);
      return { orderLineId: line.id, productId: line.productId, productName: line.productName, variantTitle: line.variantTitle, review: review ? toOwnReview(review) : null };
    }),
  };
}

/**
 * A buyer reviews one plant of a shipped order they bought: one review per order line (a second is a
 * 409, kept by the database's unique index however many arrive at once). It is published at once, or
 * waits for the owner when moderation is on; the stars never change which (a 1-star review goes exactly
 * where a 5-star one does).
 */
export async function createReview({ db, config, caller, input }: { db: Db; config: Config; caller: ReviewerCaller; input: ReviewCreate & { orderId: number; now: Date } }): Promise<OwnReview> {
  const order = await authorizeReviewer({ db, config, caller, input: { orderId: input.orderId } });
  const line = order.lines.find((each) => each.id === input.orderLineId);
  if (!line) throw new NotFound('Order line');
  if (line.productId === null) throw new Conflict('This plant is no longer sold, so it cannot be reviewed');
  const productId = line.productId;
  const { moderation } = await readReviewSettings({ db });
  const status = moderation ? 'pending' : 'published';
  return db.transaction(async (tx) => {
    await checkPhotos(tx, order.id, input.photos);
    const [row] = await tx
      .insert(reviews)
      .values({
        orderLineId: line.id,
        orderId: order.id,
        productId,
        productName: line.productName,
        userId: order.userId,
        authorName: authorNameOf(order.firstName, order.lastName),
        rating: input.rating,
        title: input.title ?? '',
        body: input.body ?? '',
        photos: input.photos ?? [],
        status,
        publishedAt: status === 'published' ? input.now : null,
        createdAt: input.now,
        updatedAt: input.now,
      })
      .onConflictDoNothing({ target: reviews.orderLineId })
      .returning();
    if (!row) throw new Conflict('This plant of the order has a review already: edit it instead');
    if (status === 'published') await reviewsChanged(tx, productId);
    return toOwnReview(row);
  });
}

/**
 * The author changes their review (the account it was written from, or the order's review link). With
 * moderation on, the change waits for the owner again. A removed review stays removed.
 */
export async function editReview({ db, config, caller, input }: { db: Db; config: Config; caller: ReviewerCaller; input: ReviewEdit & { reviewId: number; now: Date } }): Promise<OwnReview> {
  const [found] = await db.select().from(reviews).where(eq(reviews.id, input.reviewId));
  if (!found) throw new NotFound('Review');
  await authorizeReviewer({ db, config, caller, input: { orderId: found.orderId } });
  if (found.status === 'removed') throw new Conflict('This review was removed by the shop and cannot be changed');
  const { moderation } = await readReviewSettings({ db });
  return db.transaction(async (tx) => {
    await checkPhotos(tx, found.orderId, input.photos);
    const [row] = await tx
      .update(reviews)
      .set({
        rating: input.rating,
        ...(input.title !== undefined && { title: input.title }),
        ...(input.body !== undefined && { body: input.body }),
        ...(input.photos !== undefined && { photos: input.photos }),
        status: moderation ? 'pending' : 'published',
        ...(!moderation && found.publishedAt === null && { publishedAt: input.now }),
        updatedAt: input.now,
      })
      .where(and(eq(reviews.id, found.id), eq(reviews.status, found.status)))
      .returning();
    if (!row) throw new Conflict('The review changed meanwhile: try again');
    await reviewsChanged(tx, row.productId);
    return toOwnReview(row);
  });
}
