/** The payments module's public face (decisions 013, 020): payment sessions and refunds at the provider, the test page, and the provider's webhook facts, for checkout. */
export { askForRefund, listProviderRefunds } from './ask-for-refund.ts';
export { type CardField, type CardForm, cardFormOf, checkTestCard } from './card-check.ts';
export { claimRefund, refundable } from './claim-refund.ts';
export { closeSessionsAtProvider, expireSession, markSessionsClosed } from './close-payment-sessions.ts';
export { findPayment } from './find-payment.ts';
export { findTestSession } from './find-test-session.ts';
export { listPayments } from './list-payments.ts';
export { openPaymentSession } from './open-payment-session.ts';
export { closedPage, missingPage, payFormPage, type PayPageOrder } from './pay-page.ts';
export type { Payment, ProviderRefund, ProviderStatus, RefundRow, RefundStatus } from './provider-types.ts';
export { recordPayment } from './record-payment.ts';
export { findUnansweredRefunds, listRefunds, recordProviderRefund, recordRefundAnswer } from './record-refund.ts';
export { forgetStripeEvent, readStripeFact, rememberStripeEvent, verifyStripeEvent } from './stripe-events.ts';
