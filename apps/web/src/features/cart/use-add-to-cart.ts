import { useCallback } from 'react';
import { toast } from '../../components/ui/toast.ts';
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
          else if (product.qty === 0) toast.error(`${product.name} is sold out`);
          else if (product.maxPerOrder < product.qty) toast.error(`At most ${product.maxPerOrder} of ${product.name} per order`);
          else toast.error(`Only ${product.qty} in stock`);
        });
    },
    [dispatch, userId],
  );
}
