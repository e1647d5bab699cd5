import { lazy, memo, Suspense, type ComponentProps } from 'react';
import { TagList } from './tag-list.tsx';

type Props = ComponentProps<typeof TagList>;

// As the care card (care-card-slot.tsx): in the browser the tag chips are a chunk of their own, so their
// readable labels and the pet-safety note do not grow the first view (docs/decisions/061); on a
// server-rendered product page the server's HTML stays on screen and React hydrates it once the chunk is in.
const LazyTagList = lazy(() => import('./tag-list.tsx').then((m) => ({ default: m.TagList })));

/** A plant's tag chips: rendered whole on the server, hydrated from a lazy chunk in the browser. */
export const TagListSlot = memo(function TagListSlot(props: Props) {
  return <Suspense fallback={null}>{import.meta.env.SSR ? <TagList {...props} /> : <LazyTagList {...props} />}</Suspense>;
});
