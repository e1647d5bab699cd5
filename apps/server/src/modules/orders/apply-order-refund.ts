import { formatUsd } from '@shop/shared/money';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orderLines, orderRefunds, orders } from '../../db/schema/orders.ts';
import { moveOrder } from './move-order.ts';
import { recordOrderEvent } from './record-order-event.ts';
import type { OrderRefundRow } from './order-view.ts';

/** A refund applied to its order, and the plants it puts back on sale (the caller asks the inventory). */
export interface AppliedRefund {
  refund: OrderRefundRow;
  restock: { variantId: number | null; qty: number }[];
}

/**
 * The provider accepted the refund: its lines count as refunded and restocked, the order's refunded total
 * grows and, for a cancel, the order is canceled. Once per refund (a conditional update), inside the
 * transaction holding the order's row. Answers the refund and the units to put back on sale when this
 * call applied it, else null.
 */
export async function applyOrderRefund({ db, input }: { db: DbOrTx; input: { refundId: number; now: Date } }): Promise<AppliedRefund | null> {
  const [refund] = await db
    .update(orderRefunds)
    .set({ appliedAt: input.now })
    .where(and(eq(orderRefunds.refundId, input.refundId), isNull(orderRefunds.appliedAt), isNull(orderRefunds.failedAt)))
    .returning();
  if (!refund) return null;
  for (const line of refund.lines) {
    await db
      .update(orderLines)
      .set({ refundedQty: sql`${orderLines.refundedQty} + ${line.qty}`, restockedQty: sql`${orderLines.restockedQty} + ${line.restock}` })
      .where(and(eq(orderLines.id, line.lineId), eq(orderLines.orderId, refund.orderId)));
  }
  const restocked = refund.lines.filter((line) => line.restock > 0);
  const variantOf = new Map<number, number | null>();
  if (restocked.length > 0) {
    const variants = await db
      .select({ id: orderLines.id, variantId: orderLines.variantId })
      .from(orderLines)
      .where(inArray(orderLines.id, restocked.map((line) => line.lineId)));
    for (const row of variants) variantOf.set(row.id, row.variantId);
  }
  await db
    .update(orders)
    .set({ refundedCents: sql`${orders.refundedCents} + ${refund.amountCents}` })
    .where(eq(orders.id, refund.orderId));
  await recordOrderEvent({ db, input: { orderId: refund.orderId, kind: 'refunded', at: input.now, amountCents: refund.amountCents, note: refund.reason } });
  if (refund.kind === 'cancel') await moveOrder({ db, input: { orderId: refund.orderId, to: 'canceled', from: ['complete'], set: { canceledAt: input.now }, at: input.now } });
  return { refund, restock: restocked.map((line) => ({ variantId: variantOf.get(line.lineId) ?? null, qty: line.restock })) };
}

/**
 * The provider refused the refund, or it failed after it was accepted (rare: the card was closed). Not
 * applied yet: it simply never counts. Applied already: the money did not go back, so the order's
 * refunded total and lines go back to what they were, and the owner is asked to look (the restocked
 * plants stay on sale: they are on the shelf). Answers the refund when this call failed it.
 */
export async function failOrderRefund({ db, input }: { db: DbOrTx; input: { refundId: number; now: Date } }): Promise<OrderRefundRow | null> {
  const [refund] = await db
    .update(orderRefunds)
    .set({ failedAt: input.now })
    .where(and(eq(orderRefunds.refundId, input.refundId), isNull(orderRefunds.failedAt)))
    .returning();
  if (!refund?.appliedAt) return refund ?? null;
  for (const line of refund.lines) {
    await db
      .update(orderLines)
      .set({ refundedQty: sql`${orderLines.refundedQty} - ${line.qty}` })
      .where(and(eq(orderLines.id, line.lineId), eq(orderLines.orderId, refund.orderId)));
  }
  await db
    .update(orders)
    .set({
      refundedCents: sql`greatest(${orders.refundedCents} - ${refund.amountCents}, 0)`,
      reviewReason: `A refund of ${formatUsd(refund.amountCents)} failed at the payment provider after it was accepted: the money did not go back`,
    })
    .where(eq(orders.id, refund.orderId));
  await recordOrderEvent({ db, input: { orderId: refund.orderId, kind: 'refund-failed', at: input.now, amountCents: refund.amountCents, note: refund.reason } });
  return refund;
}
