/** The most distinct products one cart holds. */
export const MAX_CART_LINES = 200;
