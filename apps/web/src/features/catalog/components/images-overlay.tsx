import { useEffect } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';

/** Covers the grid and stops scrolling until the page's images are in (docs/product/screens.md#routes). */
export function ImagesOverlay({ active }: { active: boolean }) {
  useEffect(() => {
    if (!active) return undefined;
    document.body.classList.add('scroll-lock');
    return () => document.body.classList.remove('scroll-lock');
  }, [active]);
  if (!active) return null;
  return (
    <div
      data-testid="loading-overlay"
      className="fixed inset-x-0 top-14 bottom-0 sm:top-16 z-30 grid place-items-center bg-cream-50/85 backdrop-blur-sm"
    >
      <Spinner label="Loading plants" />
    </div>
  );
}
