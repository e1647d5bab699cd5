import { PRODUCTS_PER_PAGE } from '@shop/shared/catalog';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/ui/icons.tsx';

interface PagerProps {
  offset: number;
  total: number;
  onPrevious: () => void;
  onNext: () => void;
}

const arrow =
  'grid size-11 place-items-center rounded-full border border-sand-300 bg-white text-forest-900 transition-colors hover:border-forest-500 hover:bg-sage-100 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-white';

/** Previous / next arrows; nothing when everything fits on one page. */
export function Pager({ offset, total, onPrevious, onNext }: PagerProps) {
  if (total <= PRODUCTS_PER_PAGE) return null;
  const page = Math.floor(offset / PRODUCTS_PER_PAGE) + 1;
  const pages = Math.ceil(total / PRODUCTS_PER_PAGE);
  return (
    <nav aria-label="Pages" className="flex items-center justify-center gap-5">
      <button
        type="button"
        className={arrow}
        onClick={onPrevious}
        disabled={page <= 1}
        aria-label="Previous page"
      >
        <ChevronLeftIcon className="size-5" />
      </button>
      <p className="text-sm text-muted" aria-live="polite">
        Page <span className="font-semibold text-forest-900">{page}</span> of {pages}
      </p>
      <button
        type="button"
        className={arrow}
        onClick={onNext}
        disabled={page >= pages}
        aria-label="Next page"
      >
        <ChevronRightIcon className="size-5" />
      </button>
    </nav>
  );
}
