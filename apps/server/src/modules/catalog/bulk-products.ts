import type { ProductBulk, ProductBulkResult, ProductStatus } from '@shop/shared/product-status';
import { inArray, sql } from 'drizzle-orm';
import { type Db, type DbOrTx, queryRows } from '../../db/client.ts';
import { products } from '../../db/schema/catalog.ts';
import { Conflict, NotFound } from '../../errors.ts';
import { announceCatalogueChange, catalogueChanged } from './catalogue-cache.ts';

const STATUS_AFTER: Record<Exclude<ProductBulk['action'], 'delete'>, ProductStatus> = { publish: 'active', unpublish: 'draft', archive: 'archived' };

/**
 * A product with nothing on sale (a draft a CSV brought) goes on sale with every size it had: the newest
 * variant of each combination, as two on sale may not share one.
 */
async function putBackOnSale(tx: DbOrTx, ids: number[]): Promise<void> {
  const list = sql.join(ids.map((id) => sql`${id}`), sql`, `);
  await tx.execute(sql`
    update product_variants set archived_at = null, updated_at = now()
    where id in (
      select distinct on (v.product_id, v.option_values) v.id from product_variants v
      where v.product_id in (${list})
        and not exists (select 1 from product_variants w where w.product_id = v.product_id and w.archived_at is null)
      order by v.product_id, v.option_values, v.id desc)`);
}

/**
 * POST /api/admin/products/bulk (docs/decisions/055-drafts-and-bulk-edit.md): publishes, unpublishes (to
 * draft), archives or deletes these products, all or none. An unknown id is a 404 naming it and changes
 * nothing. A delete is the single delete's: past orders keep their lines (name and price are copied).
 */
export async function bulkProducts({ db, input }: { db: Db; input: ProductBulk }): Promise<ProductBulkResult> {
  const done = await db.transaction(async (tx) => {
    const list = sql.join(input.ids.map((id) => sql`${id}`), sql`, `);
    const found = await queryRows<{ id: number; name: string; variants: number }>(tx, sql`
      select p.id, p.name, (select count(*)::int from product_variants v where v.product_id = p.id) as variants
      from products p where p.id in (${list}) order by p.id for update`);
    const known = new Set(found.map((row) => row.id));
    const missing = input.ids.filter((id) => !known.has(id));
    if (missing.length > 0) throw new NotFound(`${missing.length === 1 ? 'Product' : 'Products'} ${missing.join(', ')}`);
    if (input.action === 'delete') {
      await tx.delete(products).where(inArray(products.id, input.ids));
    } else {
      if (input.action === 'publish') {
        const empty = found.filter((row) => row.variants === 0);
        if (empty.length > 0) throw new Conflict(`${empty.map((row) => row.name).join(', ')} has no size to sell: add one before publishing`);
        await putBackOnSale(tx, input.ids);
      }
      await tx.update(products).set({ status: STATUS_AFTER[input.action], updatedAt: new Date() }).where(inArray(products.id, input.ids));
    }
    await announceCatalogueChange(tx);
    return found.map(({ id, name }) => ({ id, name }));
  });
  catalogueChanged();
  return { action: input.action, products: done };
}
