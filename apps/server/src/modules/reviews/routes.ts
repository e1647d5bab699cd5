import multipart from '@fastify/multipart';
import { errorBody, id } from '@shop/shared/common';
import {
  adminReview,
  adminReviewQuery,
  helpfulVote,
  orderReviewPage,
  ownReview,
  productRatingRow,
  productReviews,
  productReviewsQuery,
  REVIEW_KEY_HEADER,
  reviewCreate,
  reviewEdit,
  reviewRemoval,
  reviewReply,
  reviewSettings,
} from '@shop/shared/reviews';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientKey } from '../../client-address.ts';
import type { AppContext } from '../../context.ts';
import { BadRequest, HttpError, NotFound } from '../../errors.ts';
import { actsAsBackOffice } from '../../auth-user.ts';
import { adminOnly, requireUser, signedIn } from '../../plugins/auth.ts';
import { unsubscribeLinkRoutes } from '../../unsubscribe-link.ts';
import { enforceRateLimit } from '../rate-limits/index.ts';
import { authorizeReviewer, type ReviewerCaller } from './authorize-reviewer.ts';
import { listProductRatings, listProductReviews } from './list-product-reviews.ts';
import { listAdminReviews, publishReview, removeReview, replyToReview } from './moderate-reviews.ts';
import { readReviewPhoto, uploadReviewPhoto } from './review-photos.ts';
import { readReviewSettings, saveReviewSettings } from './review-settings.ts';
import { findReviewRecipient, stopReviewRequests } from './stop-review-requests.ts';
import { voteHelpful } from './vote-helpful.ts';
import { createReview, editReview, getOrderReviewPage } from './write-review.ts';

const tags = ['reviews'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const MAX_PHOTO_BYTES = 15 * 1024 * 1024;

/** Review photos sent, per order and per client address, in an hour (docs/decisions/047). */
export const REVIEW_PHOTO_RATE = { perOrder: 20, perAddress: 30, windowMs: 60 * 60 * 1000 };

/** Multipart's errors: 413 for a photo over the limit; anything else (a malformed form) is the client's. */
function uploadError(error: { statusCode?: number; message: string }): never {
  if (error.statusCode === 413) throw new HttpError(413, 'A photo must be at most 15 MB');
  throw new BadRequest('The photo could not be read');
}

function callerOf(request: FastifyRequest): ReviewerCaller {
  const header = request.headers[REVIEW_KEY_HEADER];
  const reviewKey = typeof header === 'string' && header !== '' && header.length <= 200 ? header : null;
  return { user: request.user, reviewKey };
}

/** Reviews (decision 041): the buyer's review page and its writes, the product's reviews, votes, the owner's moderation and settings. */
export async function reviewRoutes(app: FastifyInstance, { db, config, clock, storeSettings }: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const orderParam = z.object({ orderId: id });
  const reviewParam = z.object({ reviewId: id });
  const keyed = `the order's buyer signed in, or the key of its emailed review link (header ${REVIEW_KEY_HEADER})`;

  r.get(
    '/api/reviews/orders/:orderId',
    { schema: { tags, summary: `The plants of a shipped order to review, with the reviews written: ${keyed}`, params: orderParam, response: { 200: orderReviewPage, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex');
      return getOrderReviewPage({ db, config, caller: callerOf(request), input: request.params });
    },
  );

  r.post(
    '/api/reviews/orders/:orderId',
    { schema: { tags, summary: `Reviews one line of a shipped order (one review per line; a second is 409): ${keyed}`, params: orderParam, body: reviewCreate, response: { 201: ownReview, ...errors } } },
    async (request, reply) => {
      const review = await createReview({ db, config, caller: callerOf(request), input: { ...request.body, orderId: request.params.orderId, now: clock.now() } });
      return reply.status(201).send(review);
    },
  );

  await app.register(multipart, { limits: { fileSize: MAX_PHOTO_BYTES + 1, files: 1, fields: 2, parts: 3 } });
  r.post(
    '/api/reviews/orders/:orderId/photos',
    {
      schema: {
        tags,
        summary: `Sends a photo for the order's reviews (multipart field \`photo\`, JPEG, PNG or WebP, at most 15 MB and 50 megapixels; metadata stripped; ${REVIEW_PHOTO_RATE.perOrder} an hour per order): ${keyed}`,
        consumes: ['multipart/form-data'],
        params: orderParam,
        response: { 201: z.object({ name: z.string(), url: z.string() }), ...errors, 413: errorBody, 415: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      // Who, how often and how many are settled before a byte of the body is read (docs/decisions/047).
      const order = await authorizeReviewer({ db, config, caller: callerOf(request), input: { orderId: request.params.orderId } });
      const { perOrder, perAddress, windowMs } = REVIEW_PHOTO_RATE;
      const message = 'Too many photos sent in an hour; please wait and try again';
      await enforceRateLimit({ db, keys: [`review-photos:order:${order.id}`], limit: perOrder, windowMs, message });
      await enforceRateLimit({ db, keys: [`review-photos:ip:${clientKey(request.ip)}`], limit: perAddress, windowMs, message });
      if (!request.isMultipart()) throw new HttpError(415, 'Send the photo as multipart/form-data');
      const readFile = async () => {
        const part = await request.file().catch(uploadError);
        if (!part) throw new BadRequest('Attach a photo');
        return part.toBuffer().catch(uploadError);
      };
      const photo = await uploadReviewPhoto({ db, order, input: { readFile, now: clock.now() } });
      return reply.status(201).send(photo);
    },
  );

  r.get('/reviews/photos/:file', { schema: { hide: true, params: z.object({ file: z.string().max(60) }) } }, async (request, reply) => {
    const admin = actsAsBackOffice(request.user);
    const body = await readReviewPhoto({ db, input: { file: request.params.file, admin } });
    if (!body) throw new NotFound('Photo');
    // Not immutable: a photo disappears when the owner removes its review.
    return reply.type('image/jpeg').header('cache-control', admin ? 'private, no-store' : 'public, max-age=3600').send(body);
  });

  r.put(
    '/api/reviews/:reviewId',
    { schema: { tags, summary: `The author changes their review: ${keyed}`, params: reviewParam, body: reviewEdit, response: { 200: ownReview, ...errors } } },
    async (request) => editReview({ db, config, caller: callerOf(request), input: { ...request.body, reviewId: request.params.reviewId, now: clock.now() } }),
  );

  r.get(
    '/api/products/:id/reviews',
    { schema: { tags, summary: "A plant's published reviews and their summary, newest or most helpful first", params: z.object({ id }), querystring: productReviewsQuery, response: { 200: productReviews, ...errors } } },
    async (request) => listProductReviews({ db, input: { productId: request.params.id, ...request.query } }),
  );

  r.post(
    '/api/reviews/:reviewId/helpful',
    { onRequest: signedIn, schema: { tags, summary: 'A signed-in customer finds a review helpful (one vote each)', params: reviewParam, response: { 200: helpfulVote, ...errors } } },
    async (request) => voteHelpful({ db, input: { reviewId: request.params.reviewId, userId: requireUser(request).id } }),
  );

  r.get(
    '/api/admin/reviews',
    { onRequest: adminOnly, schema: { tags, summary: 'Every review, newest first, by stars, status and photos', querystring: adminReviewQuery, response: { 200: z.array(adminReview), ...errors } } },
    async (request) => listAdminReviews({ db, input: request.query }),
  );

  r.post(
    '/api/admin/reviews/:reviewId/publish',
    { onRequest: adminOnly, schema: { tags, summary: 'Publishes a review waiting for moderation', params: reviewParam, response: { 200: adminReview, ...errors } } },
    async (request) => publishReview({ db, input: { reviewId: request.params.reviewId, now: clock.now() } }),
  );

  r.post(
    '/api/admin/reviews/:reviewId/remove',
    { onRequest: adminOnly, schema: { tags, summary: 'Removes a review as spam, abuse or off-topic, with the reason recorded (never for its rating)', params: reviewParam, body: reviewRemoval, response: { 200: adminReview, ...errors } } },
    async (request) => removeReview({ db, input: { reviewId: request.params.reviewId, ...request.body, now: clock.now() } }),
  );

  r.put(
    '/api/admin/reviews/:reviewId/reply',
    { onRequest: adminOnly, schema: { tags, summary: "The shop's public reply under a review ('' takes it down)", params: reviewParam, body: reviewReply, response: { 200: adminReview, ...errors } } },
    async (request) => replyToReview({ db, input: { reviewId: request.params.reviewId, reply: request.body.reply, now: clock.now() } }),
  );

  r.get(
    '/api/admin/review-ratings',
    { onRequest: adminOnly, schema: { tags, summary: "Each plant's published reviews: average and count, lowest first", response: { 200: z.array(productRatingRow), ...errors } } },
    async () => listProductRatings({ db }),
  );

  r.get(
    '/api/admin/review-settings',
    { onRequest: adminOnly, schema: { tags, summary: 'Days after shipping the review request goes out, and whether reviews wait for the owner', response: { 200: reviewSettings, ...errors } } },
    async () => readReviewSettings({ db }),
  );

  r.put(
    '/api/admin/review-settings',
    { onRequest: adminOnly, schema: { tags, summary: 'Changes the review settings', body: reviewSettings, response: { 200: reviewSettings, ...errors } } },
    async (request) => saveReviewSettings({ db, input: { ...request.body, now: clock.now() } }),
  );

  // The unsubscribe link in every review request (RFC 8058 one-click, and a page with one button).
  await unsubscribeLinkRoutes(app, {
    path: '/reviews/unsubscribe',
    shop: async () => ({ url: config.publicUrl, name: (await storeSettings.current()).shop.name }),
    wording: {
      emails: 'review requests',
      willStop: 'No more emails asking for a review will go to',
      stopped: 'No more review requests will go to',
      afterStopped: 'You can still review your plants from your order history.',
      unknownLink: { text: 'It may have been cut short by your mail app.', path: '/', label: 'Back to the shop' },
    },
    find: (token) => findReviewRecipient({ db, input: { token } }),
    stop: async (token, log) => {
      const stopped = await stopReviewRequests({ db, input: { token, now: clock.now() } });
      if (stopped) log.info('review requests stopped by their unsubscribe link');
      return stopped;
    },
  });
}
