import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { initialAuthState } from '../features/auth/auth-slice.ts';
import { getToken } from '../lib/storage.ts';
import { App } from './providers.tsx';
import { loadLazyMatches, makeRouter } from './router.tsx';
import { makeStore, type RootState } from './store.ts';

/**
 * Takes over a server-rendered page (hydration, decision 015), or renders a screen the server left to the
 * browser (the private ones: no state came with them).
 */
export async function startApp(root: HTMLElement, sentState: RootState | undefined, shop: RootState['shop'] | undefined): Promise<void> {
  const serverState = sentState && shop ? { ...sentState, shop } : sentState;
  // A server-rendered screen that is a chunk of its own (a policy page) is loaded first, so hydration's
  // first render is the server's HTML rather than the router's empty fallback.
  if (serverState) await loadLazyMatches(window.location);
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
  // token, the cart and the name in the top bar arrive in the render after it.
  const store = makeStore({ ...serverState, auth: initialAuthState(getToken()) });
  hydrateRoot(
    root,
    <StrictMode>
      <App store={store} router={router} serverState={serverState} />
    </StrictMode>,
    { onRecoverableError: (error) => console.error('Hydration failed:', error) },
  );
}
