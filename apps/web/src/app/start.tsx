import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { initialAuthState } from '../features/auth/auth-slice.ts';
import { preloadBackInStock } from '../features/stock-alerts/components/back-in-stock-slot.tsx';
import { getToken } from '../lib/storage.ts';
import { App } from './providers.tsx';
import { loadLazyMatches, makeRouter } from './router.tsx';
import { makeStore, type RootState } from './store.ts';

/** A JSON block of the page (`<script type="application/json">`, never run), parsed. */
function readJson<T>(element: Element | null): T | undefined {
  return element?.textContent ? (JSON.parse(element.textContent) as T) : undefined;
}

/**
 * Takes over a server-rendered page (hydration, decision 015), or renders a screen the server left to the
 * browser (the private ones: no state came with them). The state the server sent (`stateElement`) is read
 * here, when the app starts; `release` replays the taps held until React listens (early-taps.ts).
 */
export async function startApp(
  root: HTMLElement,
  stateElement: Element | null,
  release: () => void,
): Promise<void> {
  const sentState = readJson<RootState>(stateElement);
  /** The shop's name and words: every page carries them (decision 045). */
  const shop = readJson<RootState['shop']>(document.getElementById('ssr-shop'));
  const serverState = sentState && shop ? { ...sentState, shop } : sentState;
  // A server-rendered screen that is a chunk of its own (a policy page) is loaded first, so hydration's
  // first render is the server's HTML rather than the router's empty fallback.
  // So is the chunk of "Email me when it's back" when the page shows it (a sold-out plant).
  if (serverState) await Promise.all([loadLazyMatches(window.location), preloadBackInStock()]);
  const router = makeRouter();
  if (!serverState) {
    createRoot(root).render(
      <StrictMode>
        <App store={makeStore(shop && { shop })} router={router} />
      </StrictMode>,
    );
    return;
  }
  // Hydration sees exactly what the server rendered (an anonymous visitor with an empty cart); the stored
  // token, the cart and the name in the top bar arrive in the render after it. Without a stored token the
  // server's auth state is kept as it came, so nothing that reads it renders again after hydrating.
  const token = getToken();
  const store = makeStore(token ? { ...serverState, auth: initialAuthState(token) } : serverState);
  // The shell (the top bar, the cart) hydrates in this task; each region of the page is a Suspense boundary
  // that React hydrates after it, in order, yielding between them (decision 063).
  hydrateRoot(
    root,
    <StrictMode>
      <App store={store} router={router} serverState={serverState} />
    </StrictMode>,
    { onRecoverableError: (error) => console.error('Hydration failed:', error) },
  );
  // React listens now: the taps held since the first paint reach it, and hydrate their region first.
  release();
}
