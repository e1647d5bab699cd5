import type { AccessCase } from '../../test/access.ts';

const adminOnly = { anonymous: 401, shopper: 403, otherShopper: 403, admin: 200 };
const nobody = { anonymous: 404, shopper: 404, otherShopper: 404, admin: 404 };

export const checkoutReminderAccess: AccessCase[] = [
  { method: 'GET', route: '/api/admin/checkout-reminders/settings', request: () => ({ url: '/api/admin/checkout-reminders/settings' }), expect: adminOnly },
  { method: 'PUT', route: '/api/admin/checkout-reminders/settings', request: () => ({ url: '/api/admin/checkout-reminders/settings', payload: { enabled: true, promoCode: null } }), expect: adminOnly },
  // No sign-in: the signed key is the permission; a key that does not match opens nothing, whoever asks.
  { method: 'POST', route: '/api/checkout-reminders/cart', request: () => ({ url: '/api/checkout-reminders/cart', payload: { orderId: 1, key: 'x'.repeat(43) } }), expect: nobody },
];
