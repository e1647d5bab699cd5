/**
 * The claims module's public face (decisions 042, 052): the arrival guarantee's window, which the policy
 * pages and the product pages' return policy state, and when it changes.
 */
export { listenForClaimSettingsChanges, readClaimSettings } from './claim-settings.ts';
