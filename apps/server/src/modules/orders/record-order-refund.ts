import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orderRefunds, type RefundedLine } from '../../db/schema/orders.ts';
import type { OrderRefundRow } from './order-view.ts';

export interface OrderRefundRecord {
  orderId: number;
  /** The payments module's refund this one is the order's side of. */
  refundId: number;
  kind: OrderRefundRow['kind'];
  amountCents: number;
  reason: string;
  lines: RefundedLine[];
}

/** Writes what a refund will mean for its order, before the provider is asked (in the claiming transaction). */
export async function recordOrderRefund({ db, input }: { db: DbOrTx; input: OrderRefundRecord }): Promise<void> {
  await db.insert(orderRefunds).values(input).onConflictDoNothing();
}

/** A refund of this order was asked for and has neither been accepted nor refused yet. */
export async function orderRefundInFlight({ db, input }: { db: DbOrTx; input: { orderId: number } }): Promise<OrderRefundRow | undefined> {
  const [row] = await db
    .select()
    .from(orderRefunds)
    .where(and(eq(orderRefunds.orderId, input.orderId), isNull(orderRefunds.appliedAt), isNull(orderRefunds.failedAt)))
    .limit(1);
  return row;
}

/** Every refund of the order, oldest first. */
export async function listOrderRefunds({ db, input }: { db: DbOrTx; input: { orderId: number } }): Promise<OrderRefundRow[]> {
  return db.select().from(orderRefunds).where(eq(orderRefunds.orderId, input.orderId)).orderBy(orderRefunds.id);
}
