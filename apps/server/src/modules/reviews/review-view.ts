import type { AdminReview, OwnReview, PublicReview } from '@shop/shared/reviews';
import type { reviews } from '../../db/schema/reviews.ts';

export type ReviewRow = typeof reviews.$inferSelect;

/** 'Ada L.': enough to be a person, not enough to find them. */
export function authorNameOf(firstName: string, lastName: string): string {
  const initial = lastName.trim().charAt(0).toUpperCase();
  return initial ? `${firstName.trim()} ${initial}.` : firstName.trim();
}

/** A review as anyone reads it: plain text, never HTML (the screens and emails escape it). */
export function toPublicReview(row: ReviewRow): PublicReview {
  return {
    id: row.id,
    productId: row.productId,
    authorName: row.authorName,
    verifiedBuyer: true,
    rating: row.rating,
    title: row.title,
    body: row.body,
    photos: row.photos.map((name) => `/reviews/photos/${name}.jpg`),
    helpfulCount: row.helpfulCount,
    reply: row.reply,
    repliedAt: row.repliedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    editedAt: row.updatedAt > row.createdAt ? row.updatedAt.toISOString() : null,
  };
}

export function toOwnReview(row: ReviewRow): OwnReview {
  return { ...toPublicReview(row), status: row.status, removedReason: row.removedReason };
}

export function toAdminReview(row: ReviewRow): AdminReview {
  return {
    ...toOwnReview(row),
    orderId: row.orderId,
    productName: row.productName,
    removedNote: row.removedNote,
    removedAt: row.removedAt?.toISOString() ?? null,
  };
}
