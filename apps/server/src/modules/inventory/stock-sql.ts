import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

// Pieces of SQL for other modules' queries (decision 028): they read the inventory's tables only through
// these, so a catalogue page stays one query and the tables stay the inventory's to change.

/** A unit's count, for a query whose `variantId` names it (0 for a unit with no stock row). */
export function onHandOf(variantId: SQLWrapper): SQL {
  return sql`coalesce((select s.on_hand from stock_levels s where s.variant_id = ${variantId}), 0)`;
}

/** Whether the order `orderId` names still holds stock at `now` (an unpaid order whose hold has not run out). */
export function holdsStockAt(orderId: SQLWrapper, now: Date): SQL {
  return sql`exists (select 1 from stock_reservations r where r.order_id = ${orderId} and r.state = 'held'
    and r.expires_at > ${now.toISOString()}::timestamptz)`;
}
