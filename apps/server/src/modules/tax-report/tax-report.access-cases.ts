import type { AccessCase } from '../../test/access.ts';

const adminOnly = (status: number) => ({ anonymous: 401, shopper: 403, otherShopper: 403, admin: status });

export const taxReportAccess: AccessCase[] = [
  { method: 'GET', route: '/api/admin/tax-report', request: () => ({ url: '/api/admin/tax-report?months=12' }), expect: adminOnly(200) },
  { method: 'GET', route: '/api/admin/tax-report.csv', request: () => ({ url: '/api/admin/tax-report.csv' }), expect: adminOnly(200) },
  { method: 'GET', route: '/api/admin/nexus-thresholds', request: () => ({ url: '/api/admin/nexus-thresholds' }), expect: adminOnly(200) },
  {
    method: 'PUT',
    route: '/api/admin/nexus-thresholds/:state',
    // Vermont: no other test edits it.
    request: () => ({ url: '/api/admin/nexus-thresholds/VT', payload: { sales: 100000, transactions: 200, bothRequired: false, asOf: '2026-01-01', note: 'Checked with the state.' } }),
    expect: adminOnly(200),
  },
];
