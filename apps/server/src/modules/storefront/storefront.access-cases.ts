import type { AccessCase } from '../../test/access.ts';

export const storefrontAccess: AccessCase[] = [
  { method: 'GET', route: '/api/landing', request: () => ({ url: '/api/landing' }), expect: { anonymous: 200, shopper: 200, otherShopper: 200, admin: 200 } },
];
