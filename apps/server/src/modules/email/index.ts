/** The email module's public face (decisions 010, 014): the messages the shop writes, the outbox they go through, and the mailer that hands them over. */
export { customerInvitationMessage, passwordResetMessage, verifyEmailMessage } from './account-messages.ts';
export { orderRefundMessage, orderShippedMessage } from './after-sale-messages.ts';
export { cancelQueuedEmails } from './cancel-queued-emails.ts';
export { checkoutReminderMessage } from './checkout-reminder-message.ts';
export { type ClaimStep, claimMessage } from './claim-messages.ts';
export { careEmailMessage } from './care-email-message.ts';
export { deliverDueEmails } from './deliver-due-emails.ts';
export { type Deliverer, deliverEmail } from './deliver-email.ts';
export { enqueueEmail } from './enqueue-email.ts';
export { listMarketingConsents, type MarketingConsent, recordMarketingConsents } from './marketing-consents.ts';
export { type MailMessage, type Mailer, mailerFrom } from './mailer.ts';
export { addressLines, orderConfirmationMessage } from './order-confirmation-message.ts';
export { type MorningSummary, morningSummaryMessage, ownerClaimMessage, ownerOrderPaidMessage, ownerRefundDueMessage, type OwnerWeather } from './owner-messages.ts';
export { reviewRequestMessage } from './review-request-message.ts';
export { type EmailShop, emailShop, readEmailShop } from './shop-frame.ts';
export { backInStockMessage, lowStockMessage, stockAlertConfirmMessage } from './stock-alert-messages.ts';
export { orderHeldMessage, orderReleasedMessage } from './weather-messages.ts';
export { orderReadyMessage, pickupSection } from './pickup-messages.ts';
