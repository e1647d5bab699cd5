import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import { useSearchParams } from 'react-router';
import { listProducts, PRODUCTS_PER_PAGE } from '@shop/shared/catalog';
import { MSG } from '@shop/shared/messages';
import { Button } from '../components/ui/button.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { SearchIcon } from '../components/ui/icons.tsx';
import { selectUser } from '../features/auth/auth-slice.ts';
import { quantityInCart, selectCart } from '../features/cart/cart-slice.ts';
import { useAddToCart } from '../features/cart/use-add-to-cart.ts';
import { FilterMenu } from '../features/catalog/components/filter-menu.tsx';
import { ImagesOverlay } from '../features/catalog/components/images-overlay.tsx';
import { Pager } from '../features/catalog/components/pager.tsx';
import { ProductCard } from '../features/catalog/components/product-card.tsx';
import { SortSelect } from '../features/catalog/components/sort-select.tsx';
import { filterLabel } from '../features/catalog/filter-label.ts';
import {
  clearSearch,
  fetchProducts,
  nextProductPage,
  previousProductPage,
  selectProducts,
  setFilter,
  setSearch,
  setSort,
} from '../features/catalog/products-slice.ts';
import { useAppDispatch } from '../lib/hooks.ts';
import { useTitle } from '../lib/use-title.ts';

/** Placeholders that never answer must not block the page for ever. */
const OVERLAY_TIMEOUT_MS = 4000;

/** Which products' placeholders have loaded (or failed); a page waits for its own, at most a few seconds. */
function useImagesSettled(ids: readonly number[]) {
  const [settled, setSettled] = useState<ReadonlySet<number>>(() => new Set());
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
  const state = useSelector(selectProducts);
  const { products, filterBy, searchBy, useSearch, sortBy, productPage, status, error } = state;
  const cart = useSelector(selectCart);
  const userId = useSelector(selectUser).id ?? null;
  const addToCart = useAddToCart(userId);
  const [params, setParams] = useSearchParams();
  const search = params.get('search');
  const gridTop = useRef<HTMLDivElement>(null);

  // The search lives in the address (?search=), so links and the back button keep it; without it, no search.
  useEffect(() => {
    dispatch(search === null ? clearSearch() : setSearch(search));
  }, [dispatch, search]);

  useEffect(() => {
    if (products.length === 0) void dispatch(fetchProducts());
  }, [dispatch, products.length]);

  const { items, total } = useMemo(
    () =>
      listProducts(products, {
        q: useSearch ? searchBy : '',
        tags: filterBy,
        sort: sortBy,
        offset: productPage,
        limit: PRODUCTS_PER_PAGE,
      }),
    [products, useSearch, searchBy, filterBy, sortBy, productPage],
  );

  const label = filterLabel(state);
  const searching = useSearch && searchBy.trim() !== '';
  const heading = searching
    ? `Results for “${searchBy.trim()}”`
    : filterBy.length > 0
      ? filterBy.join(', ')
      : 'All plants';
  useTitle(
    searching
      ? `Search: ${searchBy.trim()}`
      : filterBy.length > 0
        ? `${filterBy.join(', ')} plants`
        : 'Shop all plants',
  );

  const pageIds = useMemo(() => items.map((product) => product.id), [items]);
  const images = useImagesSettled(pageIds);
  const loadingList = status === 'loading' && products.length === 0;
  const overlay = loadingList || images.waiting;

  function chooseFilter(tagName: string) {
    dispatch(setFilter(tagName));
    if (search !== null) setParams({}, { replace: true });
  }

  function turnPage(direction: 'previous' | 'next') {
    dispatch(direction === 'next' ? nextProductPage(total) : previousProductPage());
    gridTop.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }

  return (
    <div className="mx-auto max-w-7xl px-4 pt-10 pb-8 sm:px-6 lg:px-8">
      <ImagesOverlay active={overlay} />
      <div ref={gridTop} className="scroll-mt-24">
        <p className="text-xs font-semibold tracking-[0.3em] text-forest-600">THE SHOP</p>
        <h1 className="mt-3 font-serif text-4xl text-forest-900 sm:text-5xl">{heading}</h1>
        <p className="mt-3 text-muted">
          {status === 'success' || products.length > 0
            ? `${total} ${total === 1 ? 'plant' : 'plants'}`
            : '\u00a0'}
        </p>
      </div>

      <div className="sticky top-16 z-20 -mx-4 mt-8 flex flex-wrap items-center justify-between gap-3 border-y border-sand-300/70 bg-cream-50/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6 lg:-mx-8 lg:px-8">
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant={label === 'All' ? 'primary' : 'secondary'}
            className="px-5 py-2 text-xs"
            onClick={() => chooseFilter('')}
            aria-pressed={label === 'All'}
          >
            ALL
          </Button>
          <FilterMenu label={label} selected={filterBy} onSelect={chooseFilter} />
        </div>
        <SortSelect value={sortBy} onChange={(sort) => dispatch(setSort(sort))} />
      </div>

      {status === 'failed' && products.length === 0 ? (
        <div className="py-24 text-center" role="alert">
          <p className="font-serif text-2xl text-forest-900">We couldn't load the plants.</p>
          <p className="mt-2 text-muted">{error}</p>
          <Button variant="secondary" className="mt-6" onClick={() => void dispatch(fetchProducts())}>
            Try again
          </Button>
        </div>
      ) : !loadingList && items.length === 0 ? (
        <div className="mt-10 rounded-3xl bg-cream-100 px-6 py-16 sm:py-20">
          <EmptyState
            icon={<SearchIcon />}
            title={MSG.noProducts}
            action={
              <Button variant="secondary" className="bg-white" onClick={() => chooseFilter('')}>
                Show all plants
              </Button>
            }
          >
            Try a shorter word, or browse all {products.length} plants by size, light and type.
          </EmptyState>
        </div>
      ) : (
        <ul className="mt-10 grid grid-cols-2 gap-x-4 gap-y-12 sm:gap-x-6 md:grid-cols-3 lg:grid-cols-4">
          {items.map((product, index) => (
            <li key={product.id}>
              <ProductCard
                product={product}
                onAddToCart={addToCart}
                inCart={quantityInCart(cart, product.id)}
                onImageSettled={images.onSettled}
                eager={index < 8}
                priority={index < 2}
              />
            </li>
          ))}
        </ul>
      )}

      <div className="mt-16">
        <Pager
          offset={productPage}
          total={total}
          onPrevious={() => turnPage('previous')}
          onNext={() => turnPage('next')}
        />
      </div>
    </div>
  );
}
