import type { AccessCase, Fixtures } from '../../test/access.ts';

const adminOnly = (status: number) => ({ anonymous: 401, shopper: 403, otherShopper: 403, admin: status });

/** A state the shop collects in, made for one cell (Wyoming: no other test taxes it). */
async function collectingIn({ shop, admin }: Fixtures): Promise<string> {
  await shop.request({ method: 'PUT', url: '/api/admin/tax-states/WY', token: admin.token, payload: { ratePercent: 4 } });
  return 'WY';
}

export const taxAccess: AccessCase[] = [
  { method: 'GET', route: '/api/admin/tax-states', request: () => ({ url: '/api/admin/tax-states' }), expect: adminOnly(200) },
  { method: 'PUT', route: '/api/admin/tax-states/:state', request: () => ({ url: '/api/admin/tax-states/NV', payload: { ratePercent: 6.85 } }), expect: adminOnly(200) },
  { method: 'DELETE', route: '/api/admin/tax-states/:state', request: async (fx) => ({ url: `/api/admin/tax-states/${await collectingIn(fx)}` }), expect: adminOnly(204) },
];
