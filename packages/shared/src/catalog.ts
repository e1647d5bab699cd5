/**
 * the docs/product/rules.md#order-statuses catalogue rules (search, filter, sort, paging), written once: the server's in-memory
 * catalogue answers the products API with them, and the grid pages through that API (decision 017).
 * Filters combine and searches understand the shop's words (decision 027).
 */
import { type Filterable, type Filters, matchesAnyTag, matchesFilters } from './catalog-filters.ts';
import { planSearch, wordsOf } from './catalog-search.ts';
import { typosAllowed, withinEdits } from './edit-distance.ts';

export const PRODUCTS_PER_PAGE = 12;
export const SIMILAR_VISIBLE = 4;

export const SORTS = ['name-asc', 'name-desc', 'price-asc', 'price-desc'] as const;
export type Sort = (typeof SORTS)[number];

export interface Listable extends Filterable {
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
  /** The words of the name, which a searched word may miss by a typo. */
  nameWords: string[];
}

function keyed<T extends Listable>(item: T): Keyed<T> {
  return {
    item,
    name: fold(item.name),
    tags: item.tags.map((tag) => fold(tag.tagName)),
    nameWords: wordsOf(item.name),
  };
}

/** docs/product's search: the product name (case-insensitive) or any tag name contains the text. */
function containsText(entry: Keyed<Listable>, text: string): boolean {
  return entry.name.includes(text) || entry.tags.some((tag) => tag.includes(text));
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
  /** docs/product's filter: any of these tags. */
  tags?: readonly string[] | undefined;
  /** The grid's filter groups, all of which must match (decision 027). */
  filters?: Filters | undefined;
  sort?: string | undefined;
  offset?: number | undefined;
  limit?: number | undefined;
}

/**
 * A catalogue prepared for listing: search and filters, then sort, then one page. Each sort order is
 * worked out on first use and kept, so a page of a large catalogue costs one pass over it.
 * Any sort that is not one of the four keeps the catalogue's own order.
 */
export class CatalogueIndex<T extends Listable> {
  private readonly entries: Keyed<T>[];
  private readonly orders = new Map<Sort, Keyed<T>[]>();
  private vocabulary: string[] | undefined;

  constructor(items: readonly T[]) {
    this.entries = items.map(keyed);
  }

  get size(): number {
    return this.entries.length;
  }

  list(query: ListQuery): { items: T[]; total: number } {
    const found = this.searchFor(query.q ?? '');
    const tags = (query.tags ?? []).filter((tag) => tag !== '');
    const filters = query.filters ?? {};
    const offset = query.offset ?? 0;
    const end = query.limit === undefined ? Number.POSITIVE_INFINITY : offset + query.limit;
    const items: T[] = [];
    let total = 0;
    for (const entry of this.inOrder(query.sort)) {
      if (!found(entry) || (tags.length > 0 && !matchesAnyTag(entry.item, tags)) || !matchesFilters(entry.item, filters)) continue;
      if (total >= offset && total < end) items.push(entry.item);
      total += 1;
    }
    return { items, total };
  }

  /**
   * What a search finds. Text that some name or tag holds as it is written means just that (docs/product: "fern",
   * "pet safe"); otherwise the search is understood (decision 027): the shop's phrases ("pet friendly",
   * "low light") become needs, and every other word must be in the name or a tag, or one or two typos
   * away from a word of the name ("monstra").
   */
  private searchFor(q: string): (entry: Keyed<T>) => boolean {
    const text = fold(q.trim());
    if (text === '') return () => true;
    if (this.entries.some((entry) => containsText(entry, text))) return (entry) => containsText(entry, text);
    const { needs, words } = planSearch(text);
    if (needs.length === 0 && words.length === 0) return () => false;
    const near = words.map((word) => this.nameWordsNear(word));
    return (entry) =>
      needs.every((need) => need(entry.item)) &&
      words.every((word, k) => containsText(entry, word) || entry.nameWords.some((nameWord) => near[k]!.has(nameWord)));
  }

  /** The words of the catalogue's names that this word is, or may be a typo of. */
  private nameWordsNear(word: string): Set<string> {
    const typos = typosAllowed(word);
    this.vocabulary ??= [...new Set(this.entries.flatMap((entry) => entry.nameWords))];
    return new Set(this.vocabulary.filter((nameWord) => withinEdits(word, nameWord, typos)));
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
