import { createHash } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.ts';
import { TooManyRequests } from '../../errors.ts';
import { heldUnits, holdsStockAt } from '../inventory/index.ts';
import { clientKey } from '../../client-address.ts';

/** What is stored about where an order came from: a hash of the client (an IPv6 one's /64), never the address itself. */
export function addressKey(ip: string): string {
  return createHash('sha256').update(`order-address:${clientKey(ip)}`).digest('hex').slice(0, 32);
}

const HELD_MESSAGE = (limit: number) =>
  `You already have ${limit} unpaid ${limit === 1 ? 'order' : 'orders'} holding plants. Pay for one, or wait until it expires (30 minutes after it was placed), then order again.`;

/**
 * One buyer (an email, and separately a client address) may hold stock in at most `limit` unpaid orders
 * at once, so nobody can make the shop look sold out by ordering without paying. Run inside the
 * transaction that places the order: it takes a lock per email and per address until that transaction
 * ends, so parallel orders from one buyer are counted one after the other. Answers how much of each
 * plant the email's unpaid orders hold already (the per-plant cap counts them too).
 */
export async function limitHeldOrders({
  db,
  input,
}: {
  db: DbOrTx;
  input: { email: string; placedFrom: string; limit: number; now: Date };
}): Promise<Map<number, number>> {
  const email = input.email.trim().toLowerCase();
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`order-email:${email}`}))`);
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`order-address:${input.placedFrom}`}))`);
  // Each count stops at the limit, so a lookup costs the same however many unpaid orders one address
  // or email has piled up (the partial indexes on pending orders find them).
  const live = (filter: SQL) => sql`(select count(*)::int from (
      select 1 from orders o
      where o.status = 'pending' and ${filter} and ${holdsStockAt(sql`o.id`, input.now)}
      limit ${input.limit}) as counted)`;
  const [held] = await queryRows<{ by_email: number; by_address: number }>(
    db,
    sql`select ${live(sql`lower(o.email) = ${email}`)} as by_email, ${live(sql`o.placed_from = ${input.placedFrom}`)} as by_address`,
  );
  if ((held?.by_email ?? 0) >= input.limit || (held?.by_address ?? 0) >= input.limit) {
    throw new TooManyRequests(HELD_MESSAGE(input.limit), 60);
  }
  // By email only: many honest shoppers can share one address (an office, a phone carrier's NAT).
  return heldUnits(db, { orders: sql`select o.id from orders o where o.status = 'pending' and lower(o.email) = ${email}`, now: input.now });
}
