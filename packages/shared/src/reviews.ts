/**
 * Reviews from buyers (decision 041): what a buyer sends, what the product page, the buyer's review page
 * and the admin read, and the owner's settings. Text is plain text everywhere: it is never read as HTML.
 */
import { z } from 'zod';
import { MAX_REVIEW_PHOTOS } from './review-labels.ts';

export { MAX_REVIEW_PHOTOS, photoNameOf, photoThumbOf, REVIEW_KEY_HEADER } from './review-labels.ts';

export const REVIEW_SORTS = ['newest', 'helpful'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
export const REVIEW_STATUSES = ['pending', 'published', 'removed'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
/** The only reasons the owner may remove a review; a low rating is never one (16 CFR 465). */
export const REMOVAL_REASONS = ['spam', 'abuse', 'off-topic'] as const;
export type RemovalReason = (typeof REMOVAL_REASONS)[number];

const RATING_MESSAGE = 'Choose 1 to 5 stars';
const rating = z.number({ error: RATING_MESSAGE }).int(RATING_MESSAGE).min(1, RATING_MESSAGE).max(5, RATING_MESSAGE);
/** A photo sent with `POST /api/reviews/orders/:orderId/photos`: the name it answered. */
const photo = z.string().regex(/^cp-[0-9a-f]{20}$/, 'Attach a photo sent for this order');

const reviewFields = {
  rating,
  title: z.string().trim().max(120, 'A title has at most 120 characters').optional(),
  body: z.string().trim().max(4000, 'A review has at most 4000 characters').optional(),
  photos: z.array(photo).max(MAX_REVIEW_PHOTOS, `At most ${MAX_REVIEW_PHOTOS} photos`).optional(),
};

/** A new review of one line of the order. */
export const reviewCreate = z.object({ orderLineId: z.number().int().positive().max(2_147_483_647), ...reviewFields });
export type ReviewCreate = z.infer<typeof reviewCreate>;

/** The author's edit: what is left out is kept. */
export const reviewEdit = z.object(reviewFields);
export type ReviewEdit = z.infer<typeof reviewEdit>;

/** A review as the product page shows it. */
export const publicReview = z.object({
  id: z.number(),
  productId: z.number(),
  authorName: z.string(),
  /** Every review in this shop comes from an order line that shipped: always true. */
  verifiedBuyer: z.boolean(),
  rating: z.number(),
  title: z.string(),
  body: z.string(),
  /** Addresses of the photos (`/reviews/photos/<name>.jpg`; `-thumb.jpg` for a small one). */
  photos: z.array(z.string()),
  helpfulCount: z.number(),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  createdAt: z.string(),
  /** Set when the author changed it after publishing. */
  editedAt: z.string().nullable(),
});
export type PublicReview = z.infer<typeof publicReview>;

export const ratingSummary = z.object({
  average: z.number(),
  count: z.number(),
  /** How many published reviews gave 1, 2, 3, 4 and 5 stars. */
  distribution: z.array(z.number()).length(5),
});
export type RatingSummary = z.infer<typeof ratingSummary>;

/** `GET /api/products/:id/reviews`: the summary and one page of published reviews. */
export const productReviews = z.object({
  productId: z.number(),
  summary: ratingSummary,
  sort: z.enum(REVIEW_SORTS),
  reviews: z.array(publicReview),
  total: z.number(),
});
export type ProductReviews = z.infer<typeof productReviews>;

export const productReviewsQuery = z.object({
  sort: z.enum(REVIEW_SORTS).optional(),
  offset: z.coerce.number().int().min(0).max(100_000).optional(),
  limit: z.coerce.number().int().min(1).max(50).optional(),
});

/** The author's own review: the public fields and where it stands. */
export const ownReview = publicReview.extend({
  status: z.enum(REVIEW_STATUSES),
  removedReason: z.enum(REMOVAL_REASONS).nullable(),
});
export type OwnReview = z.infer<typeof ownReview>;

/** The buyer's review page of one order: each plant, with the review already written. */
export const orderReviewPage = z.object({
  orderId: z.number(),
  firstName: z.string(),
  lines: z.array(
    z.object({
      orderLineId: z.number(),
      productId: z.number().nullable(),
      productName: z.string(),
      variantTitle: z.string(),
      review: ownReview.nullable(),
    }),
  ),
});
export type OrderReviewPage = z.infer<typeof orderReviewPage>;

/** A review in the admin's list. */
export const adminReview = ownReview.extend({
  orderId: z.number(),
  productName: z.string(),
  removedNote: z.string().nullable(),
  removedAt: z.string().nullable(),
});
export type AdminReview = z.infer<typeof adminReview>;

export const adminReviewQuery = z.object({
  rating: z.coerce.number().int().min(1).max(5).optional(),
  status: z.enum(REVIEW_STATUSES).optional(),
  photos: z.enum(['yes', 'no']).optional(),
  productId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type AdminReviewQuery = z.infer<typeof adminReviewQuery>;

const REASON_MESSAGE = `A review is removed only as ${REMOVAL_REASONS.join(', ')}; a low rating is never a reason`;
export const reviewRemoval = z.object({
  reason: z.enum(REMOVAL_REASONS, { error: REASON_MESSAGE }),
  note: z.string().trim().max(500).optional(),
});
export type ReviewRemoval = z.infer<typeof reviewRemoval>;

export const reviewReply = z.object({ reply: z.string({ error: 'Write a reply' }).trim().max(2000, 'A reply has at most 2000 characters') });

const DAYS_MESSAGE = 'Days after shipping: 0 to 90';
export const reviewSettings = z.object({
  /** 0: at the first sweep after the order ships. */
  requestAfterDays: z.number({ error: DAYS_MESSAGE }).int(DAYS_MESSAGE).min(0, DAYS_MESSAGE).max(90, DAYS_MESSAGE),
  moderation: z.boolean(),
});
export type ReviewSettings = z.infer<typeof reviewSettings>;

/** The dashboard's line per plant: its published reviews' average. */
export const productRatingRow = z.object({ productId: z.number(), productName: z.string(), average: z.number(), count: z.number() });
export type ProductRatingRow = z.infer<typeof productRatingRow>;

export const helpfulVote = z.object({ reviewId: z.number(), helpfulCount: z.number(), voted: z.boolean() });

