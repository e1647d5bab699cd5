import type { RootState } from './app/store.ts';
import { restoreSetAsideCart } from './features/cart/cart-storage.ts';
import './index.css';

// Back from the payment page without paying (the browser's back button): the cart set aside for that
// order is the shopper's again. The confirmation page settles it itself.
if (window.location.pathname !== '/confirmation') restoreSetAsideCart();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/** The state a server-rendered page was rendered with (decision 015); absent on the screens the browser renders alone. */
const stateElement = document.getElementById('ssr-state');
const serverState = stateElement?.textContent
  ? (JSON.parse(stateElement.textContent) as RootState)
  : undefined;

const start = () => void import('./app/start.tsx').then(({ startApp }) => startApp(root, serverState));

/** The pictures the page marks as its most important (fetchpriority="high"), loaded or failed, or 3 s. */
function importantPictures(): Promise<unknown> {
  const pending = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')].filter(
    (img) => !img.complete,
  );
  const settled = (img: HTMLImageElement) =>
    new Promise((resolve) => {
      img.addEventListener('load', resolve, { once: true });
      img.addEventListener('error', resolve, { once: true });
    });
  return Promise.race([
    Promise.all(pending.map(settled)),
    new Promise((resolve) => setTimeout(resolve, 3000)),
  ]);
}

// The server's HTML is painted, and its largest pictures are in, before React is even downloaded: the first
// paint and the largest picture share neither the network nor the main thread with the app's JavaScript.
// A tab opened in the background paints nothing (and runs no frames) until shown: it starts at once.
if (document.visibilityState === 'visible')
  requestAnimationFrame(() => setTimeout(() => void importantPictures().then(start)));
else start();
