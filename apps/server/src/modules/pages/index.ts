/**
 * The pages' public face (decisions 035, 049, 052): the policy pages with the shop's facts in them, their demo
 * text and whether it is still there, and the storefront content, for the storefront, the dashboard and the seed.
 */
export { listPolicyPages } from './list-policy-pages.ts';
export { readPolicyPage } from './read-policy-page.ts';
export { readStorefrontContent, type StorefrontContent } from './read-storefront-content.ts';
export { listenForStorefrontChanges } from './storefront-changes.ts';
export { demoPagesToReplace, writePolicyPages } from './write-policy-pages.ts';
