import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { makeRouter } from './router.tsx';
import { makeStore } from './store.ts';

const store = makeStore();
const router = makeRouter();

export function App() {
  return (
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  );
}
