import { Outlet } from 'react-router';
import { useAppReady } from './use-app-ready.ts';

/** Pages made to be printed (packing slips): the screen alone, without the shop's top bar and footer. */
export function PrintLayout() {
  useAppReady();
  // The footer the server wrote after the app's root hides while this is shown (index.css).
  return (
    <div data-print-layout="">
      <Outlet />
    </div>
  );
}
