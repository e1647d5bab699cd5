import type { DbOrTx } from '../../db/client.ts';
import { TooManyRequests } from '../../errors.ts';
import { countOrdersHolding, heldUnits } from '../inventory/index.ts';
import { lockBuyer, unpaidOrdersOf } from '../orders/index.ts';

const HELD_MESSAGE = (limit: number) =>
  `You already have ${limit} unpaid ${limit === 1 ? 'order' : 'orders'} holding plants. Pay for one, or wait until it expires (30 minutes after it was placed), then order again.`;

/**
 * One buyer (an email, and separately a client address) may hold stock in at most `limit` unpaid orders
 * at once, so nobody can make the shop look sold out by ordering without paying. Run inside the
 * transaction that places the order, after orders' lock on the buyer. The conductor asks the orders which
 * are the buyer's unpaid ones and the inventory which of them still hold stock (decision 066: orders does
 * not call the inventory). Answers how much of each plant the email's unpaid orders hold already (the
 * per-plant cap counts them too).
 */
export async function limitHeldOrders({ db, input }: { db: DbOrTx; input: { email: string; placedFrom: string; limit: number; now: Date } }): Promise<Map<number, number>> {
  await lockBuyer({ db, input });
  const byEmail = unpaidOrdersOf({ email: input.email });
  const [held, heldFrom] = await countOrdersHolding(db, { orders: [byEmail, unpaidOrdersOf({ placedFrom: input.placedFrom })], upTo: input.limit, now: input.now });
  if ((held ?? 0) >= input.limit || (heldFrom ?? 0) >= input.limit) throw new TooManyRequests(HELD_MESSAGE(input.limit), 60);
  // By email only: many honest shoppers can share one address (an office, a phone carrier's NAT).
  return heldUnits(db, { orders: byEmail, now: input.now });
}
