import { lazy } from 'react';
import { AfterHydration } from '../../../components/ui/after-hydration.tsx';

const DeliveryCheck = lazy(() => import('./delivery-check.tsx').then((m) => ({ default: m.DeliveryCheck })));

/**
 * The delivery check on a first-view page (the product page): not part of the first view's JavaScript, it
 * loads once the page is up, in the space kept for it so nothing moves.
 */
export function LazyDeliveryCheck({ productIds }: { productIds: readonly number[] }) {
  return (
    <div className="min-h-[8.5rem]">
      <AfterHydration>
        <DeliveryCheck productIds={productIds} />
      </AfterHydration>
    </div>
  );
}
