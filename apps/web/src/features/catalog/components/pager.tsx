import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PRODUCTS_PER_PAGE } from '@shop/shared/catalog';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/ui/icons.tsx';

interface PagerProps {
  page: number;
  total: number;
  /** The addresses of the pages before and after this one (null at either end). */
  previousHref: string | null;
  nextHref: string | null;
  onTurn?: () => void;
}

const arrow =
  'grid size-11 place-items-center rounded-full border border-sand-300 bg-white text-forest-900 transition-colors hover:border-forest-500 hover:bg-sage-100';
const disabledArrow = `${arrow} cursor-not-allowed opacity-40 hover:border-sand-300 hover:bg-white`;

function PageLink({ href, label, onTurn, children }: { href: string | null; label: string; onTurn?: (() => void) | undefined; children: ReactNode }) {
  if (href === null) {
    return (
      <a role="link" aria-disabled="true" aria-label={label} className={disabledArrow}>
        {children}
      </a>
    );
  }
  // Real links: a crawler, a shared address and the back button all see the same page.
  return (
    <Link to={href} aria-label={label} className={arrow} onClick={onTurn} preventScrollReset>
      {children}
    </Link>
  );
}

/** Previous / next arrows; nothing when everything fits on one page. */
export function Pager({ page, total, previousHref, nextHref, onTurn }: PagerProps) {
  if (total <= PRODUCTS_PER_PAGE) return null;
  const pages = Math.ceil(total / PRODUCTS_PER_PAGE);
  return (
    <nav aria-label="Pages" className="flex items-center justify-center gap-5">
      <PageLink href={previousHref} label="Previous page" onTurn={onTurn}>
        <ChevronLeftIcon className="size-5" />
      </PageLink>
      <p className="text-sm text-muted" aria-live="polite">
        Page <span className="font-semibold text-forest-900">{Math.min(page, pages)}</span> of {pages}
      </p>
      <PageLink href={nextHref} label="Next page" onTurn={onTurn}>
        <ChevronRightIcon className="size-5" />
      </PageLink>
    </nav>
  );
}
