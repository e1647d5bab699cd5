import { and, asc, eq, isNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { paymentSessions, refunds } from '../../db/schema/payments.ts';
import type { ProviderRefund, RefundRow, RefundStatus } from './provider-types.ts';

export interface RecordedRefund {
  refund: RefundRow;
  /** The status before this answer; null for a refund the shop had not heard of (made in Stripe's dashboard). */
  previous: RefundStatus | null;
}

/** A refund moves forward only: pending -> succeeded or failed, succeeded -> failed (it can fail later); failed is final. */
function next(current: RefundStatus, said: RefundStatus): RefundStatus {
  if (current === 'failed' || said === current) return current;
  if (current === 'succeeded') return said === 'failed' ? 'failed' : current;
  return said;
}

async function update(db: DbOrTx, row: RefundRow, said: ProviderRefund): Promise<RecordedRefund> {
  const status = next(row.status, said.status);
  const [refund] = await db
    .update(refunds)
    .set({ status, providerRefundId: row.providerRefundId ?? said.providerRefundId, failure: status === 'failed' ? (said.failure ?? row.failure ?? 'refused') : row.failure })
    .where(eq(refunds.id, row.id))
    .returning();
  return { refund: refund!, previous: row.status };
}

/** What the provider answered about a refund the shop asked for. Run in the transaction holding the order's row. */
export async function recordRefundAnswer({ db, input }: { db: DbOrTx; input: { refundId: number; answer: ProviderRefund } }): Promise<RecordedRefund> {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, input.refundId));
  return update(db, row!, input.answer);
}

/**
 * A refund the provider reports (the webhook): one the shop made (known by the provider's id, or by our
 * id in its metadata when the webhook outran our own record of the answer) moves forward; one made
 * elsewhere (Stripe's dashboard) is recorded once. Run in the transaction holding the order's row.
 */
export async function recordProviderRefund({ db, input }: { db: DbOrTx; input: { sessionId: string; refund: ProviderRefund } }): Promise<RecordedRefund | null> {
  const said = input.refund;
  if (!said.providerRefundId) return null;
  const [session] = await db.select().from(paymentSessions).where(eq(paymentSessions.id, input.sessionId));
  if (!session) return null;
  const known = await db
    .select()
    .from(refunds)
    .where(
      and(
        eq(refunds.orderId, session.orderId),
        or(eq(refunds.providerRefundId, said.providerRefundId), said.refundId === null ? undefined : and(eq(refunds.id, said.refundId), isNull(refunds.providerRefundId))),
      ),
    );
  const row = known.find((r) => r.providerRefundId === said.providerRefundId) ?? known[0];
  if (row) return update(db, row, said);
  const [created] = await db
    .insert(refunds)
    .values({
      orderId: session.orderId,
      sessionId: session.id,
      provider: session.provider,
      amountCents: said.amountCents,
      status: said.status,
      providerRefundId: said.providerRefundId,
      failure: said.failure,
    })
    .onConflictDoNothing()
    .returning();
  return created ? { refund: created, previous: null } : null;
}

/** Every refund of the order, oldest first, for the admin's order page. */
export async function listRefunds({ db, input }: { db: DbOrTx; input: { orderId: number } }): Promise<RefundRow[]> {
  return db.select().from(refunds).where(eq(refunds.orderId, input.orderId)).orderBy(asc(refunds.id));
}

/** Refunds claimed but never answered (the provider did not answer, or the process stopped): the sweep asks again. */
export async function findUnansweredRefunds({ db, input }: { db: DbOrTx; input: { before: Date; limit: number } }): Promise<RefundRow[]> {
  return db
    .select()
    .from(refunds)
    .where(
      and(
        eq(refunds.status, 'pending'),
        isNull(refunds.providerRefundId),
        lt(refunds.createdAt, input.before),
        or(isNull(refunds.askedAt), lt(refunds.askedAt, input.before)),
      ),
    )
    .orderBy(asc(refunds.id))
    .limit(input.limit);
}
