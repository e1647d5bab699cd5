/** The policy pages' public face (decision 035): what the storefront (and the seed) may call. */
export { listPolicyPages } from './list-policy-pages.ts';
export { readPolicyPage } from './read-policy-page.ts';
export { writeMissingPolicyPages } from './write-missing-policy-pages.ts';
