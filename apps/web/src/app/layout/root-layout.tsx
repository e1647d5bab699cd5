import { lazy, Suspense, useCallback, useState } from 'react';
import { Outlet, ScrollRestoration, useNavigation, type Location } from 'react-router';
import { AfterHydration } from '../../components/ui/after-hydration.tsx';
import { AppToaster } from '../../components/ui/toaster.tsx';
import { useSession } from './use-session.ts';
import { TopBar } from './top-bar.tsx';
import { useAppReady } from './use-app-ready.ts';

function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      className="fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden bg-sage-200"
      role="progressbar"
      aria-label="Loading page"
    >
      <div className="h-full w-1/3 animate-[progress_1s_ease-in-out_infinite] bg-forest-600" />
    </div>
  );
}

// The phone's menu is closed on every first view: its code loads once the page is up, mounted closed, so
// its first opening slides in like every other (the server renders nothing in its place).
const SlideMenu = lazy(() => import('./slide-menu.tsx'));

/**
 * Every fresh page load has the location key 'default', so by key alone the thank-you page (loaded after
 * the payment page) would open where the shipping form was left, half-way down. Full loads are keyed by
 * their address instead; moves inside the app keep their own keys.
 */
function scrollKey(location: Location): string {
  return location.key === 'default' ? `${location.pathname}${location.search}` : location.key;
}

export function RootLayout() {
  useSession();
  useAppReady();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  return (
    <div className="flex flex-1 flex-col">
      <NavigationProgress />
      <TopBar onOpenMenu={() => setMenuOpen(true)} />
      <AfterHydration>
        <SlideMenu open={menuOpen} onClose={closeMenu} />
      </AfterHydration>
      {/* Room above the footer (the server writes it after the app's root, decision 045), except under a
          screen that runs edge to edge (the landing hero); at least a screen tall, so the footer never
          jumps in view while a page loads its data. */}
      <main
        id="main"
        className="min-h-dvh flex-1 pb-24 has-[>[data-full-bleed]]:min-h-0 has-[>[data-full-bleed]]:pb-0"
      >
        {/* The page is hydrated after the shell (the top bar and its cart), region by region (decision 063). */}
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </main>
      <AppToaster />
      <ScrollRestoration getKey={scrollKey} />
    </div>
  );
}
