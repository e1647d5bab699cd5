import type { AccessCase } from '../../test/access.ts';

/** Stripe signs its calls instead of logging in; the access-control shop has no Stripe, so the webhook is off. */
export const paymentAccess: AccessCase[] = [
  {
    method: 'POST',
    route: '/api/payments/stripe/webhook',
    request: () => ({ url: '/api/payments/stripe/webhook', payload: { id: 'evt_access', type: 'checkout.session.completed' } }),
    expect: { anonymous: 404, shopper: 404, otherShopper: 404, admin: 404 },
  },
];
