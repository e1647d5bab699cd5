import type { AccessCase } from '../../test/access.ts';

export const auditAccess: AccessCase[] = [
  {
    method: 'GET',
    route: '/api/admin/activity',
    request: () => ({ url: '/api/admin/activity' }),
    expect: { anonymous: 401, shopper: 403, otherShopper: 403, admin: 200 },
  },
];
