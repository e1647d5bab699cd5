import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { paymentSessions } from '../../db/schema/payments.ts';
import { askOpenSessions } from './ask-open-sessions.ts';
import type { Payment, PaymentProviders } from './provider-types.ts';

/**
 * Closes each open session of the order at its provider, so it can no longer be paid. Answers the
 * payment when the provider says one was paid first. A provider that does not answer does not keep
 * stock held for ever: it is logged, and a late payment is handled when it arrives.
 * The rows themselves are closed by `markSessionsClosed`, in the transaction that gives the stock back.
 */
export function closeSessionsAtProvider({ db, payments, log, input }: { db: DbOrTx; payments: PaymentProviders; log: FastifyBaseLogger; input: { orderId: number } }): Promise<Payment | null> {
  return askOpenSessions({
    db,
    payments,
    log,
    input: { orderId: input.orderId, ask: (provider, session) => provider.expire(session), failure: 'could not close the payment session at the provider' },
  });
}

/** The order's sessions that were open (or still being made) can no longer be paid here. */
export async function markSessionsClosed({ db, input }: { db: DbOrTx; input: { orderId: number; status: 'canceled' | 'expired' } }): Promise<void> {
  await db
    .update(paymentSessions)
    .set({ status: input.status })
    .where(and(eq(paymentSessions.orderId, input.orderId), inArray(paymentSessions.status, ['open', 'creating'])));
}

/** One session can no longer be paid (the provider says it expired); answers whether any other is open. */
export async function expireSession({ db, input }: { db: DbOrTx; input: { sessionId: string; orderId: number } }): Promise<{ othersOpen: boolean }> {
  await db.update(paymentSessions).set({ status: 'expired' }).where(and(eq(paymentSessions.id, input.sessionId), eq(paymentSessions.status, 'open')));
  const [open] = await db
    .select({ id: paymentSessions.id })
    .from(paymentSessions)
    .where(and(eq(paymentSessions.orderId, input.orderId), inArray(paymentSessions.status, ['open', 'creating'])))
    .limit(1);
  return { othersOpen: open !== undefined };
}
