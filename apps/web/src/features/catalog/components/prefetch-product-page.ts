/**
 * Fetches the product page's own chunks (its care card and its tag chips, care-card-slot.tsx and
 * tag-list-slot.tsx) once the browser is idle, so a product page opened from a card shows them with the rest
 * of the page (React waits for a chunk already fetched instead of showing nothing). Every card asks; the
 * browser fetches a module once.
 */
export function prefetchProductPage(): void {
  const load = () => {
    void import('./care-card.tsx');
    void import('./tag-list.tsx');
  };
  if ('requestIdleCallback' in window) requestIdleCallback(load);
  else setTimeout(load, 1000);
}
