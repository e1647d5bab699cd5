import { lazy, memo, Suspense, type ComponentProps } from 'react';
import { BackInStockForm } from './back-in-stock-form.tsx';

type Props = ComponentProps<typeof BackInStockForm>;

// In the browser the form is a chunk of its own (only a sold-out plant shows it; the first view must not
// grow, decision 063): on a server-rendered page the server's form stays on screen and React hydrates it
// once the chunk is in.
const LazyForm = lazy(() => import('./back-in-stock-form.tsx').then((m) => ({ default: m.BackInStockForm })));

/**
 * "Email me when it's back": rendered whole on the server, hydrated from a lazy chunk in the browser. Memo:
 * the page's renders that leave its props alone do not reach it, as an update before it hydrates would
 * swap the server's form for nothing until the chunk is in.
 */
export const BackInStockSlot = memo(function BackInStockSlot(props: Props) {
  return <Suspense fallback={null}>{import.meta.env.SSR ? <BackInStockForm {...props} /> : <LazyForm {...props} />}</Suspense>;
});
