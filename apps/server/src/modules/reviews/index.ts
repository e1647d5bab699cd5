/** The reviews module's public face (decision 041): the minute sweep's review requests, and a plant's published reviews for the server-rendered product page. */
export { listProductReviews } from './list-product-reviews.ts';
export { sendReviewRequests } from './request-reviews.ts';
