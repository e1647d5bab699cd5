import type { AccessCase } from '../../test/access.ts';

const adminOnly = (status: number) => ({ anonymous: 401, shopper: 403, otherShopper: 403, admin: status });
const location = { name: 'Greenhouse', street1: '1 Fern Way', city: 'Austin', state: 'TX', zip: '78701', hours: 'Sat 9-1', instructions: 'Bring your order number', daysToPrepare: 1 };

export const fulfilmentAccess: AccessCase[] = [
  { method: 'GET', route: '/api/pickup-locations', request: () => ({ url: '/api/pickup-locations' }), expect: { anonymous: 200, shopper: 200, otherShopper: 200, admin: 200 } },
  { method: 'GET', route: '/api/admin/pickup-locations', request: () => ({ url: '/api/admin/pickup-locations' }), expect: adminOnly(200) },
  { method: 'POST', route: '/api/admin/pickup-locations', request: () => ({ url: '/api/admin/pickup-locations', payload: location }), expect: adminOnly(201) },
  { method: 'PUT', route: '/api/admin/pickup-locations/:id', request: () => ({ url: '/api/admin/pickup-locations/999999', payload: location }), expect: adminOnly(404) },
];
