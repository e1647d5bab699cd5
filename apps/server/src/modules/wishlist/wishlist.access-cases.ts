import type { AccessCase, Fixtures } from '../../test/access.ts';

const selfOrAdmin = (status: number) => ({ anonymous: 401, shopper: status, otherShopper: 403, admin: status });

/** The shopper's wishlist id, made on first use by the shopper's own GET. */
async function shopperWishlistId({ shop, shopper }: Fixtures): Promise<number> {
  const response = await shop.request({ method: 'GET', url: `/api/users/${shopper.id}/wishlists`, token: shopper.token });
  return (response.json() as { id: number }[])[0]!.id;
}

export const wishlistAccess: AccessCase[] = [
  {
    method: 'GET',
    route: '/api/users/:id/wishlists',
    request: ({ shopper }) => ({ url: `/api/users/${shopper.id}/wishlists` }),
    expect: selfOrAdmin(200),
  },
  {
    method: 'PUT',
    route: '/api/users/:id/wishlists/:wishlistId',
    request: async (fx) => ({
      url: `/api/users/${fx.shopper.id}/wishlists/${await shopperWishlistId(fx)}`,
      payload: { productId: 1, action: 'add' },
    }),
    expect: selfOrAdmin(200),
  },
];
