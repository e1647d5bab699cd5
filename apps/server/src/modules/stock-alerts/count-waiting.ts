import type { WaitingCount } from '@shop/shared/stock-alerts';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.ts';

/** How many confirmed addresses wait for each product, for the admin's products table. */
export async function countWaiting({ db }: { db: DbOrTx }): Promise<WaitingCount[]> {
  const rows = await queryRows<{ product_id: number; waiting: number }>(
    db,
    sql`select product_id, count(*)::int as waiting from stock_alerts
      where confirmed_at is not null and notified_at is null group by product_id order by product_id`,
  );
  return rows.map((row) => ({ productId: row.product_id, waiting: row.waiting }));
}
