import { useEffect, useRef, type ComponentType, type SVGProps } from 'react';
import { Link, useLocation } from 'react-router';
import { ArrowLeftIcon, GaugeIcon, ImageIcon, PageIcon, PercentIcon, PlantIcon, PlusCircleIcon, ReceiptIcon, SlidersIcon, TicketIcon, UsersIcon } from '../../../components/admin/admin-icons.tsx';
import { TruckIcon } from '../../../components/ui/icons.tsx';
import { ADMIN_ROOT } from '../../../lib/admin-root.ts';
import { useShop } from '../../../lib/shop.ts';

interface SidebarLink {
  to: string;
  label: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** Paths below the admin root that also light this link (an edit screen lights its list). */
  active: (path: string) => boolean;
}

const LINKS: readonly SidebarLink[] = [
  { to: '', label: 'ADMIN DASHBOARD', Icon: GaugeIcon, active: (p) => p === '' },
  { to: '/products', label: 'PRODUCTS', Icon: PlantIcon, active: (p) => p === '/products' || p.startsWith('/editproduct/') },
  { to: '/addproduct', label: 'ADD NEW PRODUCT', Icon: PlusCircleIcon, active: (p) => p === '/addproduct' },
  { to: '/promos', label: 'PROMOS', Icon: TicketIcon, active: (p) => p === '/promos' || p.startsWith('/editpromos/') },
  { to: '/addpromo', label: 'ADD NEW PROMO', Icon: PlusCircleIcon, active: (p) => p === '/addpromo' },
  { to: '/shipping', label: 'SHIPPING', Icon: TruckIcon, active: (p) => p === '/shipping' },
  { to: '/sales-tax', label: 'SALES TAX', Icon: PercentIcon, active: (p) => p === '/sales-tax' },
  { to: '/users', label: 'USER MANAGEMENT', Icon: UsersIcon, active: (p) => p === '/users' },
  { to: '/orders', label: 'ORDERS', Icon: ReceiptIcon, active: (p) => p === '/orders' || p.startsWith('/orders/') },
  { to: '/claims', label: 'CLAIMS', Icon: TicketIcon, active: (p) => p === '/claims' },
  { to: '/reviews', label: 'REVIEWS', Icon: PageIcon, active: (p) => p === '/reviews' },
  { to: '/storefront', label: 'STOREFRONT', Icon: ImageIcon, active: (p) => p === '/storefront' },
  { to: '/pages', label: 'PAGES', Icon: PageIcon, active: (p) => p === '/pages' || p.startsWith('/pages/') },
  { to: '/stock', label: 'STOCK LEDGER', Icon: ReceiptIcon, active: (p) => p === '/stock' },
  { to: '/import', label: 'IMPORT / EXPORT', Icon: PlantIcon, active: (p) => p === '/import' },
  { to: '/customers', label: 'CUSTOMERS', Icon: UsersIcon, active: (p) => p === '/customers' },
  { to: '/redirects', label: 'REDIRECTS', Icon: PageIcon, active: (p) => p === '/redirects' },
  { to: '/pickup', label: 'PICKUP', Icon: TruckIcon, active: (p) => p === '/pickup' },
  { to: '/tax-report', label: 'TAX REPORT', Icon: PercentIcon, active: (p) => p === '/tax-report' || p.startsWith('/tax-report/') },
  { to: '/settings', label: 'SETTINGS', Icon: SlidersIcon, active: (p) => p === '/settings' },
];

// On a phone the links are two columns whose labels wrap, so every label fits (decision 029); from
// `sm` a row that scrolls sideways, from `lg` a column.
const item =
  'flex h-full items-center gap-2 rounded-xl px-2.5 py-2 text-[10px] leading-tight font-semibold tracking-[0.12em] transition-colors sm:shrink-0 sm:gap-3 sm:px-3 sm:py-2.5 sm:text-[11px] sm:tracking-[0.16em] sm:whitespace-nowrap';

/** docs/product's admin sidebar plus ORDERS; a row of pills on small screens, a column beside the content on large ones. */
export function AdminSidebar() {
  const path = useLocation().pathname.replace(/\/+$/, '').slice(ADMIN_ROOT.length);
  const row = useRef<HTMLUListElement>(null);
  const shopName = useShop().name;

  // On small screens the links are a row that scrolls sideways: bring the current one into sight.
  useEffect(() => {
    const list = row.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !current || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = current.offsetLeft - (list.clientWidth - current.offsetWidth) / 2;
  }, [path]);

  return (
    <aside className="rounded-3xl bg-forest-900 p-2 sm:p-3 text-cream-50 lg:sticky lg:top-24 lg:self-start lg:p-4">
      <p className="hidden px-3 pt-2 pb-4 lg:block">
        <span className="block text-[10px] font-semibold tracking-[0.3em] text-sage-300 uppercase">{shopName}</span>
        <span className="mt-1 block font-serif text-2xl">Back office</span>
      </p>
      <nav aria-label="Admin">
        <ul ref={row} className="relative grid grid-cols-2 gap-1 sm:flex sm:overflow-x-auto lg:flex-col lg:overflow-visible">
          {LINKS.map(({ to, label, Icon, active }) => {
            const current = active(path);
            return (
              <li key={label} className="sm:shrink-0">
                <Link
                  to={`${ADMIN_ROOT}${to}`}
                  aria-current={current ? 'page' : undefined}
                  className={`${item} ${current ? 'bg-cream-50 text-forest-900' : 'text-sage-200 hover:bg-forest-800 hover:text-cream-50'}`}
                >
                  <Icon className="size-4.5 shrink-0" />
                  {label}
                </Link>
              </li>
            );
          })}
          <li className="sm:shrink-0 lg:mt-4 lg:border-t lg:border-forest-700 lg:pt-4">
            <Link to="/account" className={`${item} text-sage-200 hover:bg-forest-800 hover:text-cream-50`}>
              <ArrowLeftIcon className="size-4.5 shrink-0" />
              Back
            </Link>
          </li>
        </ul>
      </nav>
    </aside>
  );
}
