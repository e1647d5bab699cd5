import type { AccessCase, Fixtures } from '../../test/access.ts';
import { shippedCareOrder } from './care.test-support.ts';
import { listCareReminders } from './list-care-reminders.ts';
import { planCareEmails } from './plan-care-emails.ts';

const selfOrAdmin = (status: number) => ({ anonymous: 401, shopper: status, otherShopper: 403, admin: status });

/** A plan of the shopper's own: a shipped order of a demo plant that asked for care tips, planned by a sweep. */
async function shopperPlan(fx: Fixtures): Promise<number> {
  await shippedCareOrder(fx.shop, fx.admin.token, { lines: [{ productId: 1, qty: 1 }], shopper: fx.shopper });
  await planCareEmails({ db: fx.shop.db, log: fx.shop.app.log, now: new Date() });
  const [newest] = await listCareReminders({ db: fx.shop.db, input: { userId: fx.shopper.id } });
  return newest!.id;
}

export const careAccess: AccessCase[] = [
  { method: 'GET', route: '/api/users/:id/care-reminders', request: ({ shopper }) => ({ url: `/api/users/${shopper.id}/care-reminders` }), expect: selfOrAdmin(200) },
  {
    method: 'DELETE',
    route: '/api/users/:id/care-reminders/:planId',
    request: async (fx) => ({ url: `/api/users/${fx.shopper.id}/care-reminders/${await shopperPlan(fx)}` }),
    expect: selfOrAdmin(200),
  },
];
