import {
  isSort,
  nextPageOffset,
  previousPageOffset,
  PRODUCTS_PER_PAGE,
  type Sort,
} from '@shop/shared/catalog';
import type { ProductQuery } from '@shop/shared/products';

/**
 * The grid's state as it lives in the address (decision 016): `/products?search=..`, or
 * `/products?tag=Pet%20safe&sort=price-asc&page=2`. A search and a filter never come together.
 */
export interface GridQuery {
  /** null: no search; '' is a search for nothing, which shows everything. */
  search: string | null;
  tag: string;
  sort: Sort | '';
  /** 1-based. */
  page: number;
}

export const ALL_PLANTS: GridQuery = { search: null, tag: '', sort: '', page: 1 };

const MAX_PAGE = 100_000;

/** Whatever the address holds, a grid query: unknown sorts, bad pages and over-long text are dropped. */
export function parseGridQuery(params: URLSearchParams): GridQuery {
  const search = params.get('search');
  const sort = params.get('sort') ?? '';
  const page = Number(params.get('page') ?? '1');
  return {
    search: search === null ? null : search.slice(0, 100),
    tag: search === null ? (params.get('tag') ?? '').slice(0, 60) : '',
    sort: isSort(sort) ? sort : '',
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

/** The grid's address, with its parameters always in the same order (the page cache keys on it). */
export function gridHref(query: GridQuery): string {
  const params = new URLSearchParams();
  if (query.search !== null) params.set('search', query.search);
  if (query.tag !== '') params.set('tag', query.tag);
  if (query.sort !== '') params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  const search = params.toString().replaceAll('+', '%20');
  return search === '' ? '/products' : `/products?${search}`;
}

/** The paged API's query for this grid page. */
export function toProductQuery(query: GridQuery): ProductQuery {
  return {
    ...(query.search !== null && query.search.trim() !== '' ? { q: query.search } : {}),
    ...(query.tag !== '' ? { tag: query.tag } : {}),
    ...(query.sort !== '' ? { sort: query.sort } : {}),
    offset: (query.page - 1) * PRODUCTS_PER_PAGE,
    limit: PRODUCTS_PER_PAGE,
  };
}

export function isSearching(query: GridQuery): boolean {
  return query.search !== null && query.search.trim() !== '';
}

// SPEC section 4's transitions, made on the address.

/** Choosing a filter: back to the first page, that single tag (none for ''), and no search. */
export function withFilter(query: GridQuery, tag: string): GridQuery {
  return { ...query, search: null, tag, page: 1 };
}

/** Setting a search clears the filter and starts from the first page. */
export function withSearch(query: GridQuery, search: string): GridQuery {
  return { ...query, search, tag: '', page: 1 };
}

export function withSort(query: GridQuery, sort: string): GridQuery {
  return { ...query, sort: isSort(sort) ? sort : '', page: 1 };
}

/** 'next' moves forward a page unless that passes the count of matching products. */
export function nextPage(query: GridQuery, total: number): GridQuery {
  const offset = nextPageOffset((query.page - 1) * PRODUCTS_PER_PAGE, total);
  return { ...query, page: offset / PRODUCTS_PER_PAGE + 1 };
}

/** 'previous' moves back a page, not before the first. */
export function previousPage(query: GridQuery): GridQuery {
  return { ...query, page: previousPageOffset((query.page - 1) * PRODUCTS_PER_PAGE) / PRODUCTS_PER_PAGE + 1 };
}

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / PRODUCTS_PER_PAGE));
}

/** The grid's title: unique per address a crawler may index ('Pet safe plants, page 2'). */
export function gridTitle(query: GridQuery): string {
  const base = isSearching(query)
    ? `Search: ${query.search!.trim()}`
    : query.tag !== ''
      ? `${query.tag} plants`
      : 'Shop all plants';
  return query.page > 1 ? `${base}, page ${query.page}` : base;
}
