import type { Product } from '@shop/shared/products';
import { api } from '../../lib/api.ts';

export interface Wishlist {
  id: number;
  products: Product[];
}

export const getWishlists = (userId: number) => api<Wishlist[]>(`/api/users/${userId}/wishlists`);

export const putWishlist = (
  userId: number,
  wishlistId: number,
  productId: number,
  action: 'add' | 'delete',
) =>
  api<Wishlist>(`/api/users/${userId}/wishlists/${wishlistId}`, {
    method: 'PUT',
    body: { productId, action },
  });
