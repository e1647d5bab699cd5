/**
 * The notifications module's public face (docs/decisions/051-the-owner-is-told.md): the owner's own emails,
 * written in the transaction of what they tell (a paid order, a new claim, a payment after a cancel), to
 * the owner's addresses, each once, unless the owner turned that kind off.
 */
export { notifiedAddresses, ownerAddresses } from './owner-addresses.ts';
export { OWNER_CLAIM, OWNER_ORDER, OWNER_REFUND_DUE, queueOwnerClaimEmail, queueOwnerOrderEmail, queueRefundDueEmail } from './queue-owner-emails.ts';
export { adminOrderUrl } from './tell-owner.ts';
