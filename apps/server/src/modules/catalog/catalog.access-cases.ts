import type { AccessCase } from '../../test/access.ts';

const newProduct = { name: 'Access Fern', qty: 3, price: 12.5, description: 'A fern made for a test.' };
const open = { anonymous: 200, shopper: 200, otherShopper: 200, admin: 200 };
const adminOnly = (status: number) => ({ anonymous: 401, shopper: 403, otherShopper: 403, admin: status });

async function freshProductId({ shop, admin }: Parameters<AccessCase['request']>[0]): Promise<number> {
  const response = await shop.request({ method: 'POST', url: '/api/products', token: admin.token, payload: newProduct });
  return (response.json() as { id: number }).id;
}

export const catalogAccess: AccessCase[] = [
  { method: 'GET', route: '/api/products', request: () => ({ url: '/api/products' }), expect: open },
  { method: 'GET', route: '/api/products/:id', request: () => ({ url: '/api/products/1' }), expect: open },
  { method: 'POST', route: '/api/products', request: () => ({ url: '/api/products', payload: newProduct }), expect: adminOnly(201) },
  {
    method: 'PUT',
    route: '/api/products/:id',
    request: async (fx) => ({ url: `/api/products/${await freshProductId(fx)}`, payload: { ...newProduct, qty: 0 } }),
    expect: adminOnly(200),
  },
  {
    method: 'DELETE',
    route: '/api/products/:id',
    request: async (fx) => ({ url: `/api/products/${await freshProductId(fx)}` }),
    expect: adminOnly(204),
  },
  {
    method: 'POST',
    route: '/api/products/cart',
    request: () => ({ url: '/api/products/cart', payload: [{ productId: 1, qty: 2 }] }),
    expect: open,
  },
];
