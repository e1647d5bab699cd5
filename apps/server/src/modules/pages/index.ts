/** The pages' public face (decisions 035, 049): the policy pages and the storefront content, for the storefront (and the seed). */
export { listPolicyPages } from './list-policy-pages.ts';
export { readPolicyPage } from './read-policy-page.ts';
export { readStorefrontContent, type StorefrontContent } from './read-storefront-content.ts';
export { listenForStorefrontChanges } from './storefront-changes.ts';
export { writeMissingPolicyPages } from './write-missing-policy-pages.ts';
