import type { AccessCase, Fixtures } from '../../test/access.ts';
import { makeProduct } from '../catalog/catalog.test-support.ts';

/** A sold-out plant of its own for each cell, so no cell finds another's subscription or rate limit. */
async function soldOutPlant(fx: Fixtures): Promise<number> {
  const plant = await makeProduct(fx.shop, fx.admin.token, { price: 9, qty: 1 });
  const sold = await fx.shop.request({ method: 'PUT', url: `/api/products/${plant.id}`, token: fx.admin.token, payload: { name: plant.name, qty: 0, price: 9, description: 'x' } });
  if (sold.statusCode !== 200) throw new Error(sold.body);
  return plant.id;
}

let asked = 0;

export const stockAlertAccess: AccessCase[] = [
  {
    method: 'POST',
    route: '/api/products/:id/stock-alerts',
    request: async (fx) => {
      asked += 1;
      return { url: `/api/products/${await soldOutPlant(fx)}/stock-alerts`, payload: { email: `waiting-${asked}@example.com` }, headers: { 'x-forwarded-for': `10.9.0.${asked}` } };
    },
    expect: { anonymous: 200, shopper: 200, otherShopper: 200, admin: 200 },
  },
  { method: 'GET', route: '/api/admin/stock-alerts', request: () => ({ url: '/api/admin/stock-alerts' }), expect: { anonymous: 401, shopper: 403, otherShopper: 403, admin: 200 } },
];
