import { createHash } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { clientKey } from '../../client-address.ts';

/** What is stored about where an order came from: a hash of the client (an IPv6 one's /64), never the address itself. */
export function addressKey(ip: string): string {
  return createHash('sha256').update(`order-address:${clientKey(ip)}`).digest('hex').slice(0, 32);
}

/**
 * One buyer's orders are placed one after the other: a lock per email and per client address until the
 * caller's transaction ends, so parallel orders from one buyer are counted one after the other
 * (the conductor's limitHeldOrders, decision 066).
 */
export async function lockBuyer({ db, input }: { db: DbOrTx; input: { email: string; placedFrom: string } }): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`order-email:${input.email.trim().toLowerCase()}`}))`);
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`order-address:${input.placedFrom}`}))`);
}

/**
 * The unpaid orders of one email (any case), or of one client address, as a subquery (`select o.id from
 * orders o where ...`) for the inventory's counts of what they hold: a piece of SQL, so the count stays
 * one query and the table stays the orders' to change (the partial indexes on pending orders find them).
 */
export function unpaidOrdersOf(buyer: { email: string } | { placedFrom: string }): SQL {
  const filter = 'email' in buyer ? sql`lower(o.email) = ${buyer.email.trim().toLowerCase()}` : sql`o.placed_from = ${buyer.placedFrom}`;
  return sql`select o.id from orders o where o.status = 'pending' and ${filter}`;
}
