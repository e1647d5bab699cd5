import type { Product } from '@shop/shared/products';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.ts';
import { onHandOf } from '../inventory/index.ts';
import { careOfP, type ProductRow, toProduct } from './product-view.ts';

const TAGS_OF_P = sql`coalesce((
  select json_agg(json_build_object('id', t.id, 'tagName', t.name) order by t.id)
  from product_tags pt join tags t on t.id = pt.tag_id
  where pt.product_id = p.id), '[]'::json) as tags`;

/**
 * Products with their tags and care, in id order; `where` narrows them (by id, for instance). The care text
 * comes only when asked for: lists (cart lines, wishlists) leave it out, as it would double their size.
 */
export async function selectProducts(db: DbOrTx, where: SQL = sql`true`, { careText = false }: { careText?: boolean } = {}): Promise<Product[]> {
  const rows = await queryRows<ProductRow>(db, sql`
    select p.id, p.name, p.price_cents, ${onHandOf(sql`p.id`)} as qty, p.description, p.short_description, p.image_url, p.max_per_order, ${TAGS_OF_P},
      ${careOfP(careText)}
    from products p where ${where} order by p.id`);
  return rows.map(toProduct);
}
