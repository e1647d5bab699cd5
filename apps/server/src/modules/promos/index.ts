/** The promos module's public face (decision 024): finding a code, claiming it for an order, and using or releasing that claim; the demo's codes, listed and deleted (decision 048). */
export { claimPromo, recordRedemption } from './claim-promo.ts';
export { findActivePromo } from './find-active-promo.ts';
export { limitPromoLookups } from './limit-promo-lookups.ts';
export { releaseRedemption, useRedemption } from './settle-redemption.ts';
export { deleteDemoPromos, listDemoPromos } from './demo-promos.ts';
