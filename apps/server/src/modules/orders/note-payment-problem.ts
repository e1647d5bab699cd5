import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';

/**
 * Money arrived that did not complete the order: what was taken (so the owner sees a refund is due),
 * and, when the payment itself looks wrong, why the owner must review it.
 */
export async function notePaymentProblem({
  db,
  input,
}: {
  db: DbOrTx;
  input: { orderId: number; paidCents?: number; reviewReason?: string };
}): Promise<void> {
  await db
    .update(orders)
    .set({ ...(input.paidCents !== undefined && { paidCents: input.paidCents }), ...(input.reviewReason !== undefined && { reviewReason: input.reviewReason }) })
    .where(eq(orders.id, input.orderId));
}
