/**
 * SPEC section 4's catalogue rules (search, filter, sort, paging), written once: the server's in-memory
 * catalogue answers the products API with them, and the grid pages through that API (decision 017).
 */

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

/** The one case-folding of names, tags and search text. */
function fold(text: string): string {
  return text.toLowerCase();
}

/** What the rules compare for one product, worked out once. */
interface Keyed<T extends Listable> {
  item: T;
  name: string;
  tags: string[];
  tagNames: Set<string>;
}

function keyed<T extends Listable>(item: T): Keyed<T> {
  return {
    item,
    name: fold(item.name),
    tags: item.tags.map((tag) => fold(tag.tagName)),
    tagNames: new Set(item.tags.map((tag) => tag.tagName)),
  };
}

/** A filter matches when any of the product's tags is among the chosen names; no names match all. */
function matchesFilter(entry: Keyed<Listable>, filterBy: readonly string[]): boolean {
  return filterBy.length === 0 || filterBy.some((tagName) => entry.tagNames.has(tagName));
}

/** A search matches the product name (case-insensitive) or any tag name containing the text. */
function matchesSearch(entry: Keyed<Listable>, needle: string): boolean {
  return needle === '' || entry.name.includes(needle) || entry.tags.some((tag) => tag.includes(needle));
}

type Compare = (a: Keyed<Listable>, b: Keyed<Listable>) => number;
// Code-unit order of the folded name, then id; price ties go by name.
const byName: Compare = (a, b) => (a.name === b.name ? a.item.id - b.item.id : a.name < b.name ? -1 : 1);
const byPrice: Compare = (a, b) => a.item.price - b.item.price || byName(a, b);
const COMPARE: Record<Sort, Compare> = {
  'name-asc': byName,
  'name-desc': (a, b) => byName(b, a),
  'price-asc': byPrice,
  'price-desc': (a, b) => byPrice(b, a),
};

export interface ListQuery {
  q?: string | undefined;
  tags?: readonly string[] | undefined;
  sort?: string | undefined;
  offset?: number | undefined;
  limit?: number | undefined;
}

/**
 * A catalogue prepared for listing: search or filter, then sort, then one page. Each sort order is
 * worked out on first use and kept, so a page of a large catalogue costs one pass over it.
 * Any sort that is not one of the four keeps the catalogue's own order.
 */
export class CatalogueIndex<T extends Listable> {
  private readonly entries: Keyed<T>[];
  private readonly orders = new Map<Sort, Keyed<T>[]>();

  constructor(items: readonly T[]) {
    this.entries = items.map(keyed);
  }

  get size(): number {
    return this.entries.length;
  }

  list(query: ListQuery): { items: T[]; total: number } {
    const needle = fold(query.q?.trim() ?? '');
    const filterBy = (query.tags ?? []).filter((tag) => tag !== '');
    const offset = query.offset ?? 0;
    const end = query.limit === undefined ? Number.POSITIVE_INFINITY : offset + query.limit;
    const items: T[] = [];
    let total = 0;
    for (const entry of this.inOrder(query.sort)) {
      if (!matchesSearch(entry, needle) || !matchesFilter(entry, filterBy)) continue;
      if (total >= offset && total < end) items.push(entry.item);
      total += 1;
    }
    return { items, total };
  }

  private inOrder(sort: string | undefined): Keyed<T>[] {
    if (sort === undefined || !isSort(sort)) return this.entries;
    let sorted = this.orders.get(sort);
    if (!sorted) {
      sorted = [...this.entries].sort(COMPARE[sort]);
      this.orders.set(sort, sorted);
    }
    return sorted;
  }
}

/** The rules applied once to a list (tests, and anything holding a handful of products). */
export function listProducts<T extends Listable>(products: readonly T[], query: ListQuery): { items: T[]; total: number } {
  return new CatalogueIndex(products).list(query);
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
