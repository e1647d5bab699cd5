import type { AccessCase } from '../../test/access.ts';

export const dashboardAccess: AccessCase[] = [
  {
    method: 'GET',
    route: '/api/admin/dashboard',
    request: () => ({ url: '/api/admin/dashboard' }),
    expect: { anonymous: 401, shopper: 403, otherShopper: 403, admin: 200 },
  },
  {
    method: 'GET',
    route: '/api/admin/dashboard/sales',
    request: () => ({ url: '/api/admin/dashboard/sales?by=month' }),
    expect: { anonymous: 401, shopper: 403, otherShopper: 403, admin: 200 },
  },
  {
    method: 'GET',
    route: '/api/admin/dashboard/claim-rates',
    request: () => ({ url: '/api/admin/dashboard/claim-rates' }),
    expect: { anonymous: 401, shopper: 403, otherShopper: 403, admin: 200 },
  },
  {
    method: 'GET',
    route: '/api/admin/stock-movements',
    request: () => ({ url: '/api/admin/stock-movements?limit=5' }),
    expect: { anonymous: 401, shopper: 403, otherShopper: 403, admin: 200 },
  },
];
