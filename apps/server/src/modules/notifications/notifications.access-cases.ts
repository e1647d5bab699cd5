import type { AccessCase } from '../../test/access.ts';

const adminOnly = (status: number) => ({ anonymous: 401, shopper: 403, otherShopper: 403, admin: status });

/** The switches as a new shop has them: saving them changes nothing another row could notice. */
const defaults = { paidOrders: true, claims: true, refundsDue: true, extraAddresses: [], summary: false, summaryHour: 7 };

export const notificationsAccess: AccessCase[] = [
  { method: 'GET', route: '/api/admin/settings/notifications', request: () => ({ url: '/api/admin/settings/notifications' }), expect: adminOnly(200) },
  { method: 'PUT', route: '/api/admin/settings/notifications', request: () => ({ url: '/api/admin/settings/notifications', payload: defaults }), expect: adminOnly(200) },
];
