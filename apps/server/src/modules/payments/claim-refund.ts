import { formatUsd } from '@shop/shared/money';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { paymentSessions, refunds } from '../../db/schema/payments.ts';
import { BadRequest } from '../../errors.ts';
import type { RefundRow } from './provider-types.ts';

export interface Refundable {
  /** Taken by the provider for the order, over every paid session. */
  paidCents: number;
  /** Given back, or being given back: every refund that has not failed. */
  refundedCents: number;
  remainingCents: number;
  /** Each paid session with what is left of it, oldest first. */
  sessions: { id: string; provider: RefundRow['provider']; remainingCents: number }[];
}

/** What the provider took for the order, and what of it can still be given back. */
export async function refundable({ db, input }: { db: DbOrTx; input: { orderId: number } }): Promise<Refundable> {
  const paid = await db
    .select()
    .from(paymentSessions)
    .where(and(eq(paymentSessions.orderId, input.orderId), eq(paymentSessions.status, 'paid')))
    .orderBy(asc(paymentSessions.createdAt));
  const given = await db
    .select({ sessionId: refunds.sessionId, amountCents: refunds.amountCents })
    .from(refunds)
    .where(and(eq(refunds.orderId, input.orderId), ne(refunds.status, 'failed')));
  const sessions = paid.map((session) => {
    const back = given.filter((r) => r.sessionId === session.id).reduce((sum, r) => sum + r.amountCents, 0);
    return { id: session.id, provider: session.provider, remainingCents: (session.paidCents ?? session.amountCents) - back };
  });
  const paidCents = paid.reduce((sum, session) => sum + (session.paidCents ?? session.amountCents), 0);
  const refundedCents = given.reduce((sum, r) => sum + r.amountCents, 0);
  return { paidCents, refundedCents, remainingCents: paidCents - refundedCents, sessions };
}

/**
 * Claims a refund of `amountCents` against a paid session with that much left: a 'pending' row whose id
 * is the provider's idempotency key. Run in the transaction holding the order's row, so the amounts other
 * refunds of the order claim are seen; more than is left is a 400 saying how much is.
 */
export async function claimRefund({ db, input }: { db: DbOrTx; input: { orderId: number; amountCents: number; now: Date } }): Promise<RefundRow> {
  const { sessions, remainingCents } = await refundable({ db, input });
  if (input.amountCents > remainingCents) {
    throw new BadRequest(
      remainingCents <= 0
        ? 'Nothing is left to refund on this order'
        : `At most ${formatUsd(remainingCents)} can still be refunded on this order (${formatUsd(input.amountCents)} asked)`,
    );
  }
  const session = sessions.find((s) => s.remainingCents >= input.amountCents);
  if (!session) throw new BadRequest(`This order was paid in parts; refund at most ${formatUsd(Math.max(...sessions.map((s) => s.remainingCents)))} at a time`);
  const [row] = await db
    .insert(refunds)
    .values({ orderId: input.orderId, sessionId: session.id, provider: session.provider, amountCents: input.amountCents, status: 'pending', createdAt: input.now })
    .returning();
  return row!;
}
