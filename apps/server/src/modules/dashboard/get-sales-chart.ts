import { SALES_DAYS, SALES_MONTHS, type SalesBy, type SalesChart, TOP_PLANTS } from '@shop/shared/admin';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.ts';
import { readShopTimeZone } from '../settings/index.ts';

const SPANS: Record<SalesBy, { count: number; step: string; label: string }> = {
  day: { count: SALES_DAYS, step: '1 day', label: 'YYYY-MM-DD' },
  month: { count: SALES_MONTHS, step: '1 month', label: 'YYYY-MM' },
};

const average = (cents: number, orders: number) => (orders === 0 ? null : Math.round(cents / orders));

/**
 * The dashboard's sales chart (decision 050): orders, sales and average order value for each of the
 * shop's last 30 days (or 12 months), today's (this month's) last, every one present, grouped by the
 * shop's local day in the database; and the plants that sold best in that span.
 *
 * Sales are what a paid order brought in (after discounts, shipping and sales tax included), less what
 * was refunded of it since, on the day it was paid: the dashboard's revenue. Canceled orders were
 * refunded whole, and a replacement sent under the guarantee is no sale: neither counts.
 */
export async function getSalesChart({ db, now, by }: { db: DbOrTx; now: Date; by: SalesBy }): Promise<SalesChart> {
  const timeZone = await readShopTimeZone({ db });
  const { count, step, label } = SPANS[by];
  const zone = sql`${timeZone}::text`;
  // The shop's local start of the current day or month, and of the first one charted: wall-clock times.
  const last = sql`date_trunc(${by}::text, ${now.toISOString()}::timestamptz at time zone ${zone})`;
  const first = sql`(${last} - ${`${count - 1} ${by}s`}::interval)`;
  const sale = (o: string): SQL =>
    sql`${sql.raw(o)}.status in ('complete', 'shipped') and ${sql.raw(o)}.replacement_for is null
      and ${sql.raw(o)}.paid_at >= (${first} at time zone ${zone})
      and ${sql.raw(o)}.paid_at < ((${last} + ${step}::interval) at time zone ${zone})`;

  const points = await queryRows<{ period: string; orders: number; cents: number | string }>(
    db,
    sql`with periods as (
          select generate_series(${first}, ${last}, ${step}::interval) as start
        ), sales as (
          select date_trunc(${by}::text, o.paid_at at time zone ${zone}) as start, count(*)::int as orders,
            sum(o.final_cents - o.refunded_cents)::bigint as cents
          from orders o where ${sale('o')}
          group by 1
        )
        select to_char(p.start, ${label}::text) as period, coalesce(s.orders, 0)::int as orders, coalesce(s.cents, 0)::bigint as cents
        from periods p left join sales s on s.start = p.start
        order by p.start`,
  );

  const plants = await queryRows<{ product_id: number | null; name: string; units: number; cents: number | string }>(
    db,
    sql`select l.product_id, coalesce(max(p.name), max(l.product_name)) as name,
          sum(l.qty - l.refunded_qty)::int as units,
          sum((l.qty - l.refunded_qty) * l.unit_price_cents)::bigint as cents
        from order_lines l
        join orders o on o.id = l.order_id
        left join products p on p.id = l.product_id
        where ${sale('o')}
        group by l.product_id, case when l.product_id is null then l.product_name end
        having sum(l.qty - l.refunded_qty) > 0
        order by cents desc, units desc, name asc
        limit ${TOP_PLANTS}`,
  );

  const series = points.map((row) => {
    const cents = Number(row.cents);
    return { period: row.period, orders: row.orders, salesCents: cents, averageOrderCents: average(cents, row.orders) };
  });
  const orders = series.reduce((sum, point) => sum + point.orders, 0);
  const salesCents = series.reduce((sum, point) => sum + point.salesCents, 0);
  return {
    timeZone,
    asOf: now.toISOString(),
    by,
    points: series,
    totals: { orders, salesCents, averageOrderCents: average(salesCents, orders) },
    topPlants: plants.map((row) => ({ productId: row.product_id, name: row.name, units: row.units, salesCents: Number(row.cents) })),
  };
}
