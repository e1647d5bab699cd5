/** SPEC section 4's catalogue rules, shared by the grid (client) and the paged products API (server). */

export const PRODUCTS_PER_PAGE = 12;
export const SIMILAR_VISIBLE = 4;

export const SORTS = ['name-asc', 'name-desc', 'price-asc', 'price-desc'] as const;
export type Sort = (typeof SORTS)[number];

export interface Listable {
  id: number;
  name: string;
  price: number;
  tags: { tagName: string }[];
}

export function isSort(value: string): value is Sort {
  return (SORTS as readonly string[]).includes(value);
}

/** A product matches a filter when any of its tags is among the chosen names; no names match all. */
export function matchesFilter(product: Listable, filterBy: readonly string[]): boolean {
  if (filterBy.length === 0) return true;
  return product.tags.some((tag) => filterBy.includes(tag.tagName));
}

/** A search matches the product name (case-insensitive) or any tag name containing the text. */
export function matchesSearch(product: Listable, searchBy: string): boolean {
  const needle = searchBy.trim().toLowerCase();
  if (needle === '') return true;
  return (
    product.name.toLowerCase().includes(needle) ||
    product.tags.some((tag) => tag.tagName.toLowerCase().includes(needle))
  );
}

// Code-unit order of the lower-cased name (what SQL's `lower(name) COLLATE "C"` gives), then id.
function byName(a: Listable, b: Listable): number {
  const x = a.name.toLowerCase();
  const y = b.name.toLowerCase();
  if (x !== y) return x < y ? -1 : 1;
  return a.id - b.id;
}
const byPrice = (a: Listable, b: Listable) => a.price - b.price || byName(a, b);

/** Sorts a copy; any value that is not one of the four sorts keeps the order (by id). */
export function sortProducts<T extends Listable>(products: readonly T[], sort: string | undefined): T[] {
  const copy = [...products];
  switch (sort) {
    case 'name-asc':
      return copy.sort(byName);
    case 'name-desc':
      return copy.sort((a, b) => byName(b, a));
    case 'price-asc':
      return copy.sort(byPrice);
    case 'price-desc':
      return copy.sort((a, b) => byPrice(b, a));
    default:
      return copy;
  }
}

export interface ListQuery {
  q?: string;
  tags?: readonly string[];
  sort?: string;
  offset?: number;
  limit?: number;
}

/** The whole client-side pipeline: search or filter, then sort, then one page. */
export function listProducts<T extends Listable>(
  products: readonly T[],
  query: ListQuery,
): { items: T[]; total: number } {
  const matching = products.filter(
    (product) =>
      matchesSearch(product, query.q ?? '') && matchesFilter(product, query.tags ?? []),
  );
  const sorted = sortProducts(matching, query.sort);
  const offset = query.offset ?? 0;
  const items = sorted.slice(offset, query.limit === undefined ? undefined : offset + query.limit);
  return { items, total: matching.length };
}

/** 'next' moves forward a page unless that passes the count; 'previous' moves back, not below 0. */
export function nextPageOffset(offset: number, total: number, pageSize = PRODUCTS_PER_PAGE): number {
  return offset + pageSize < total ? offset + pageSize : offset;
}

export function previousPageOffset(offset: number, pageSize = PRODUCTS_PER_PAGE): number {
  return Math.max(0, offset - pageSize);
}

/** Similar-products paging: forward by 4 capped at total minus 4, back by 4 not below 0. */
export function nextSimilarOffset(offset: number, total: number): number {
  return Math.max(0, Math.min(offset + SIMILAR_VISIBLE, total - SIMILAR_VISIBLE));
}

export function previousSimilarOffset(offset: number): number {
  return Math.max(0, offset - SIMILAR_VISIBLE);
}

/** Recommendations: products sharing at least one tag with the current one, excluding itself. */
export function similarProducts<T extends Listable>(product: Listable, products: readonly T[]): T[] {
  const names = new Set(product.tags.map((tag) => tag.tagName));
  return products.filter(
    (other) => other.id !== product.id && other.tags.some((tag) => names.has(tag.tagName)),
  );
}
