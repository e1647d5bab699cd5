import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';
import { NotFound } from '../../errors.ts';

/** The owner's tags on an order, replaced as a whole (decision 069); answers them as stored. */
export async function setOrderTags({ db, input }: { db: DbOrTx; input: { orderId: number; tags: string[] } }): Promise<{ tags: string[] }> {
  const [row] = await db.update(orders).set({ tags: input.tags }).where(eq(orders.id, input.orderId)).returning({ tags: orders.tags });
  if (!row) throw new NotFound('Order');
  return row;
}
