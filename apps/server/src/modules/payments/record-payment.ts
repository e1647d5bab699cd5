import { and, eq, gt, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { paymentSessions } from '../../db/schema/payments.ts';
import type { Payment } from './provider-types.ts';

export type Recorded =
  /** The session is now marked paid, with what was taken. */
  | { outcome: 'recorded'; expectedCents: number }
  | { outcome: 'already-recorded'; expectedCents: number }
  /** The test page's session was no longer payable: nothing was taken. */
  | { outcome: 'session-closed' }
  | { outcome: 'unknown-session' };

/**
 * Marks the session paid with the amount and currency the provider reported (once: a second report of the
 * same payment answers 'already-recorded'). Run inside the transaction that settles the order.
 * `openAt`: the test card pays only a session still open at that time; a provider's word counts even
 * for a session we closed (the money was taken), so without it any unpaid session is marked.
 */
export async function recordPayment({ db, input }: { db: DbOrTx; input: { payment: Payment; openAt?: Date } }): Promise<Recorded> {
  const { payment, openAt } = input;
  const [session] = await db
    .select({ status: paymentSessions.status, amountCents: paymentSessions.amountCents })
    .from(paymentSessions)
    .where(and(eq(paymentSessions.id, payment.sessionId), eq(paymentSessions.orderId, payment.orderId)));
  if (!session) return { outcome: 'unknown-session' };
  const payable = openAt ? and(eq(paymentSessions.status, 'open'), gt(paymentSessions.expiresAt, openAt)) : ne(paymentSessions.status, 'paid');
  const marked = await db
    .update(paymentSessions)
    .set({
      status: 'paid',
      paidCents: payment.amountCents ?? session.amountCents,
      paidCurrency: payment.currency ?? 'usd',
      providerPaymentId: payment.providerPaymentId ?? null,
    })
    .where(and(eq(paymentSessions.id, payment.sessionId), payable))
    .returning({ id: paymentSessions.id });
  if (marked.length > 0) return { outcome: 'recorded', expectedCents: session.amountCents };
  if (session.status === 'paid') return { outcome: 'already-recorded', expectedCents: session.amountCents };
  return { outcome: 'session-closed' };
}
