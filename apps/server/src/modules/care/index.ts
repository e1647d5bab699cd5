/** The care module's public face (decision 023): the minute sweep's share of the care emails (plans for shipped orders, the emails due). */
export { planCareEmails } from './plan-care-emails.ts';
export { queueCareEmails } from './queue-care-emails.ts';
