import { useCallback } from 'react';
import toast from 'react-hot-toast';
import { MSG } from '@shop/shared/messages';
import type { Product } from '@shop/shared/products';
import { useAppDispatch } from '../../lib/hooks.ts';
import { addToCart } from './cart-slice.ts';

/** ADD TO CART with its toast; refuses politely at the stock. */
export function useAddToCart(userId: number | null): (product: Product) => void {
  const dispatch = useAppDispatch();
  return useCallback(
    (product: Product) => {
      void dispatch(addToCart({ product, userId }))
        .unwrap()
        .then((added) => {
          if (added) toast.success(MSG.toastAdded);
          else toast.error(product.qty > 0 ? `Only ${product.qty} in stock` : `${product.name} is sold out`);
        });
    },
    [dispatch, userId],
  );
}
