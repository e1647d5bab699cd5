import { holdEarlyTaps } from './app/early-taps.ts';
import { restoreSetAsideCart } from './features/cart/cart-storage.ts';
import './index.css';

// Back from the payment page without paying (the browser's back button): the cart set aside for that
// order is the shopper's again. The confirmation page settles it itself.
if (window.location.pathname !== '/confirmation') restoreSetAsideCart();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/**
 * The state a server-rendered page was rendered with (decision 015), a JSON block the browser never runs;
 * absent on the screens the browser renders alone. Only its presence is checked now: it is parsed when the
 * app starts (start.tsx), not in the entry's first task.
 */
const stateElement = document.getElementById('ssr-state');
const serverRendered = stateElement !== null;

let release = () => {};
let started = false;
const start = () => {
  if (started) return;
  started = true;
  void import('./app/start.tsx').then(({ startApp }) => startApp(root, stateElement, release));
};
// A tap on a button of the server's page before the app is up starts the app at once, and is replayed
// when React listens (app/early-taps.ts, decision 063).
if (serverRendered) release = holdEarlyTaps(root, start);

/**
 * Resolves once the browser reports a paint of `type` that `test` accepts (or reported one before), after
 * `ms` at most; where it reports no such paint, the frame after the next is as good as it gets.
 */
const reported = (
  type: string,
  test: (entry: PerformanceEntry & { element?: Element }) => boolean,
  ms: number,
) =>
  new Promise((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes(type))
      return requestAnimationFrame(() => setTimeout(resolve));
    const done = () => resolve(observer.disconnect());
    const observer = new PerformanceObserver((list) => list.getEntries().some(test) && done());
    setTimeout(done, ms);
    observer.observe({ type, buffered: true });
  });

/** The pictures the page marks as its most important (fetchpriority="high"): loaded or failed, or 3 s. */
function importantPictures(pictures: HTMLImageElement[]): Promise<unknown> {
  const settled = (img: HTMLImageElement) =>
    new Promise((resolve) => {
      img.addEventListener('load', resolve, { once: true });
      img.addEventListener('error', resolve, { once: true });
    });
  return Promise.race([
    Promise.all(pictures.filter((img) => !img.complete).map(settled)),
    new Promise((resolve) => setTimeout(resolve, 3000)),
  ]);
}

/**
 * The server's HTML is painted, and its largest pictures are in and painted, before React is even
 * downloaded: the first paint and the largest picture share neither the network nor the main thread with
 * the app's JavaScript. "Painted" is what the browser reports, not a frame later: a download started before
 * the paint was shown counts against it (Lighthouse charges it to FCP and LCP).
 */
async function afterLargestPaint(): Promise<void> {
  const pictures = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')];
  await reported('paint', (entry) => entry.name === 'first-contentful-paint', 3000);
  await importantPictures(pictures);
  if (pictures.length > 0)
    await reported(
      'largest-contentful-paint',
      (entry) => pictures.includes(entry.element as HTMLImageElement),
      1000,
    );
}

// A tab opened in the background paints nothing (and runs no frames) until shown: it starts at once. So
// does a screen the browser renders alone (log-in, the account, the admin): its empty #root paints nothing
// contentful, so waiting for a first paint would only hold the shopper up (3 s, the wait's limit).
if (serverRendered && document.visibilityState === 'visible') void afterLargestPaint().then(start);
else start();
