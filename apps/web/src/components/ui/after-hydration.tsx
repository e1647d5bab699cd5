import { Suspense, type ReactNode } from 'react';
import { useHydrating } from '../../lib/use-hydrating.ts';

/**
 * Renders its lazy children once the page is up: nothing on the server and while the browser hydrates (so
 * the two agree), then the children as soon as their chunk is in. For what a first view does not show, or
 * shows in a space kept for it, so none of it is part of the first view's JavaScript.
 */
export function AfterHydration({ children }: { children: ReactNode }) {
  const hydrating = useHydrating();
  if (hydrating) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
