import type { AccessCase } from '../../test/access.ts';

const adminOnly = (status: number) => ({ anonymous: 401, shopper: 403, otherShopper: 403, admin: status });
const csv = 'First Name,Last Name,Email,Accepts Email Marketing\nAda,Access,ada.access@example.com,no\n';

export const customersCsvAccess: AccessCase[] = [
  {
    method: 'POST',
    route: '/api/admin/customers/import',
    request: () => ({ url: '/api/admin/customers/import', payload: { csv, dryRun: true } }),
    expect: adminOnly(200),
  },
  { method: 'GET', route: '/api/admin/customers/invitations', request: () => ({ url: '/api/admin/customers/invitations' }), expect: adminOnly(200) },
  { method: 'POST', route: '/api/admin/customers/invitations', request: () => ({ url: '/api/admin/customers/invitations' }), expect: adminOnly(200) },
  { method: 'GET', route: '/api/admin/customers/export', request: () => ({ url: '/api/admin/customers/export' }), expect: adminOnly(200) },
];
