/** The reviews module's public face (decision 041): the minute sweep's review requests, a plant's published reviews for the server-rendered product page, and the reviews of plants that leave with the demo catalogue (decision 048). */
export { listProductReviews } from './list-product-reviews.ts';
export { sendReviewRequests } from './request-reviews.ts';
export { countReviewsOf, deleteReviewsOf } from './reviews-of-plants.ts';
