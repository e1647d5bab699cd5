import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { initialAuthState } from '../features/auth/auth-slice.ts';
import { getToken } from '../lib/storage.ts';
import { App } from './providers.tsx';
import { makeRouter } from './router.tsx';
import { makeStore, type RootState } from './store.ts';

/**
 * Takes over a server-rendered page (hydration, decision 015), or renders a screen the server left to the
 * browser (the private ones: no state came with them).
 */
export function startApp(root: HTMLElement, serverState: RootState | undefined): void {
  const router = makeRouter();
  if (!serverState) {
    createRoot(root).render(
      <StrictMode>
        <App store={makeStore()} router={router} />
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
