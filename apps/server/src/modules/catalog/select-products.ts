import type { AdminProduct, ProductStatus } from '@shop/shared/product-status';
import type { Product } from '@shop/shared/products';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.ts';
import { onHandOf } from '../inventory/index.ts';
import { careOfP, type ProductRow, toProduct } from './product-view.ts';

const TAGS_OF_P = sql`coalesce((
  select json_agg(json_build_object('id', t.id, 'tagName', t.name) order by t.id)
  from product_tags pt join tags t on t.id = pt.tag_id
  where pt.product_id = p.id), '[]'::json) as tags`;

const OPTIONS_OF_P = sql`(select json_agg(json_build_object('name', o.name, 'values', o.values) order by o.position)
  from product_options o where o.product_id = p.id) as options`;

/** The variants on sale of product `p` (or, for the owner, every one while none is), in the owner's order, each with its count. */
const variantsOfP = (onSale: SQL) => sql`(select json_agg(json_build_object('id', v.id, 'sku', v.sku, 'options', v.option_values,
    'price_cents', v.price_cents, 'compare_at_cents', v.compare_at_cents, 'qty', ${onHandOf(sql`v.id`)},
    'max_per_order', v.max_per_order, 'image_url', v.image_url, 'size', v.size_tag) order by v.position, v.id)
  from product_variants v where v.product_id = p.id and ${onSale}) as variants`;
const ON_SALE = sql`v.archived_at is null`;
/** A draft a CSV brought came with nothing on sale: the owner still sees (and edits) its variants. */
const ON_SALE_OR_ALL = sql`(v.archived_at is null or not exists (select 1 from product_variants w where w.product_id = p.id and w.archived_at is null))`;

/** What shoppers see (docs/decisions/055-drafts-and-bulk-edit.md): active, with something on sale. */
const SHOWN = sql`p.status = 'active' and exists (select 1 from product_variants v where v.product_id = p.id and v.archived_at is null)`;
/** What the owner sees: every product that has a variant at all. */
const OWNED = sql`exists (select 1 from product_variants v where v.product_id = p.id)`;

const RATING_OF_P = sql`(select json_build_object('count', r.count, 'total', r.total) from product_ratings r where r.product_id = p.id) as rating`;

/**
 * Products with their tags, care, options and variants, in id order, and the variant the owner picked as
 * default (decision 032); `where` narrows them (by id, for instance). A product with nothing on sale is not
 * listed. The care text (and the page's SEO title and description) come only when asked for: lists (cart
 * lines, wishlists) leave them out, as the care text would double their size.
 */
export async function selectProductsWithPicks(db: DbOrTx, where: SQL = sql`true`, { careText = false }: { careText?: boolean } = {}): Promise<{ product: Product; picked: number | null }[]> {
  const rows = await selectRows(db, where, { careText, owner: false });
  return rows.map((row) => ({ product: toProduct(row), picked: row.picked_variant_id }));
}

async function selectRows(db: DbOrTx, where: SQL, { careText, owner }: { careText: boolean; owner: boolean }): Promise<(ProductRow & { status: ProductStatus })[]> {
  return queryRows<ProductRow & { status: ProductStatus }>(db, sql`
    select p.id, p.name, p.handle, p.default_variant_id as picked_variant_id, p.description, p.short_description, p.image_url, p.tax_category, p.hardy, p.status,
      ${TAGS_OF_P}, ${careOfP(careText)}, ${OPTIONS_OF_P}, ${variantsOfP(owner ? ON_SALE_OR_ALL : ON_SALE)}, ${RATING_OF_P}${careText ? sql`, p.seo_title, p.seo_description` : sql``}
    from products p
    where ${where} and ${owner ? OWNED : SHOWN}
    order by p.id`);
}

/** Products as the owner's screens read them: drafts and archived ones too, each with its status. */
export async function selectAdminProducts(db: DbOrTx, where: SQL = sql`true`, { careText = false }: { careText?: boolean } = {}): Promise<AdminProduct[]> {
  const rows = await selectRows(db, where, { careText, owner: true });
  return rows.map((row) => ({ ...toProduct(row), status: row.status }));
}

/** The products as the API answers them. */
export async function selectProducts(db: DbOrTx, where: SQL = sql`true`, options: { careText?: boolean } = {}): Promise<Product[]> {
  return (await selectProductsWithPicks(db, where, options)).map((row) => row.product);
}
