import { productPath } from '@shop/shared/handles';
import { memo, useEffect } from 'react';
import { Link } from 'react-router';
import { isSafeFor } from '@shop/shared/catalog-filters';
import type { Product } from '@shop/shared/products';
import { SIZE_TAGS } from '@shop/shared/tags';
import { Button } from '../../../components/ui/button.tsx';
import { ProductImage } from '../../../components/ui/product-image.tsx';
import { Stars } from '../../../components/ui/stars.tsx';
import { formatDollars } from '../../../lib/money.ts';
import { PawIcon } from './badge-icons.tsx';
import { prefetchProductPage } from './prefetch-product-page.ts';

interface ProductCardProps {
  product: Product;
  onAddToCart: (product: Product) => void;
  /** How many the cart already holds; at the stock the button is disabled. */
  inCart: number;
  onImageSettled?: (productId: number) => void;
  eager?: boolean;
  /** The first cards on the screen: their images load before the rest. */
  priority?: boolean;
  /** The card's title level under the page's headings: h2 in the grid, h3 under a section title. */
  headingLevel?: 'h2' | 'h3';
}

/** Two cards a row on phones, three from md, four from lg, within the page's 80rem. */
const CARD_SIZES = '(min-width: 1280px) 300px, (min-width: 1024px) 24vw, (min-width: 768px) 32vw, 48vw';

export function sizeOf(product: Product): string | undefined {
  return product.tags.find((tag) => (SIZE_TAGS as readonly string[]).includes(tag.tagName))?.tagName;
}

/** Memoised: a grid renders again on every cart or catalogue change, but a card only when its own props do. */
export const ProductCard = memo(function ProductCard({
  product,
  onAddToCart,
  inCart,
  onImageSettled,
  eager,
  priority,
  headingLevel: Heading = 'h2',
}: ProductCardProps) {
  // A plant whose sizes cost differently says where its prices start, "From $24.00", as its page does, not
  // the default size's price; it also says which sizes there are: "3 sizes: 4" pot · 6" pot · 10" pot"
  // (decisions 032, 061).
  const varies = product.variants.some((variant) => variant.price !== product.priceFrom);
  const sizeOption = product.options.find((option) => /size/i.test(option.name));
  const sizes = sizeOption && sizeOption.values.length > 1 ? sizeOption.values : null;
  const choices = sizes ? `${sizes.length} sizes: ${sizes.join(' · ')}` : varies ? 'More choices' : null;
  const soldOut = product.qty <= 0;
  const allInCart = !soldOut && inCart >= product.qty;
  const size = sizeOf(product);
  const petSafe = isSafeFor(product, 'cats and dogs');
  // The page it opens has a care card and tag chips, chunks of their own: fetched ahead, once the browser is idle.
  useEffect(prefetchProductPage, []);
  return (
    <article className="group flex h-full flex-col">
      <Link
        to={productPath(product)}
        className="relative block overflow-hidden rounded-2xl"
        tabIndex={-1}
        aria-hidden="true"
      >
        <ProductImage
          imageURL={product.imageURL}
          alt={product.name}
          onPlaceholderSettled={onImageSettled ? () => onImageSettled(product.id) : undefined}
          eager={eager}
          priority={priority}
          sizes={CARD_SIZES}
          className="transition-transform duration-500 group-hover:scale-[1.03]"
        />
        {soldOut ? (
          <span className="absolute top-3 left-3 rounded-full bg-ink/85 px-3 py-1 text-[11px] font-bold tracking-[0.15em] text-white">
            SOLD OUT
          </span>
        ) : product.qty <= 5 ? (
          <span className="absolute top-3 left-3 rounded-full bg-cream-50/90 px-3 py-1 text-[11px] font-semibold tracking-wide text-clay-600">
            Only {product.qty} left
          </span>
        ) : null}
      </Link>
      <div className="mt-4 flex flex-1 flex-col gap-4">
        <div>
          <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-3">
            <Heading className="font-serif text-lg leading-snug text-forest-900">
              <Link to={productPath(product)} className="hover:underline">
                {product.name}
              </Link>
            </Heading>
            <p className="shrink-0 font-semibold text-forest-900 sm:pt-0.5">
              {varies ? `From ${formatDollars(product.priceFrom)}` : formatDollars(product.price)}
            </p>
          </div>
          {product.rating ? (
            <p className="mt-1 flex items-center gap-1.5 text-sm text-muted" data-testid="card-rating">
              <Stars value={product.rating.average} />
              <span>
                ({product.rating.count}
                <span className="sr-only"> {product.rating.count === 1 ? 'review' : 'reviews'}</span>)
              </span>
            </p>
          ) : null}
          {choices ? (
            <p className="mt-1 text-sm text-muted" data-testid="card-sizes">
              {choices}
            </p>
          ) : null}
          {size || petSafe ? (
            <div className="mt-1.5 flex flex-wrap items-center gap-x-2 gap-y-1.5 text-sm text-muted">
              {size ? <p>{size} plant</p> : null}
              {petSafe ? (
                <p className="inline-flex items-center gap-1 rounded-full bg-sage-100 px-2 py-0.5 text-xs font-semibold text-forest-800">
                  <PawIcon className="size-3.5" />
                  Pet safe
                </p>
              ) : null}
            </div>
          ) : null}
        </div>
        <Button
          variant="secondary"
          className="mt-auto w-full px-3 py-2.5 text-xs"
          disabled={soldOut || allInCart}
          onClick={() => onAddToCart(product)}
        >
          {soldOut ? 'SOLD OUT' : allInCart ? 'ALL IN CART' : 'ADD TO CART'}
        </Button>
      </div>
    </article>
  );
});
