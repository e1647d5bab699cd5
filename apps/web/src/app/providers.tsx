import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import type { makeRouter } from './router.tsx';
import type { AppStore, RootState } from './store.ts';

interface AppProps {
  store: AppStore;
  router: ReturnType<typeof makeRouter>;
  /** The state the server rendered with: hydration reads it, then the browser's own state takes over. */
  serverState?: RootState | undefined;
}

export function App({ store, router, serverState }: AppProps) {
  return (
    <Provider store={store} serverState={serverState}>
      <RouterProvider router={router} />
    </Provider>
  );
}
