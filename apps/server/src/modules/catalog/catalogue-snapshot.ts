import { createHash } from 'node:crypto';
import { CatalogueIndex } from '@shop/shared/catalog';
import { type Product, type ProductQuery, toListQuery } from '@shop/shared/products';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { withDefault } from './product-view.ts';
import { selectProductsWithPicks } from './select-products.ts';

/** One product of the snapshot: what the rules sort and filter by, and its answer as the API sends it. */
interface Entry {
  id: number;
  name: string;
  price: number;
  tags: Product['tags'];
  care: Product['care'];
  rating: Product['rating'];
  /** The product as one product is answered, with its care text (the server-rendered page shows it too). */
  product: Product;
  /** The product as a list carries it: no care text. */
  inList: Product;
  /** `inList` as the API sends it (what the zod response schema would produce). */
  json: string;
  /** The product as one product is answered, care text included. */
  fullJson: string;
  /** The product's own answer, made on its first read. */
  answer?: JsonAnswer | undefined;
  /** The owner's pick of default variant (null: the cheapest in stock, which stock changes may change). */
  picked: number | null;
}

export interface JsonAnswer {
  body: Buffer;
  /** A weak ETag from the bytes, so every instance gives the same one; empty for none. */
  etag: string;
  /** The number of matching products, for a page of the catalogue. */
  total?: number;
}

const PAGE_CACHE_SIZE = 500;

/** Every snapshot and every change of stock in one gets a number never used before in this process. */
let versions = 0;

function answer(body: Buffer, total?: number): JsonAnswer {
  const etag = `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`;
  return { body, etag, ...(total === undefined ? {} : { total }) };
}

function jsonArray(parts: readonly string[]): Buffer {
  return Buffer.from(`[${parts.join(',')}]`);
}

/** A product as lists carry it: its care without the care text, which would double a list's size, and without its page's SEO text. */
function listed(product: Product): Product {
  if (product.care?.careText === undefined && product.seoTitle === undefined && product.seoDescription === undefined) return product;
  const { seoTitle: _title, seoDescription: _description, ...rest } = product;
  if (rest.care?.careText === undefined) return rest;
  const { careText: _text, ...care } = rest.care;
  return { ...rest, care };
}

function entryOf({ product, picked }: { product: Product; picked: number | null }): Entry {
  const inList = listed(product);
  return { id: product.id, name: product.name, price: product.price, tags: product.tags, care: product.care, rating: product.rating, product, inList, json: JSON.stringify(inList), fullJson: JSON.stringify(product), picked };
}

/**
 * The whole public catalogue at one moment, in memory: the list, pages of it (search, filter, sort and
 * page by the shared rules of packages/shared/src/catalog.ts), single products and their prepared JSON.
 * Quantities can be brought up to date without rebuilding it (`updateStock`).
 */
export class CatalogueSnapshot {
  private readonly entries: Entry[];
  private readonly byId: Map<number, Entry>;
  private readonly byHandle: Map<string, Entry>;
  private readonly index: CatalogueIndex<Entry>;
  private readonly pages = new Map<string, JsonAnswer>();
  private whole: JsonAnswer | undefined;
  /** Changes whenever anything a page shows may have changed (a page cache keys on it). */
  version = ++versions;

  /** Which product each variant on sale belongs to, for stock changes (they name variants). */
  private readonly byVariant: Map<number, Entry>;

  constructor(products: readonly { product: Product; picked: number | null }[]) {
    this.entries = products.map(entryOf);
    this.byId = new Map(this.entries.map((entry) => [entry.id, entry]));
    this.byHandle = new Map(this.entries.map((entry) => [entry.product.handle, entry]));
    this.byVariant = new Map(this.entries.flatMap((entry) => entry.product.variants.map((variant) => [variant.id, entry] as const)));
    this.index = new CatalogueIndex(this.entries);
  }

  get size(): number {
    return this.entries.length;
  }

  /** The whole catalogue, as GET /api/products without a query answers it. */
  get all(): JsonAnswer {
    this.whole ??= answer(jsonArray(this.entries.map((entry) => entry.json)));
    return this.whole;
  }

  /** One product's answer, by its number or its handle (decision 060). */
  product(ref: number | string): JsonAnswer | undefined {
    const entry = this.entryAt(ref);
    if (!entry) return undefined;
    entry.answer ??= answer(Buffer.from(entry.fullJson));
    return entry.answer;
  }

  /** One product as an object, by its number or its handle, for the pages the server renders. */
  find(ref: number | string): Product | undefined {
    return this.entryAt(ref)?.product;
  }

  /** Every tag a product on sale has, for the addresses of a Shopify shop's collections (decision 060). */
  tagNames(): string[] {
    return [...new Set(this.entries.flatMap((entry) => entry.tags.map((tag) => tag.tagName)))];
  }

  private entryAt(ref: number | string): Entry | undefined {
    return typeof ref === 'number' ? this.byId.get(ref) : this.byHandle.get(ref);
  }

  /** The products with these ids that exist, by id, as lists carry them (no care text). */
  products(ids: readonly number[]): Map<number, { product: Product; json: string }> {
    const found = new Map<number, { product: Product; json: string }>();
    for (const id of ids) {
      const entry = this.byId.get(id);
      if (entry) found.set(id, { product: entry.inList, json: entry.json });
    }
    return found;
  }

  /** One page of the catalogue as products, with the total. */
  list(query: ProductQuery): { items: Product[]; total: number } {
    const { items, total } = this.index.list(toListQuery(query));
    return { items: items.map((entry) => entry.inList), total };
  }

  /** One page of the catalogue as the API answers it; answers for recent queries are kept. */
  page(query: ProductQuery): JsonAnswer {
    const listQuery = toListQuery(query);
    const key = JSON.stringify([listQuery.q?.trim().toLowerCase() ?? '', listQuery.tags, listQuery.filters, listQuery.sort ?? '', listQuery.offset ?? 0, listQuery.limit ?? null]);
    const kept = this.pages.get(key);
    if (kept) return kept;
    const { items, total } = this.index.list(listQuery);
    const page = answer(jsonArray(items.map((entry) => entry.json)), total);
    if (this.pages.size >= PAGE_CACHE_SIZE) this.pages.delete(this.pages.keys().next().value!);
    this.pages.set(key, page);
    return page;
  }

  /**
   * New counts for some variants (orders take and give back stock all the time). Answers false when a
   * count changed which variant is a product's default (its price with it): then the snapshot must be
   * rebuilt, as its sorted orders may no longer hold.
   */
  updateStock(rows: readonly { id: number; qty: number }[]): boolean {
    let changed = false;
    for (const { id, qty } of rows) {
      const entry = this.byVariant.get(id);
      const variant = entry?.product.variants.find((one) => one.id === id);
      if (!entry || !variant || variant.qty === qty) continue;
      const variants = entry.product.variants.map((one) => (one.id === id ? { ...one, qty } : one));
      const product = withDefault({ ...entry.product, variants }, entry.picked);
      if (product.defaultVariantId !== entry.product.defaultVariantId) return false;
      entry.product = product;
      entry.inList = listed(entry.product);
      entry.json = JSON.stringify(entry.inList);
      entry.fullJson = JSON.stringify(entry.product);
      entry.answer = undefined;
      changed = true;
    }
    if (changed) {
      // Sorting and filtering never look at quantities: the index's orders stay.
      this.whole = undefined;
      this.pages.clear();
      this.version = ++versions;
    }
    return true;
  }
}

/** Reads the whole catalogue. */
export async function loadCatalogueSnapshot(db: DbOrTx): Promise<CatalogueSnapshot> {
  return new CatalogueSnapshot(await selectProductsWithPicks(db, sql`true`, { careText: true }));
}
