/** The reviews module's public face (decision 041): the minute sweep's review requests and pruning of photos no review took (decision 047), a plant's published reviews for the server-rendered product page, and the reviews of plants that leave with the demo catalogue (decision 048). */
export { listProductReviews } from './list-product-reviews.ts';
export { sendReviewRequests } from './request-reviews.ts';
export { pruneUnusedReviewPhotos } from './review-photos.ts';
export { countReviewsOf, deleteReviewsOf } from './reviews-of-plants.ts';
