import { lazy } from 'react';
import { AfterHydration } from './after-hydration.tsx';

const ToasterPanel = lazy(() => import('./toaster-panel.tsx'));

/**
 * Where toasts appear. The toast library is not part of the first view's JavaScript: it loads once the
 * page is up, and a toast asked for before then shows as soon as it has.
 */
export function AppToaster() {
  return (
    <AfterHydration>
      <ToasterPanel />
    </AfterHydration>
  );
}
