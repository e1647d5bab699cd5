import { createHash } from 'node:crypto';
import type { Product, ProductQuery } from '@shop/shared/products';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.ts';
import { tagsOf } from './list-products.ts';
import { type ProductRow, toProduct } from './product-view.ts';

type ViewRow = ProductRow & { name_lower: string; tags_lower: string[] | string };

interface Entry {
  product: Product;
  /** The product as the API sends it (what the zod response schema would produce). */
  json: string;
  /** `lower(name)` as PostgreSQL computes it, and its UTF-8 bytes: `collate "C"` order. */
  nameLower: string;
  nameKey: Buffer;
  priceCents: number;
  tagNames: Set<string>;
  tagsLower: string[];
  /** The product's own answer, made on its first read. */
  answer?: JsonAnswer | undefined;
}

export interface JsonAnswer {
  body: Buffer;
  /** A weak ETag from the bytes, so every instance gives the same one; empty for none. */
  etag: string;
  /** The number of matching products, for a page of the catalogue. */
  total?: number;
}

const PAGE_CACHE_SIZE = 500;

type Compare = (a: Entry, b: Entry) => number;
const byName: Compare = (a, b) => Buffer.compare(a.nameKey, b.nameKey) || a.product.id - b.product.id;
const byPrice: Compare = (a, b) => a.priceCents - b.priceCents || byName(a, b);
// The same orders as list-products.ts's SQL.
const SORTS: Record<string, Compare> = {
  'name-asc': byName,
  'name-desc': (a, b) => byName(b, a),
  'price-asc': byPrice,
  'price-desc': (a, b) => byPrice(b, a),
};

function answer(body: Buffer, total?: number): JsonAnswer {
  const etag = `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`;
  return { body, etag, ...(total === undefined ? {} : { total }) };
}

function jsonArray(parts: readonly string[]): Buffer {
  return Buffer.from(`[${parts.join(',')}]`);
}

/**
 * The whole public catalogue at one moment, in memory, answering the catalogue reads with exactly
 * the bytes the database path gives: the list, pages of it (search, filter, sort, page as SPEC
 * section 4 and list-products.ts define them), single products and expanded cart lines.
 * Quantities can be brought up to date without rebuilding it (`updateStock`).
 */
export class CatalogueView {
  private readonly entries: Entry[];
  private readonly byId: Map<number, Entry>;
  private readonly sorted = new Map<string, Entry[]>();
  private readonly pages = new Map<string, JsonAnswer>();
  private whole: JsonAnswer | undefined;

  constructor(rows: readonly ViewRow[]) {
    this.entries = rows.map((row) => {
      const product = toProduct(row);
      const tagsLower = typeof row.tags_lower === 'string' ? (JSON.parse(row.tags_lower) as string[]) : row.tags_lower;
      return {
        product,
        json: JSON.stringify(product),
        nameLower: row.name_lower,
        nameKey: Buffer.from(row.name_lower),
        priceCents: row.price_cents,
        tagNames: new Set(product.tags.map((tag) => tag.tagName)),
        tagsLower,
      };
    });
    this.byId = new Map(this.entries.map((entry) => [entry.product.id, entry]));
  }

  get size(): number {
    return this.entries.length;
  }

  /** The whole catalogue, as GET /api/products without a query answers it. */
  get all(): JsonAnswer {
    this.whole ??= answer(jsonArray(this.entries.map((entry) => entry.json)));
    return this.whole;
  }

  product(id: number): JsonAnswer | undefined {
    const entry = this.byId.get(id);
    if (!entry) return undefined;
    entry.answer ??= answer(Buffer.from(entry.json));
    return entry.answer;
  }

  /** The products with these ids that exist, by id. */
  products(ids: readonly number[]): Map<number, { product: Product; json: string }> {
    const found = new Map<number, { product: Product; json: string }>();
    for (const id of ids) {
      const entry = this.byId.get(id);
      if (entry) found.set(id, entry);
    }
    return found;
  }

  /** One page of the catalogue with its total; answers for recent queries are kept. */
  page(query: ProductQuery): JsonAnswer {
    const q = query.q?.trim().toLowerCase() ?? '';
    const tags = tagsOf(query);
    const key = JSON.stringify([q, tags, query.sort ?? '', query.offset ?? 0, query.limit ?? null]);
    const kept = this.pages.get(key);
    if (kept) return kept;

    const offset = query.offset ?? 0;
    const end = query.limit === undefined ? Number.POSITIVE_INFINITY : offset + query.limit;
    const items: string[] = [];
    let total = 0;
    for (const entry of this.inOrder(query.sort)) {
      if (q !== '' && !entry.nameLower.includes(q) && !entry.tagsLower.some((tag) => tag.includes(q))) continue;
      if (tags.length > 0 && !tags.some((tag) => entry.tagNames.has(tag))) continue;
      if (total >= offset && total < end) items.push(entry.json);
      total += 1;
    }
    const page = answer(jsonArray(items), total);
    if (this.pages.size >= PAGE_CACHE_SIZE) this.pages.delete(this.pages.keys().next().value!);
    this.pages.set(key, page);
    return page;
  }

  /** New quantities for some products (orders take and give back stock all the time). */
  updateStock(rows: readonly { id: number; qty: number }[]): void {
    let changed = false;
    for (const { id, qty } of rows) {
      const entry = this.byId.get(id);
      if (!entry || entry.product.qty === qty) continue;
      entry.product = { ...entry.product, qty };
      entry.json = JSON.stringify(entry.product);
      entry.answer = undefined;
      changed = true;
    }
    if (changed) {
      // Sorting and filtering never look at quantities: the sort orders stay.
      this.whole = undefined;
      this.pages.clear();
    }
  }

  private inOrder(sort: string | undefined): Entry[] {
    const compare = sort === undefined ? undefined : SORTS[sort];
    if (!compare) return this.entries;
    let sorted = this.sorted.get(sort!);
    if (!sorted) {
      sorted = [...this.entries].sort(compare);
      this.sorted.set(sort!, sorted);
    }
    return sorted;
  }
}

/** Reads the whole catalogue (with PostgreSQL's own lower-casing, so search and sort match SQL's). */
export async function loadCatalogueView(db: DbOrTx): Promise<CatalogueView> {
  const rows = await queryRows<ViewRow>(db, sql`
    select p.id, p.name, p.price_cents, p.qty, p.description, p.short_description, p.image_url,
      lower(p.name) as name_lower,
      coalesce(json_agg(json_build_object('id', t.id, 'tagName', t.name) order by t.id) filter (where t.id is not null), '[]'::json) as tags,
      coalesce(json_agg(lower(t.name) order by t.id) filter (where t.id is not null), '[]'::json) as tags_lower
    from products p
    left join product_tags pt on pt.product_id = p.id
    left join tags t on t.id = pt.tag_id
    group by p.id
    order by p.id`);
  return new CatalogueView(rows);
}

/** The quantities of these products now. */
export async function loadStock(db: DbOrTx, ids: readonly number[]): Promise<{ id: number; qty: number }[]> {
  if (ids.length === 0) return [];
  return queryRows<{ id: number; qty: number }>(db, sql`select id, qty from products where id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
}
