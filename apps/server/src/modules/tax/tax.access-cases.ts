import type { AccessCase, Fixtures } from '../../test/access.ts';

const adminOnly = (status: number) => ({ anonymous: 401, shopper: 403, otherShopper: 403, admin: status });

/** A state the shop collects in, made for one cell (Wyoming: no other test taxes it). */
async function collectingIn({ shop, admin }: Fixtures): Promise<string> {
  await shop.request({ method: 'PUT', url: '/api/admin/tax-states/WY', token: admin.token, payload: { ratePercent: 4 } });
  return 'WY';
}

/** Cheyenne's ZIP at Laramie County's combined rate, as a one-row ZIP table of Wyoming. */
const WYOMING_TABLE = {
  csv: 'State,ZipCode,TaxRegionName,EstimatedCombinedRate,StateRate,EstimatedCountyRate,EstimatedCityRate,EstimatedSpecialRate\nWY,82001,LARAMIE COUNTY,0.06,0.04,0.02,0,0\n',
  effectiveOn: '2026-01-01',
};

/** Wyoming collected with its ZIP table loaded, for one cell. */
async function zipTableIn(fixtures: Fixtures): Promise<string> {
  const state = await collectingIn(fixtures);
  await fixtures.shop.request({ method: 'POST', url: `/api/admin/tax-states/${state}/zip-rates`, token: fixtures.admin.token, payload: { ...WYOMING_TABLE, dryRun: false } });
  return state;
}

export const taxAccess: AccessCase[] = [
  { method: 'GET', route: '/api/admin/tax-states', request: () => ({ url: '/api/admin/tax-states' }), expect: adminOnly(200) },
  { method: 'PUT', route: '/api/admin/tax-states/:state', request: () => ({ url: '/api/admin/tax-states/NV', payload: { ratePercent: 6.85 } }), expect: adminOnly(200) },
  { method: 'DELETE', route: '/api/admin/tax-states/:state', request: async (fx) => ({ url: `/api/admin/tax-states/${await collectingIn(fx)}` }), expect: adminOnly(204) },
  {
    method: 'POST',
    route: '/api/admin/tax-states/:state/zip-rates',
    request: async (fx) => ({ url: `/api/admin/tax-states/${await collectingIn(fx)}/zip-rates`, payload: WYOMING_TABLE }),
    expect: adminOnly(200),
  },
  { method: 'DELETE', route: '/api/admin/tax-states/:state/zip-rates', request: async (fx) => ({ url: `/api/admin/tax-states/${await zipTableIn(fx)}/zip-rates` }), expect: adminOnly(204) },
];
