import type { AccessCase } from '../../test/access.ts';

export const launchAccess: AccessCase[] = [
  {
    method: 'GET',
    route: '/api/admin/launch-checklist',
    request: () => ({ url: '/api/admin/launch-checklist' }),
    expect: { anonymous: 401, shopper: 403, otherShopper: 403, admin: 200 },
  },
];
