import type { AccessCase } from '../../test/access.ts';

const selfOrAdmin = (status: number) => ({ anonymous: 401, shopper: status, otherShopper: 403, admin: status });

export const cartAccess: AccessCase[] = [
  { method: 'GET', route: '/api/users/:id/cart', request: ({ shopper }) => ({ url: `/api/users/${shopper.id}/cart` }), expect: selfOrAdmin(200) },
  {
    method: 'POST',
    route: '/api/users/:id/cart',
    request: ({ shopper }) => ({ url: `/api/users/${shopper.id}/cart`, payload: { cart: [{ productId: 1, qty: 2 }] } }),
    expect: selfOrAdmin(200),
  },
  {
    method: 'PUT',
    route: '/api/users/:id/cart',
    request: ({ shopper }) => ({ url: `/api/users/${shopper.id}/cart`, payload: { productId: 2, qty: 1 } }),
    expect: selfOrAdmin(200),
  },
  {
    method: 'DELETE',
    route: '/api/users/:id/cart',
    request: ({ shopper }) => ({ url: `/api/users/${shopper.id}/cart`, payload: { action: 'purge' } }),
    expect: selfOrAdmin(200),
  },
];
