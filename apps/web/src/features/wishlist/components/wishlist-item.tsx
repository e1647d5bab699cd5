import { productPath } from '@shop/shared/handles';
import { Link } from 'react-router';
import type { Product } from '@shop/shared/products';
import { Button } from '../../../components/ui/button.tsx';
import { TrashIcon } from '../../../components/ui/icons.tsx';
import { ProductImage } from '../../../components/ui/product-image.tsx';
import { formatDollars } from '../../../lib/money.ts';

interface WishlistItemProps {
  product: Product;
  onRemove: () => void;
  onAddToCart: () => void;
}

export function WishlistItem({ product, onRemove, onAddToCart }: WishlistItemProps) {
  const soldOut = product.qty <= 0;
  return (
    <li className="flex gap-4 py-6 sm:gap-6">
      <Link to={productPath(product)} className="w-24 shrink-0 overflow-hidden rounded-xl sm:w-28">
        <ProductImage imageURL={product.imageURL} alt={product.name} />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex items-start justify-between gap-4">
          <h2 className="font-serif text-lg text-forest-900 sm:text-xl">
            <Link to={productPath(product)} className="hover:underline">
              {product.name}
            </Link>
          </h2>
          <p className="shrink-0 font-semibold text-forest-900">{formatDollars(product.price)}</p>
        </div>
        {product.shortDescription ? (
          <p className="mt-1 line-clamp-2 text-sm text-muted">{product.shortDescription}</p>
        ) : null}
        <div className="mt-auto flex items-center justify-between gap-2 pt-4 sm:justify-start">
          <Button variant="secondary" className="px-4 py-2 text-xs" disabled={soldOut} onClick={onAddToCart}>
            {soldOut ? 'SOLD OUT' : 'ADD TO CART'}
          </Button>
          <button
            type="button"
            onClick={onRemove}
            className="inline-flex items-center gap-1.5 rounded-full px-3 py-2 text-sm text-muted hover:bg-sage-100 hover:text-clay-600"
            aria-label={`Remove ${product.name} from wishlist`}
          >
            <TrashIcon className="size-4" />
            <span className="hidden sm:inline">Remove</span>
          </button>
        </div>
      </div>
    </li>
  );
}
