import { useEffect, useRef } from 'react';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { CloseIcon } from '../../components/ui/icons.tsx';
import { selectIsLoggedIn } from '../../features/auth/auth-slice.ts';
import { useShop } from '../../lib/shop.ts';
import SearchForm from './search-form.tsx';

/**
 * The small-screen menu: search and numbered links (ACCOUNT or LOGIN by the stored token, SHOP, CART). A
 * chunk of its own, loaded once the page is up (root-layout.tsx).
 */
export default function SlideMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const loggedIn = useSelector(selectIsLoggedIn);
  const shopName = useShop().name;
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    document.body.classList.add('scroll-lock');
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.classList.remove('scroll-lock');
    };
  }, [open, onClose]);

  const links = [
    loggedIn ? { to: '/account', label: 'ACCOUNT' } : { to: '/login', label: 'LOGIN' },
    { to: '/products', label: 'SHOP' },
    { to: '/cart', label: 'CART' },
  ];

  return (
    <div
      className={`fixed inset-0 z-50 ${open ? '' : 'pointer-events-none'}`}
      inert={!open}
      aria-hidden={!open}
    >
      <div
        className={`absolute inset-0 bg-forest-950/40 transition-opacity duration-300 ${open ? 'opacity-100' : 'opacity-0'}`}
        onClick={onClose}
        aria-hidden="true"
      />
      <div
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        className={`absolute inset-y-0 right-0 flex w-[min(22rem,88vw)] flex-col bg-forest-900 px-7 py-6 text-cream-50 transition-[translate,visibility,box-shadow] duration-300 ease-out ${open ? 'visible translate-x-0 shadow-2xl' : 'invisible translate-x-full'}`}
      >
        <div className="flex items-center justify-between">
          <span className="truncate font-serif text-lg">{shopName}</span>
          <button
            ref={closeRef}
            type="button"
            onClick={onClose}
            aria-label="Close menu"
            className="grid size-10 place-items-center rounded-full hover:bg-forest-700"
          >
            <CloseIcon className="size-6" />
          </button>
        </div>
        <SearchForm onDone={onClose} className="mt-8" />
        <nav aria-label="Menu links" className="mt-10">
          <ol className="space-y-2">
            {links.map((link, index) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  onClick={onClose}
                  className="group flex items-baseline gap-4 rounded-lg py-3 text-3xl font-serif tracking-wide hover:text-sage-200"
                >
                  <span className="font-sans text-xs tracking-[0.2em] text-sage-300">
                    {String(index + 1).padStart(2, '0')}
                  </span>
                  {link.label}
                </Link>
              </li>
            ))}
          </ol>
        </nav>
        <p className="mt-auto text-sm text-sage-200">We ship to US addresses.</p>
      </div>
    </div>
  );
}
