import type { AccessCase, Fixtures } from '../../test/access.ts';

const adminOnly = (status: number) => ({ anonymous: 401, shopper: 403, otherShopper: 403, admin: status });
const rateBody = () => ({ name: 'Access rate', price: 4.95, freeFrom: null, minDays: 2, maxDays: 5, active: false });

async function freshRateId({ shop, admin }: Fixtures): Promise<number> {
  const response = await shop.request({ method: 'POST', url: '/api/admin/shipping-rates', token: admin.token, payload: rateBody() });
  return (response.json() as { id: number }).id;
}

const SETTINGS = {
  originZip: '27601',
  timeZone: 'America/New_York',
  shipDays: [1, 2, 3],
  cutoffHour: 12,
  handlingDays: 0,
  closedDates: [],
  holdBelowF: 32,
  heatPackBelowF: 45,
  holdAboveF: 95,
  heatPack: 4.95,
  maxHoldDays: 14,
};

export const shippingAccess: AccessCase[] = [
  { method: 'GET', route: '/api/shipping-rates', request: () => ({ url: '/api/shipping-rates' }), expect: { anonymous: 200, shopper: 200, otherShopper: 200, admin: 200 } },
  { method: 'GET', route: '/api/admin/shipping-rates', request: () => ({ url: '/api/admin/shipping-rates' }), expect: adminOnly(200) },
  { method: 'POST', route: '/api/admin/shipping-rates', request: () => ({ url: '/api/admin/shipping-rates', payload: rateBody() }), expect: adminOnly(201) },
  {
    method: 'PUT',
    route: '/api/admin/shipping-rates/:id',
    request: async (fx) => ({ url: `/api/admin/shipping-rates/${await freshRateId(fx)}`, payload: rateBody() }),
    expect: adminOnly(200),
  },
  { method: 'GET', route: '/api/admin/shipping-settings', request: () => ({ url: '/api/admin/shipping-settings' }), expect: adminOnly(200) },
  {
    method: 'PUT',
    route: '/api/admin/shipping-settings',
    request: () => ({ url: '/api/admin/shipping-settings', payload: SETTINGS }),
    expect: adminOnly(200),
  },
];
