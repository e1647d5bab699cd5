import { lazy, Suspense } from 'react';
import { useHydrating } from '../../../lib/use-hydrating.ts';

const DeliveryCheck = lazy(() => import('./delivery-check.tsx').then((m) => ({ default: m.DeliveryCheck })));

/**
 * The delivery check on a first-view page (the product page): not part of the first view's JavaScript, it
 * loads once the page is up, in the space kept for it so nothing moves.
 */
export function LazyDeliveryCheck({ productIds }: { productIds: readonly number[] }) {
  const hydrating = useHydrating();
  return (
    <div className="min-h-[8.5rem]">
      {hydrating ? null : (
        <Suspense fallback={null}>
          <DeliveryCheck productIds={productIds} />
        </Suspense>
      )}
    </div>
  );
}
