import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.ts';

/** A half-open span of time, [from, to). */
export interface Period {
  from: Date;
  to: Date;
}

/**
 * The shop's day and month that contain `now`, in its time zone (decision 050): from its local midnight
 * to the next one, whatever the offset that day (a day when the clocks change lasts 23 or 25 hours).
 * The database reads the zone, as it does when it groups the sales chart, so the two always agree.
 */
export async function shopPeriods({ db, now, timeZone }: { db: DbOrTx; now: Date; timeZone: string }): Promise<{ today: Period; month: Period }> {
  const local = sql`(${now.toISOString()}::timestamptz at time zone ${timeZone}::text)`;
  const [row] = await queryRows<{ day_from: Date | string; day_to: Date | string; month_from: Date | string; month_to: Date | string }>(
    db,
    sql`select date_trunc('day', ${local}) at time zone ${timeZone}::text as day_from,
          (date_trunc('day', ${local}) + interval '1 day') at time zone ${timeZone}::text as day_to,
          date_trunc('month', ${local}) at time zone ${timeZone}::text as month_from,
          (date_trunc('month', ${local}) + interval '1 month') at time zone ${timeZone}::text as month_to`,
  );
  return {
    today: { from: new Date(row!.day_from), to: new Date(row!.day_to) },
    month: { from: new Date(row!.month_from), to: new Date(row!.month_to) },
  };
}
