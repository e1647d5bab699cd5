import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.ts';

/**
 * Test support: what breaks the stock invariant (decision 028), as rows naming it. Each unit's count is
 * its starting stock plus its movements (the ledger's sum); each order's movements (taken, given back)
 * match what it still holds or sold. Refunds put sold units back without touching the order's holds, so
 * they count for the unit and not for the order.
 */
export const LEDGER_PROBLEMS_SQL = `
  select 'variant ' || s.variant_id as what, s.on_hand as found, coalesce(sum(m.delta), 0)::int as expected
  from stock_levels s left join stock_movements m on m.variant_id = s.variant_id
  group by s.variant_id, s.on_hand
  having s.on_hand <> coalesce(sum(m.delta), 0)
  union all
  select 'order ' || order_id || ' variant ' || variant_id, moved, kept from (
    select coalesce(m.order_id, r.order_id) as order_id, coalesce(m.variant_id, r.variant_id) as variant_id,
      coalesce(-m.moved, 0) as moved, coalesce(r.kept, 0) as kept
    from (select order_id, variant_id, sum(delta)::int as moved from stock_movements
          where order_id is not null and variant_id is not null and cause <> 'refund' group by order_id, variant_id) m
    full join (select order_id, variant_id, sum(qty)::int as kept from stock_reservations
          where state in ('held', 'final') and variant_id is not null group by order_id, variant_id) r
      on r.order_id = m.order_id and r.variant_id = m.variant_id
  ) per_order
  where moved <> kept`;

export async function ledgerProblems(db: DbOrTx): Promise<{ what: string; found: number; expected: number }[]> {
  return queryRows(db, sql.raw(LEDGER_PROBLEMS_SQL));
}
