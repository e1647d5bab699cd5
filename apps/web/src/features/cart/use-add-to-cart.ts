import { useCallback } from 'react';
import { toast } from '../../components/ui/toast.ts';
import { MSG } from '@shop/shared/messages';
import type { Product } from '@shop/shared/products';
import { lineName, variantOf } from '@shop/shared/variants';
import { useAppDispatch } from '../../lib/hooks.ts';
import { addToCart } from './cart-slice.ts';

/** ADD TO CART with its toast: the chosen variant, or the product's default (the grid's); refuses politely at the stock. */
export function useAddToCart(userId: number | null): (product: Product, variantId?: number | null) => void {
  const dispatch = useAppDispatch();
  return useCallback(
    (product: Product, variantId?: number | null) => {
      const variant = variantOf(product, variantId);
      const name = lineName(product.name, variant?.title);
      void dispatch(addToCart({ product, variantId: variant?.id ?? null, userId }))
        .unwrap()
        .then((added) => {
          if (added) toast.success(MSG.toastAdded);
          else if (!variant || variant.qty === 0) toast.error(`${name} is sold out`);
          else if (variant.maxPerOrder < variant.qty) toast.error(`At most ${variant.maxPerOrder} of ${name} per order`);
          else toast.error(`Only ${variant.qty} in stock`);
        });
    },
    [dispatch, userId],
  );
}
