/**
 * The claims module's public face (decisions 042, 052, 066): the arrival guarantee's window, which the
 * policy pages and the product pages' return policy state, and when it changes; and the claim's side of a
 * replacement or a refund, which the conductor (checkout) sequences with the order's.
 */
export { getAdminClaim } from './admin-claims.ts';
export { listenForClaimSettingsChanges, readClaimSettings } from './claim-settings.ts';
export { type ClaimRow } from './claim-views.ts';
export { claimRefundReason, holdClaimForRefund, lockClaimToDecide, recordClaimRefunded, recordClaimReplaced, releaseClaim } from './decide-claim.ts';
