import type { AccessCase } from '../../test/access.ts';

const adminOnly = (status: number) => ({ anonymous: 401, shopper: 403, otherShopper: 403, admin: status });

/** Listed last in the table: the admin's DELETE really removes the demo catalogue of the table's shop. */
export const demoCatalogueAccess: AccessCase[] = [
  { method: 'GET', route: '/api/admin/demo-catalogue', request: () => ({ url: '/api/admin/demo-catalogue' }), expect: adminOnly(200) },
  { method: 'DELETE', route: '/api/admin/demo-catalogue', request: () => ({ url: '/api/admin/demo-catalogue' }), expect: adminOnly(200) },
];
