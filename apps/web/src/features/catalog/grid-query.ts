import {
  isSort,
  nextPageOffset,
  previousPageOffset,
  PRODUCTS_PER_PAGE,
  type Sort,
} from '@shop/shared/catalog';
import {
  FILTER_GROUPS,
  type FilterKey,
  type Filters,
  filterLabels,
  filterOfTag,
  hasFilters,
} from '@shop/shared/catalog-filters';
import type { ProductQuery } from '@shop/shared/products';

/**
 * The grid's state as it lives in the address (decisions 016 and 027): `/products?search=..`, or
 * `/products?size=small&light=low&pets=safe&sort=price-asc&page=2`. A search and filters never come
 * together (docs/product/rules.md#order-statuses: a filter ends the search, a search clears the filters).
 */
export interface GridQuery {
  /** null: no search; '' is a search for nothing, which shows everything. */
  search: string | null;
  /** Each group's choices in the menu's order; a group without a choice is absent. */
  filters: Filters;
  sort: Sort | '';
  /** 1-based. */
  page: number;
}

export const ALL_PLANTS: GridQuery = { search: null, filters: {}, sort: '', page: 1 };

const MAX_PAGE = 100_000;
/** Tags beyond the menu's (a shop's own, typed into an address) are kept up to this many. */
const MAX_OTHER_TAGS = 5;

/** The choices of one group, deduplicated, known values only (any tag name for `tag`), in the menu's order. */
function cleanChoices(key: FilterKey, values: readonly string[]): string[] {
  const unique = [...new Set(values)];
  if (key === 'tag') return unique.filter((value) => value !== '' && value.length <= 60).slice(0, MAX_OTHER_TAGS);
  const options = FILTER_GROUPS.find((group) => group.key === key)!.options.map((option) => option.value);
  return options.filter((value) => unique.includes(value));
}

/** Filters with every group cleaned and empty groups dropped. */
function cleanFilters(raw: Partial<Record<FilterKey, readonly string[]>>): Filters {
  const filters: Partial<Record<FilterKey, string[]>> = {};
  for (const { key } of FILTER_GROUPS) {
    const values = cleanChoices(key, raw[key] ?? []);
    if (values.length > 0) filters[key] = values;
  }
  return filters as Filters;
}

/** Whatever the address holds, a grid query: unknown sorts and filters, bad pages and over-long text are dropped. */
export function parseGridQuery(params: URLSearchParams): GridQuery {
  const search = params.get('search');
  const sort = params.get('sort') ?? '';
  const page = Number(params.get('page') ?? '1');
  const raw: Partial<Record<FilterKey, string[]>> = {};
  if (search === null) {
    for (const { key } of FILTER_GROUPS) raw[key] = params.getAll(key);
    // Addresses from before the groups name a tag ('?tag=Pet%20safe'): it is the group choice it stands for.
    raw.tag = [];
    for (const tagName of params.getAll('tag')) {
      const choice = filterOfTag(tagName);
      if (choice) raw[choice.key]!.push(choice.value);
      else raw.tag.push(tagName);
    }
  }
  return {
    search: search === null ? null : search.slice(0, 100),
    filters: cleanFilters(raw),
    sort: isSort(sort) ? sort : '',
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

/** The grid's address, with its parameters always in the same order (the page cache keys on it). */
export function gridHref(query: GridQuery): string {
  const params = new URLSearchParams();
  if (query.search !== null) params.set('search', query.search);
  for (const { key } of FILTER_GROUPS) for (const value of query.filters[key] ?? []) params.append(key, value);
  if (query.sort !== '') params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  const search = params.toString().replaceAll('+', '%20');
  return search === '' ? '/products' : `/products?${search}`;
}

/** The paged API's query for this grid page. */
export function toProductQuery(query: GridQuery): ProductQuery {
  const { size, light, pets, care, tag, rating } = query.filters;
  return {
    ...(query.search !== null && query.search.trim() !== '' ? { q: query.search } : {}),
    ...(tag ? { tag: [...tag] } : {}),
    ...(size ? { size: [...size] } : {}),
    ...(light ? { light: [...light] } : {}),
    ...(pets ? { pets: [...pets] } : {}),
    ...(care ? { care: [...care] } : {}),
    ...(rating ? { rating: [...rating] } : {}),
    ...(query.sort !== '' ? { sort: query.sort } : {}),
    offset: (query.page - 1) * PRODUCTS_PER_PAGE,
    limit: PRODUCTS_PER_PAGE,
  };
}

export function isSearching(query: GridQuery): boolean {
  return query.search !== null && query.search.trim() !== '';
}

export function isFiltered(query: GridQuery): boolean {
  return hasFilters(query.filters);
}

/** The chosen filters' names, as docs/product's `filterBy` and the 'Filter By:' toggle show them. */
export function chosenLabels(query: GridQuery): string[] {
  return isSearching(query) ? [] : filterLabels(query.filters);
}

export function isChosen(query: GridQuery, key: FilterKey, value: string): boolean {
  return (query.filters[key] as readonly string[] | undefined)?.includes(value) ?? false;
}

// the docs/product/rules.md#order-statuses transitions, made on the address; filters now combine (decision 027).

/** Ticking or unticking one filter: back to the first page, and no search. */
export function withFilterToggled(query: GridQuery, key: FilterKey, value: string): GridQuery {
  const now = (query.filters[key] ?? []) as readonly string[];
  const next = now.includes(value) ? now.filter((each) => each !== value) : [...now, value];
  return { ...query, search: null, filters: cleanFilters({ ...query.filters, [key]: next }), page: 1 };
}

/** 'ALL': every filter and the search cleared, from the first page. */
export function withoutFilters(query: GridQuery): GridQuery {
  return { ...query, search: null, filters: {}, page: 1 };
}

/** Setting a search clears the filters and starts from the first page. */
export function withSearch(query: GridQuery, search: string): GridQuery {
  return { ...query, search, filters: {}, page: 1 };
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

/** The grid's heading: the search, the chosen filters ('Small, Pet safe'), or all plants. */
export function gridHeading(query: GridQuery): string {
  if (isSearching(query)) return `Results for “${query.search!.trim()}”`;
  const labels = chosenLabels(query);
  return labels.length > 0 ? labels.join(', ') : 'All plants';
}

/** The grid's title: unique per address a crawler may index ('Small, Pet safe plants, page 2'). */
export function gridTitle(query: GridQuery): string {
  const labels = chosenLabels(query);
  const base = isSearching(query)
    ? `Search: ${query.search!.trim()}`
    : labels.length > 0
      ? `${labels.join(', ')} plants`
      : 'Shop all plants';
  return query.page > 1 ? `${base}, page ${query.page}` : base;
}
