import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { makeRouter } from './router.tsx';
import { makeStore } from './store.ts';
import { restorePendingCart } from '../lib/storage.ts';

// Back from the payment page without paying (the browser's back button): the cart set aside for that
// order is the shopper's again. The confirmation page settles it itself.
if (window.location.pathname !== '/confirmation') restorePendingCart();

const store = makeStore();
const router = makeRouter();

export function App() {
  return (
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  );
}
