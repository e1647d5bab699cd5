import type { AccessCase, Fixtures } from '../../test/access.ts';

const adminOnly = (status: number) => ({ anonymous: 401, shopper: 403, otherShopper: 403, admin: status });
let made = 0;
const promoBody = () => ({ name: `access${(made += 1)}`, discountRate: 0.15, status: true });

async function freshPromoId({ shop, admin }: Fixtures): Promise<number> {
  const response = await shop.request({ method: 'POST', url: '/api/promos', token: admin.token, payload: promoBody() });
  return (response.json() as { id: number }).id;
}

export const promoAccess: AccessCase[] = [
  {
    method: 'GET',
    route: '/api/promos/byName/:name',
    request: () => ({ url: '/api/promos/byName/welcome10' }),
    expect: { anonymous: 200, shopper: 200, otherShopper: 200, admin: 200 },
  },
  { method: 'GET', route: '/api/promos', request: () => ({ url: '/api/promos' }), expect: adminOnly(200) },
  { method: 'GET', route: '/api/promos/:id', request: () => ({ url: '/api/promos/1' }), expect: adminOnly(200) },
  { method: 'POST', route: '/api/promos', request: () => ({ url: '/api/promos', payload: promoBody() }), expect: adminOnly(201) },
  {
    method: 'PUT',
    route: '/api/promos/:id',
    request: async (fx) => ({ url: `/api/promos/${await freshPromoId(fx)}`, payload: promoBody() }),
    expect: adminOnly(200),
  },
  {
    method: 'DELETE',
    route: '/api/promos/:id',
    request: async (fx) => ({ url: `/api/promos/${await freshPromoId(fx)}` }),
    expect: adminOnly(204),
  },
];
