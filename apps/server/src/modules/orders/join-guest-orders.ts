import { and, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';

/**
 * A guest's earlier orders with `email` become the account's (decision 070): its order history shows them.
 * Called only in the transaction that proves the account owns the address (the emailed link), never on sign-up:
 * anyone may sign up with someone else's address. Answers how many joined.
 */
export async function joinGuestOrders({ db, input }: { db: DbOrTx; input: { userId: number; email: string } }): Promise<number> {
  const joined = await db
    .update(orders)
    .set({ userId: input.userId })
    .where(and(isNull(orders.userId), sql`lower(${orders.email}) = lower(${input.email.trim()})`))
    .returning({ id: orders.id });
  return joined.length;
}
