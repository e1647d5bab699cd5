import { lazy, Suspense, type ComponentProps } from 'react';
import { ProductReviewsSection } from './product-reviews.tsx';

type Props = ComponentProps<typeof ProductReviewsSection>;

// In the browser the reviews' code is a chunk of its own (the first view must not grow, decision 041):
// the server's HTML stays on screen, React hydrates it once the chunk is in.
const LazyReviews = lazy(() => import('./product-reviews.tsx').then((m) => ({ default: m.ProductReviewsSection })));

/** The product page's reviews: rendered whole on the server, hydrated from a lazy chunk in the browser. */
export function ReviewsSlot(props: Props) {
  return <Suspense fallback={null}>{import.meta.env.SSR ? <ProductReviewsSection {...props} /> : <LazyReviews {...props} />}</Suspense>;
}
