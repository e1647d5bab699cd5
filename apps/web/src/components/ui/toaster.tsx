import { lazy, Suspense } from 'react';
import { useHydrating } from '../../lib/use-hydrating.ts';

const ToasterPanel = lazy(() => import('./toaster-panel.tsx'));

/**
 * Where toasts appear. The toast library is not part of the first view's JavaScript: it loads once the
 * page is up (after hydration, so the server's HTML and the browser's first render agree), and a toast
 * asked for before then shows as soon as it has.
 */
export function AppToaster() {
  const hydrating = useHydrating();
  if (hydrating) return null;
  return (
    <Suspense fallback={null}>
      <ToasterPanel />
    </Suspense>
  );
}
