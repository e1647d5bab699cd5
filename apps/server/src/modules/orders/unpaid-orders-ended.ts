import { and, asc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';

/**
 * Orders never paid that ended (their hold ran out, or the payer gave up) after `from` and at or before
 * `to`, oldest first: the checkout reminders are written for these (decision 072). Replacements are the
 * shop's own orders and never listed.
 */
export async function listUnpaidOrdersEnded({ db, input }: { db: DbOrTx; input: { from: Date; to: Date; limit: number; offset?: number } }): Promise<{ orderId: number; email: string }[]> {
  return db
    .select({ orderId: orders.id, email: orders.email })
    .from(orders)
    .where(and(eq(orders.status, 'canceled'), isNull(orders.paidAt), isNull(orders.replacementFor), gt(orders.canceledAt, input.from), lte(orders.canceledAt, input.to)))
    .orderBy(asc(orders.canceledAt), asc(orders.id))
    .limit(input.limit)
    .offset(input.offset ?? 0);
}

/** Whether the address paid for an order placed after `since` (a purchase since an unpaid checkout). */
export async function paidOrderSince({ db, input }: { db: DbOrTx; input: { email: string; since: Date } }): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(sql`lower(${orders.email}) = ${input.email.trim().toLowerCase()}`, gt(orders.createdAt, input.since), sql`${orders.paidAt} is not null`))
    .limit(1);
  return row !== undefined;
}
