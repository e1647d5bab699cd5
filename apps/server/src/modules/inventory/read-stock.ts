import { inArray, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.ts';
import { stockLevels } from '../../db/schema/inventory.ts';
import { holdsStockAt } from './stock-sql.ts';

/** The counts of these units now. */
export async function loadStock(db: DbOrTx, ids: readonly number[]): Promise<{ id: number; qty: number }[]> {
  if (ids.length === 0) return [];
  return db.select({ id: stockLevels.variantId, qty: stockLevels.onHand }).from(stockLevels).where(inArray(stockLevels.variantId, [...new Set(ids)]));
}

/** How much of each unit the orders a subquery names (`select id from orders where ...`) hold now, by unit. */
export async function heldUnits(db: DbOrTx, input: { orders: SQL; now: Date }): Promise<Map<number, number>> {
  const rows = await queryRows<{ variant_id: number; qty: number }>(
    db,
    sql`select r.variant_id, sum(r.qty)::int as qty from stock_reservations r
      where r.order_id in (${input.orders}) and r.state = 'held'
        and r.expires_at > ${input.now.toISOString()}::timestamptz and r.variant_id is not null
      group by r.variant_id`,
  );
  return new Map(rows.map((row) => [row.variant_id, row.qty]));
}

/**
 * How many of the orders each subquery names (`select o.id from orders o where ...`) still hold stock at
 * `now`, each count stopping at `upTo`, so a lookup costs the same however many unpaid orders one buyer
 * has piled up. One query for all the subqueries.
 */
export async function countOrdersHolding(db: DbOrTx, input: { orders: readonly SQL[]; upTo: number; now: Date }): Promise<number[]> {
  if (input.orders.length === 0) return [];
  const counts = input.orders.map(
    (orders, index) => sql`(select count(*)::int from (
      select 1 from (${orders}) as o where ${holdsStockAt(sql`o.id`, input.now)}
      limit ${input.upTo}) as counted) as ${sql.raw(`c${index}`)}`,
  );
  const [row] = await queryRows<Record<string, number>>(db, sql`select ${sql.join(counts, sql`, `)}`);
  return input.orders.map((_, index) => row?.[`c${index}`] ?? 0);
}
