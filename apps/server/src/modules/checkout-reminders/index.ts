/** The checkout reminders' public face (decision 072): the minute sweep writes one reminder per unpaid order that ended. */
export { CHECKOUT_REMINDER_EMAIL, sendCheckoutReminders } from './send-checkout-reminders.ts';
