import { lazy, memo, Suspense, type ComponentProps } from 'react';
import { CareCard } from './care-card.tsx';

type Props = ComponentProps<typeof CareCard>;

// In the browser the care card is a chunk of its own (the first view must not grow): on a server-rendered
// product page the server's HTML stays on screen and React hydrates it once the chunk is in.
const LazyCareCard = lazy(() => import('./care-card.tsx').then((m) => ({ default: m.CareCard })));

/**
 * A plant's care card: rendered whole on the server, hydrated from a lazy chunk in the browser. Memo: the
 * page's renders that leave its props alone do not reach it, as an update before it hydrates would swap
 * the server's HTML for nothing until the chunk is in.
 */
export const CareCardSlot = memo(function CareCardSlot(props: Props) {
  return <Suspense fallback={null}>{import.meta.env.SSR ? <CareCard {...props} /> : <LazyCareCard {...props} />}</Suspense>;
});
