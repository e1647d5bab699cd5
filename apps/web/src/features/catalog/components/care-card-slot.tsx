import { lazy, memo, Suspense, type ComponentProps } from 'react';
import { CareCard } from './care-card.tsx';

type Props = ComponentProps<typeof CareCard>;

const load = () => import('./care-card.tsx');
// In the browser the care card is a chunk of its own (the first view must not grow): on a server-rendered
// product page the server's HTML stays on screen and React hydrates it once the chunk is in.
const LazyCareCard = lazy(() => load().then((m) => ({ default: m.CareCard })));

/**
 * Fetches the care card's chunk once the browser is idle, so a product page opened from a card shows its
 * care card with the rest of the page (React waits for a chunk already fetched instead of showing nothing).
 * Every card asks; the browser fetches a module once.
 */
export function prefetchCareCard(): void {
  if ('requestIdleCallback' in window) requestIdleCallback(() => void load());
  else setTimeout(() => void load(), 1000);
}

/**
 * A plant's care card: rendered whole on the server, hydrated from a lazy chunk in the browser. Memo: the
 * page's renders that leave its props alone do not reach it, as an update before it hydrates would swap
 * the server's HTML for nothing until the chunk is in.
 */
export const CareCardSlot = memo(function CareCardSlot(props: Props) {
  return <Suspense fallback={null}>{import.meta.env.SSR ? <CareCard {...props} /> : <LazyCareCard {...props} />}</Suspense>;
});
