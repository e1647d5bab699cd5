import { lazy, Suspense, useState } from 'react';
import { useSelector } from 'react-redux';
import { Link, NavLink } from 'react-router';
import { LeafIcon, MenuIcon, SearchIcon, CloseIcon } from '../../components/ui/icons.tsx';
import { selectUser } from '../../features/auth/auth-slice.ts';
import { useShop } from '../../lib/shop.ts';
import { CartLink } from './cart-link.tsx';

// Shown when asked for (the search button), so not part of the first view's JavaScript.
const SearchForm = lazy(() => import('./search-form.tsx'));

const navLink = ({ isActive }: { isActive: boolean }) =>
  `rounded-full px-3 py-2 text-xs font-semibold tracking-[0.18em] transition-colors hover:bg-sage-100 ${isActive ? 'text-forest-600' : 'text-forest-900'}`;

/** The shop's logo (the leaf until the owner uploads one) and name, linking home. */
export function Brand({ onNavigate }: { onNavigate?: () => void }) {
  const { name, logo } = useShop();
  return (
    <Link to="/" onClick={onNavigate} className="group inline-flex min-w-0 items-center gap-2 rounded-md text-forest-900">
      {logo ? (
        <img src={logo.url} alt="" width={logo.width} height={logo.height} className="h-8 w-auto max-w-24 shrink-0 object-contain" />
      ) : (
        <span className="grid size-8 shrink-0 place-items-center rounded-full bg-accent text-sage-200 transition-transform group-hover:-rotate-12">
          <LeafIcon className="size-4.5" />
        </span>
      )}
      <span className="truncate font-serif text-xl font-semibold tracking-tight">{name}</span>
    </Link>
  );
}

export function TopBar({ onOpenMenu }: { onOpenMenu: () => void }) {
  const user = useSelector(selectUser);
  const [searching, setSearching] = useState(false);

  return (
    <header className="sticky top-0 z-40 border-b border-sand-300/60 bg-cream-50/90 backdrop-blur-md">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-full focus:bg-forest-900 focus:px-4 focus:py-2 focus:text-cream-50"
      >
        Skip to content
      </a>
      <div className="mx-auto flex h-14 max-w-7xl items-center justify-between gap-4 px-4 sm:h-16 sm:px-6 lg:px-8">
        <Brand />
        <nav aria-label="Main" className="hidden items-center gap-1 md:landscape:flex">
          {searching ? (
            <Suspense fallback={null}>
              <SearchForm autoFocus onDone={() => setSearching(false)} className="w-72" />
            </Suspense>
          ) : null}
          <button
            type="button"
            onClick={() => setSearching((open) => !open)}
            aria-label={searching ? 'Close search' : 'Open search'}
            aria-expanded={searching}
            className="grid size-10 place-items-center rounded-full text-forest-900 transition-colors hover:bg-sage-100"
          >
            {searching ? <CloseIcon className="size-5" /> : <SearchIcon className="size-5" />}
          </button>
          <NavLink to="/products" className={navLink}>
            SHOP
          </NavLink>
          {user.firstName ? (
            <NavLink to="/account" className={navLink}>
              {/* The first-run admin's "Shop Admin" is no one's name (decision 048): no "Hi, Shop". */}
              {user.needsName ? 'ACCOUNT' : `Hi, ${user.firstName}`}
            </NavLink>
          ) : (
            <NavLink to="/login" className={navLink}>
              LOGIN
            </NavLink>
          )}
          <CartLink />
        </nav>
        <div className="flex items-center gap-1 md:landscape:hidden">
          <CartLink compact />
          <button
            type="button"
            onClick={onOpenMenu}
            aria-label="Open menu"
            className="grid size-10 place-items-center rounded-full text-forest-900 hover:bg-sage-100"
          >
            <MenuIcon className="size-6" />
          </button>
        </div>
      </div>
    </header>
  );
}
