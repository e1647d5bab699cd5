import type { AccessCase } from '../../test/access.ts';

const adminOnly = (status: number) => ({ anonymous: 401, shopper: 403, otherShopper: 403, admin: status });
const csv =
  'Handle,Title,Option1 Name,Option1 Value,Variant SKU,Variant Price,Variant Inventory Qty\naccess-fern,Access Fern,Title,Default Title,ACCESS-FERN,12.00,3\n';

export const catalogCsvAccess: AccessCase[] = [
  {
    method: 'POST',
    route: '/api/admin/catalog/import',
    request: () => ({ url: '/api/admin/catalog/import', payload: { csv, dryRun: true } }),
    expect: adminOnly(200),
  },
  {
    method: 'GET',
    route: '/api/admin/catalog/export',
    request: () => ({ url: '/api/admin/catalog/export' }),
    expect: adminOnly(200),
  },
];
