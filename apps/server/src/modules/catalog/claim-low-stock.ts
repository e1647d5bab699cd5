import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.ts';
import { onHandOf } from '../inventory/index.ts';

export interface LowStockVariant {
  variantId: number;
  productId: number;
  name: string;
  sku: string;
  qty: number;
  threshold: number;
}

/**
 * Low stock (decision 040), inside the caller's transaction: variants on sale restocked above their
 * threshold (their own, else `defaultThreshold`) may be told about again; variants at or below it not yet
 * told about are marked told, now, and answered, so the owner hears once per crossing. Rows another
 * instance holds are skipped.
 */
export async function claimLowStock({
  db,
  defaultThreshold,
  now,
}: {
  db: DbOrTx;
  defaultThreshold: number;
  now: Date;
}): Promise<LowStockVariant[]> {
  const threshold = sql`coalesce(v.low_stock_threshold, ${defaultThreshold})`;
  await db.execute(sql`update product_variants set low_stock_alerted_at = null
    where id in (select v.id from product_variants v where v.low_stock_alerted_at is not null
      and (v.archived_at is not null or ${onHandOf(sql`v.id`)} > ${threshold}) for update skip locked)`);
  return queryRows<LowStockVariant>(
    db,
    sql`with claimed as (
        update product_variants set low_stock_alerted_at = ${now.toISOString()}::timestamptz
        where id in (select v.id from product_variants v where v.low_stock_alerted_at is null and v.archived_at is null
          and ${onHandOf(sql`v.id`)} <= ${threshold} order by v.id for update skip locked)
        returning id, product_id, sku, option_values, low_stock_threshold)
      select c.id as "variantId", c.product_id as "productId", c.sku,
        p.name || case when cardinality(c.option_values) > 0 then ' (' || array_to_string(c.option_values, ' / ') || ')' else '' end as name,
        ${onHandOf(sql`c.id`)} as qty, coalesce(c.low_stock_threshold, ${defaultThreshold}) as threshold
      from claimed c join products p on p.id = c.product_id
      order by p.name, c.id`,
  );
}
