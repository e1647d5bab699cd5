import type { Product, ProductQuery } from '@shop/shared/products';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.ts';
import { type ProductRow, toProduct } from './product-view.ts';

const ORDER_BY: Record<string, SQL> = {
  'name-asc': sql`lower(p.name) collate "C" asc, p.id asc`,
  'name-desc': sql`lower(p.name) collate "C" desc, p.id desc`,
  'price-asc': sql`p.price_cents asc, lower(p.name) collate "C" asc, p.id asc`,
  'price-desc': sql`p.price_cents desc, lower(p.name) collate "C" desc, p.id desc`,
};

const TAGS_OF_P = sql`coalesce((
  select json_agg(json_build_object('id', t.id, 'tagName', t.name) order by t.id)
  from product_tags pt join tags t on t.id = pt.tag_id
  where pt.product_id = p.id), '[]'::json) as tags`;

/** Selects products with their tags; `where` filters and `ids` limits to those products. */
export async function selectProducts(db: DbOrTx, where: SQL = sql`true`): Promise<Product[]> {
  const rows = await queryRows<ProductRow>(db, sql`
    select p.id, p.name, p.price_cents, p.qty, p.description, p.short_description, p.image_url, ${TAGS_OF_P}
    from products p where ${where} order by p.id`);
  return rows.map(toProduct);
}

export function tagsOf(query: ProductQuery): string[] {
  if (query.tag === undefined) return [];
  return (Array.isArray(query.tag) ? query.tag : [query.tag]).filter((tag) => tag !== '');
}

export function isPaged(query: ProductQuery): boolean {
  return Object.values(query).some((value) => value !== undefined);
}

/**
 * One page of the catalogue with SPEC section 4's meanings: the search matches the name or any
 * tag name (case-insensitive), the filter matches any chosen tag, then the sort, then the page.
 */
export async function listProductPage({ db, query }: { db: DbOrTx; query: ProductQuery }): Promise<{ items: Product[]; total: number }> {
  const conditions: SQL[] = [];
  const q = query.q?.trim().toLowerCase() ?? '';
  if (q !== '') {
    conditions.push(sql`(position(${q} in lower(p.name)) > 0 or exists (
      select 1 from product_tags pt join tags t on t.id = pt.tag_id
      where pt.product_id = p.id and position(${q} in lower(t.name)) > 0))`);
  }
  const tags = tagsOf(query);
  if (tags.length > 0) {
    conditions.push(sql`exists (
      select 1 from product_tags pt join tags t on t.id = pt.tag_id
      where pt.product_id = p.id and t.name in (${sql.join(tags.map((tag) => sql`${tag}`), sql`, `)}))`);
  }
  const where = conditions.length > 0 ? sql.join(conditions, sql` and `) : sql`true`;
  const orderBy = ORDER_BY[query.sort ?? ''] ?? sql`p.id asc`;
  const rows = await queryRows<ProductRow & { total: number }>(db, sql`
    select p.id, p.name, p.price_cents, p.qty, p.description, p.short_description, p.image_url,
      count(*) over ()::int as total, ${TAGS_OF_P}
    from products p where ${where} order by ${orderBy}
    limit ${query.limit ?? null} offset ${query.offset ?? 0}`);
  if (rows.length === 0 && (query.offset ?? 0) > 0) {
    // A page past the end still reports how many there are.
    const [counted] = await queryRows<{ total: number }>(db, sql`select count(*)::int as total from products p where ${where}`);
    return { items: [], total: counted?.total ?? 0 };
  }
  return { items: rows.map(toProduct), total: rows[0]?.total ?? 0 };
}
