import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import { useNavigate, useSearchParams } from 'react-router';
import { MSG } from '@shop/shared/messages';
import type { Product } from '@shop/shared/products';
import { Button } from '../components/ui/button.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { SearchIcon } from '../components/ui/icons.tsx';
import { selectUser } from '../features/auth/auth-slice.ts';
import { quantityInCart, selectCart } from '../features/cart/cart-slice.ts';
import { useAddToCart } from '../features/cart/use-add-to-cart.ts';
import { FilterChips } from '../features/catalog/components/filter-chips.tsx';
import { FilterMenu } from '../features/catalog/components/filter-menu.tsx';
import { ImagesOverlay } from '../features/catalog/components/images-overlay.tsx';
import { Pager } from '../features/catalog/components/pager.tsx';
import { ProductCard } from '../features/catalog/components/product-card.tsx';
import { SortSelect } from '../features/catalog/components/sort-select.tsx';
import { filterLabel } from '../features/catalog/filter-label.ts';
import {
  chosenLabels,
  gridHeading,
  gridHref,
  gridTitle,
  isChosen,
  isFiltered,
  nextPage,
  pageCount,
  parseGridQuery,
  previousPage,
  withFilterToggled,
  withoutFilters,
  withSort,
} from '../features/catalog/grid-query.ts';
import { fetchProductPage, selectProducts } from '../features/catalog/products-slice.ts';
import { useAppDispatch } from '../lib/hooks.ts';
import { useHydrating } from '../lib/use-hydrating.ts';
import { useTitle } from '../lib/use-title.ts';
import { loadGrid } from './products.data.ts';

const NONE: readonly Product[] = [];

/** The cards hydrated with the first of the grid's regions (a phone's first screen and more), decision 063. */
const FIRST_CARDS = 4;

/** Placeholders that never answer must not block the page for ever. */
const OVERLAY_TIMEOUT_MS = 4000;

/**
 * Which products' placeholders have loaded (or failed); a page waits for its own, at most a few seconds.
 * The products of a server-rendered page count as settled: the browser shows their pictures as they
 * arrive, with no script involved, and covering them once the script runs would only hide them.
 */
function useImagesSettled(ids: readonly number[]) {
  const hydrating = useHydrating();
  const [settled, setSettled] = useState<ReadonlySet<number>>(() => new Set(hydrating ? ids : []));
  const key = ids.join(',');
  const [timedOut, setTimedOut] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setTimedOut(key), OVERLAY_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [key]);
  const onSettled = useCallback(
    (id: number) => setSettled((now) => (now.has(id) ? now : new Set(now).add(id))),
    [],
  );
  const waiting = timedOut !== key && ids.some((id) => !settled.has(id));
  return { waiting, onSettled };
}

export function ProductsPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { products, total, pageKey, status, error } = useSelector(selectProducts);
  const cart = useSelector(selectCart);
  const userId = useSelector(selectUser).id ?? null;
  const addToCart = useAddToCart(userId);
  const [params] = useSearchParams();
  const gridTop = useRef<HTMLDivElement>(null);

  // The grid's state lives in the address (decision 016); the page shown is read for it unless it is here
  // (the server renders it with the same load).
  const query = useMemo(() => parseGridQuery(params), [params]);
  const key = gridHref(query);
  useEffect(() => {
    void dispatch(loadGrid(query));
  }, [dispatch, query, pageKey]);

  const loaded = pageKey !== null;
  const filtered = isFiltered(query);
  const labels = chosenLabels(query);
  const label = filterLabel({ useSearch: query.search !== null, searchBy: query.search ?? '', filterBy: labels });
  useTitle(gridTitle(query));

  const items = loaded ? products : NONE;
  const pageIds = useMemo(() => items.map((product) => product.id), [items]);
  const images = useImagesSettled(pageIds);
  const loadingList = status === 'loading' && pageKey !== key;
  const overlay = loadingList || images.waiting;

  function show(next: typeof query) {
    navigate(gridHref(next), { preventScrollReset: true });
  }

  const turnPage = () => gridTop.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  const pages = pageCount(total);
  const previous = query.page > 1 ? gridHref(previousPage(query)) : null;
  const next = query.page < pages ? gridHref(nextPage(query, total)) : null;

  const cards = (from: number, to: number) =>
    items.slice(from, to).map((product, at) => {
      const index = from + at;
      return (
        <li key={product.id}>
          <ProductCard
            product={product}
            onAddToCart={addToCart}
            inCart={quantityInCart(cart, product.id, product.defaultVariantId)}
            onImageSettled={images.onSettled}
            eager={index < 8}
            priority={index < 2}
          />
        </li>
      );
    });

  return (
    <div className="mx-auto max-w-7xl px-4 pt-10 pb-8 sm:px-6 lg:px-8">
      <ImagesOverlay active={overlay} />
      <div ref={gridTop} className="scroll-mt-24">
        <p className="text-xs font-semibold tracking-[0.3em] text-forest-600">THE SHOP</p>
        <h1 className="mt-3 font-serif text-4xl text-forest-900 sm:text-5xl">{gridHeading(query)}</h1>
        <p className="mt-3 text-muted">{loaded ? `${total} ${total === 1 ? 'plant' : 'plants'}` : '\u00a0'}</p>
        {filtered ? (
          <FilterChips
            filters={query.filters}
            removeHref={(key, value) => gridHref(withFilterToggled(query, key, value))}
            className="mt-4"
          />
        ) : null}
      </div>

      {/* One line on a phone, so the sticky row keeps most of the screen for plants; above the loading
          overlay, so the filter menu stays usable while a new page loads. */}
      {/* Hydrated region by region after the top bar: this row (Filter By, sort), the first cards, the
          rest of the cards, the pager (decision 063). A boundary adds no element, so nothing moves. */}
      <Suspense fallback={null}>
      <div className="sticky top-14 z-[35] -mx-4 mt-6 flex items-center justify-between gap-2 border-y border-sand-300/70 bg-cream-50/95 px-4 py-1.5 backdrop-blur sm:top-16 sm:-mx-6 sm:mt-8 sm:gap-3 sm:px-6 sm:py-3 lg:-mx-8 lg:px-8">
        <div className="flex min-w-0 items-center gap-2">
          <button
            type="button"
            className={`shrink-0 rounded-full border px-4 py-1.5 text-xs sm:py-2 font-semibold tracking-[0.12em] transition-colors sm:px-5 ${
              label === 'All'
                ? 'border-forest-900 bg-forest-900 text-cream-50 hover:bg-forest-700'
                : 'border-forest-900 text-forest-900 hover:bg-forest-900 hover:text-cream-50'
            }`}
            onClick={() => show(withoutFilters(query))}
            aria-pressed={label === 'All'}
          >
            ALL
          </button>
          <FilterMenu
            label={label}
            chosenCount={labels.length}
            isChosen={(key, value) => isChosen(query, key, value)}
            onToggle={(key, value) => show(withFilterToggled(query, key, value))}
            onClear={() => show(withoutFilters(query))}
          />
        </div>
        <SortSelect value={query.sort} onChange={(sort) => show(withSort(query, sort))} />
      </div>
      </Suspense>

      {status === 'failed' && pageKey !== key ? (
        <div className="py-24 text-center" role="alert">
          <p className="font-serif text-2xl text-forest-900">We couldn't load the plants.</p>
          <p className="mt-2 text-muted">{error}</p>
          <Button variant="secondary" className="mt-6" onClick={() => void dispatch(fetchProductPage(query))}>
            Try again
          </Button>
        </div>
      ) : loaded && !loadingList && items.length === 0 ? (
        <div className="mt-10 rounded-3xl bg-cream-100 px-6 py-16 sm:py-20">
          <EmptyState
            icon={<SearchIcon />}
            title={MSG.noProducts}
            action={
              <Button variant="secondary" className="bg-white" onClick={() => show(withoutFilters(query))}>
                Show all plants
              </Button>
            }
          >
            {filtered
              ? 'No plant is all of these at once. Remove a filter above, or start again from all plants.'
              : 'Try a shorter word, or browse all our plants by size, light and type.'}
          </EmptyState>
        </div>
      ) : (
        <ul className="mt-10 grid grid-cols-2 gap-x-4 gap-y-12 sm:gap-x-6 md:grid-cols-3 lg:grid-cols-4">
          <Suspense fallback={null}>{cards(0, FIRST_CARDS)}</Suspense>
          <Suspense fallback={null}>{cards(FIRST_CARDS, items.length)}</Suspense>
        </ul>
      )}

      <Suspense fallback={null}>
        <div className="mt-16">
          <Pager page={query.page} total={total} previousHref={previous} nextHref={next} onTurn={turnPage} />
        </div>
      </Suspense>
    </div>
  );
}
