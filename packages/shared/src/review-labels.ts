// What the storefront's light screens need of reviews (decision 041), without zod: the product page's
// first view imports it.

export const MAX_REVIEW_PHOTOS = 3;

/** The header carrying the key of an order's emailed review link (its `#key=` fragment). */
export const REVIEW_KEY_HEADER = 'x-review-key';

/** A photo's name from its address: what a review's `photos` takes back when it is edited. */
export function photoNameOf(url: string): string | null {
  return /\/reviews\/photos\/(cp-[0-9a-f]{20})\.jpg$/.exec(url)?.[1] ?? null;
}

/** The small version of a review photo's address, for lists and galleries. */
export function photoThumbOf(url: string): string {
  return url.replace(/\.jpg$/, '-thumb.jpg');
}
