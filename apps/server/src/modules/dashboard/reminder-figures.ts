import type { ReminderFigures } from '@shop/shared/checkout-reminders';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.ts';
import { checkoutReminders, reminderRecipients } from '../../db/schema/checkout-reminders.ts';
import { orders } from '../../db/schema/orders.ts';

/** An order paid this long after a reminder's link rebuilt the cart came through it. */
const RECOVERY_DAYS = 7;

/**
 * The checkout reminders' figures (decision 072): reminders written, and orders recovered: for each reminder
 * whose link rebuilt the cart, the first order its address paid for, placed after that and within a week
 * (at most one per reminder), with their sales in cents (what was charged, less refunds).
 */
export async function reminderFigures({ db }: { db: DbOrTx }): Promise<ReminderFigures> {
  const [row] = await queryRows<{ sent: string; recovered: string; cents: string }>(
    db,
    sql`select count(*) filter (where r.email_id is not null) as sent, count(o.id) as recovered, coalesce(sum(o.cents), 0) as cents
      from ${checkoutReminders} r
      join ${reminderRecipients} rr on rr.id = r.recipient_id
      left join lateral (
        select p.id, p.final_cents - p.refunded_cents as cents from ${orders} p
        where r.email_id is not null and r.opened_at is not null and lower(p.email) = rr.email and p.paid_at is not null
          and p.created_at >= r.opened_at and p.created_at < r.opened_at + ${RECOVERY_DAYS}::int * interval '1 day'
        order by p.created_at, p.id limit 1
      ) o on true`,
  );
  return { sent: Number(row?.sent ?? 0), recovered: Number(row?.recovered ?? 0), recoveredCents: Number(row?.cents ?? 0) };
}
