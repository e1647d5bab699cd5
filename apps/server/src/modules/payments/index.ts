/** The payments module's public face (decisions 013, 020, 037): the providers `buildApp` makes, payment sessions and refunds at them, the test page, and what a webhook says, for checkout. */
export { askForRefund, listProviderRefunds } from './ask-for-refund.ts';
export { type CardField, type CardForm, cardFormOf, checkTestCard } from './card-check.ts';
export { claimRefund, refundable } from './claim-refund.ts';
export { closeSessionsAtProvider, expireSession, markSessionsClosed } from './close-payment-sessions.ts';
export { findPayment } from './find-payment.ts';
export { findTestSession } from './find-test-session.ts';
export { listPayments } from './list-payments.ts';
export { openPaymentSession } from './open-payment-session.ts';
export { closedPage, missingPage, payFormPage, type PayPageOrder } from './pay-page.ts';
export type { Payment, PaymentProviders, ProviderRefund, ProviderStatus, RefundRow, RefundStatus } from './provider-types.ts';
export { paymentProviders } from './providers.ts';
export { recordPayment } from './record-payment.ts';
export { findUnansweredRefunds, listRefunds, recordProviderRefund, recordRefundAnswer } from './record-refund.ts';
export { forgetStripeEvent, readWebhookFact, rememberStripeEvent } from './webhook-events.ts';
