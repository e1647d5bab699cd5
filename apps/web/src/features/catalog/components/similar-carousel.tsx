import { SIMILAR_VISIBLE } from '@shop/shared/catalog';
import type { Product } from '@shop/shared/products';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/ui/icons.tsx';
import { ProductCard } from './product-card.tsx';

interface SimilarCarouselProps {
  products: Product[];
  offset: number;
  onPrevious: () => void;
  onNext: () => void;
  onAddToCart: (product: Product) => void;
  inCart: (product: Product) => number;
}

const arrow =
  'grid size-10 place-items-center rounded-full border border-sand-300 bg-white text-forest-900 hover:bg-sage-100 disabled:cursor-not-allowed disabled:opacity-40';

/** 'YOU MIGHT ALSO LIKE': four at a time with previous / next. */
export function SimilarCarousel({
  products,
  offset,
  onPrevious,
  onNext,
  onAddToCart,
  inCart,
}: SimilarCarouselProps) {
  if (products.length === 0) return null;
  const visible = products.slice(offset, offset + SIMILAR_VISIBLE);
  return (
    <section aria-labelledby="similar-heading" className="mt-24">
      <div className="flex items-end justify-between gap-4">
        <h2 id="similar-heading" className="text-sm font-semibold tracking-[0.25em] text-forest-900">
          YOU MIGHT ALSO LIKE
        </h2>
        {products.length > SIMILAR_VISIBLE ? (
          <div className="flex gap-2">
            <button
              type="button"
              className={arrow}
              onClick={onPrevious}
              disabled={offset <= 0}
              aria-label="Previous recommendations"
            >
              <ChevronLeftIcon className="size-5" />
            </button>
            <button
              type="button"
              className={arrow}
              onClick={onNext}
              disabled={offset + SIMILAR_VISIBLE >= products.length}
              aria-label="Next recommendations"
            >
              <ChevronRightIcon className="size-5" />
            </button>
          </div>
        ) : null}
      </div>
      <div className="mt-8 grid grid-cols-2 gap-x-5 gap-y-10 lg:grid-cols-4">
        {visible.map((product) => (
          <ProductCard
            key={product.id}
            product={product}
            onAddToCart={onAddToCart}
            inCart={inCart(product)}
            headingLevel="h3"
          />
        ))}
      </div>
    </section>
  );
}
