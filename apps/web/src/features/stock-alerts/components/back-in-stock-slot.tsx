import { lazy, memo, Suspense, type ComponentProps } from 'react';
import { BackInStockForm } from './back-in-stock-form.tsx';

type Props = ComponentProps<typeof BackInStockForm>;

// In the browser the form is a chunk of its own (only a sold-out plant shows it; the first view must not
// grow, decision 063): on a server-rendered page the server's form stays on screen and React hydrates it
// once the chunk is in.
let loading: Promise<{ BackInStockForm: typeof BackInStockForm }> | undefined;
const load = () => (loading ??= import('./back-in-stock-form.tsx'));
const LazyForm = lazy(() => load().then((m) => ({ default: m.BackInStockForm })));

/**
 * On a server-rendered page that shows the form, its chunk is loaded before hydrating (app/start.tsx), so
 * the form is hydrated with the page and an address typed into it as soon as the page is up is kept.
 */
export function preloadBackInStock(): Promise<unknown> | undefined {
  return document.querySelector('form[aria-label="Email me when it\'s back"]') ? load() : undefined;
}

/**
 * "Email me when it's back": rendered whole on the server, hydrated from a lazy chunk in the browser. Memo:
 * the page's renders that leave its props alone do not reach it, as an update before it hydrates would
 * swap the server's form for nothing until the chunk is in.
 */
export const BackInStockSlot = memo(function BackInStockSlot(props: Props) {
  return <Suspense fallback={null}>{import.meta.env.SSR ? <BackInStockForm {...props} /> : <LazyForm {...props} />}</Suspense>;
});
