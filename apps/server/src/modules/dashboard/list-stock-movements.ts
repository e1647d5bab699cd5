import {
  type LedgerPage,
  type LedgerQuery,
  type LedgerRow,
  type LEDGER_CAUSES,
} from '@shop/shared/stock-ledger';
import { variantTitle } from '@shop/shared/products';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.ts';
import { readShopTimeZone } from '../settings/index.ts';

interface Row {
  id: number;
  created_at: Date | string;
  product_id: number | null;
  product_name: string | null;
  variant_id: number | null;
  sku: string | null;
  option_values: string[] | null;
  delta: number;
  on_hand_after: number;
  cause: (typeof LEDGER_CAUSES)[number];
  order_id: number | null;
  reason: string | null;
  note: string | null;
  actor: string | null;
}

/**
 * GET /api/admin/stock-movements (decision 040): the stock ledger, newest first, with each row's product,
 * variant and the account that made it; narrowed by SKU (a variant's history), cause or reason, and paged
 * by `before` (the last row's id).
 */
export async function listStockMovements({
  db,
  query,
}: {
  db: DbOrTx;
  query: LedgerQuery;
}): Promise<LedgerPage> {
  const conditions = [sql`true`];
  if (query.sku) conditions.push(sql`lower(v.sku) = lower(${query.sku})`);
  if (query.cause) conditions.push(sql`m.cause = ${query.cause}`);
  if (query.reason) conditions.push(sql`m.reason = ${query.reason}`);
  if (query.before) conditions.push(sql`m.id < ${query.before}`);
  const rows = await queryRows<Row>(
    db,
    sql`select m.id, m.created_at, p.id as product_id, p.name as product_name, m.variant_id, v.sku, v.option_values,
        m.delta, m.on_hand_after, m.cause, m.order_id, m.reason, m.note, u.email as actor
      from stock_movements m
      left join product_variants v on v.id = m.variant_id
      left join products p on p.id = v.product_id
      left join users u on u.id = m.actor_id
      where ${sql.join(conditions, sql` and `)}
      order by m.id desc
      limit ${query.limit + 1}`,
  );
  const page: LedgerRow[] = rows.slice(0, query.limit).map((row) => ({
    id: row.id,
    at: new Date(row.created_at).toISOString(),
    productId: row.product_id,
    productName: row.product_name,
    variantId: row.variant_id,
    sku: row.sku,
    variantTitle: variantTitle(row.option_values ?? []),
    delta: row.delta,
    onHandAfter: row.on_hand_after,
    cause: row.cause,
    orderId: row.order_id,
    reason: row.reason,
    note: row.note,
    actor: row.actor,
  }));
  return { rows: page, nextBefore: rows.length > query.limit ? page[page.length - 1]!.id : null, timeZone: await readShopTimeZone({ db }) };
}
