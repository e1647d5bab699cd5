import type { AccessCase } from '../../test/access.ts';

const adminOnly = (status: number) => ({ anonymous: 401, shopper: 403, otherShopper: 403, admin: status });
let made = 0;

export const redirectAccess: AccessCase[] = [
  { method: 'GET', route: '/api/admin/redirects', request: () => ({ url: '/api/admin/redirects' }), expect: adminOnly(200) },
  // Each actor's attempt names its own path, so the admin's is never a 409 for an earlier one.
  { method: 'POST', route: '/api/admin/redirects', request: () => ({ url: '/api/admin/redirects', payload: { from: `/old-access-${++made}`, to: '/products' } }), expect: adminOnly(201) },
  { method: 'DELETE', route: '/api/admin/redirects/:id', request: () => ({ url: '/api/admin/redirects/999999' }), expect: adminOnly(404) },
  {
    method: 'POST',
    route: '/api/admin/redirects/import',
    request: () => ({ url: '/api/admin/redirects/import', payload: { csv: 'Redirect from,Redirect to\n/old-fern,/products\n', dryRun: true } }),
    expect: adminOnly(200),
  },
];
