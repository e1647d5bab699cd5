import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentSessions, refunds } from '../../db/schema/payments.ts';
import { NotFound } from '../../errors.ts';
import type { PaymentProviders, ProviderRefund } from './provider-types.ts';

/**
 * Asks the provider to make a claimed refund, with the refund's own idempotency key, so asking again
 * (a retry, the sweep) never gives the money back twice. Never inside a transaction: the provider may
 * be slow. A refusal is answered as 'failed'; a provider that does not answer throws (the row stays
 * pending and the sweep asks again).
 */
export async function askForRefund({ db, payments, input }: { db: Db; payments: PaymentProviders; input: { refundId: number; now: Date } }): Promise<ProviderRefund> {
  const [refund] = await db.update(refunds).set({ askedAt: input.now }).where(eq(refunds.id, input.refundId)).returning();
  if (!refund) throw new NotFound('Refund');
  const [session] = await db.select().from(paymentSessions).where(eq(paymentSessions.id, refund.sessionId));
  if (!session) throw new NotFound('Payment session');
  return payments.of(refund.provider).refund({ refundId: refund.id, orderId: refund.orderId, amountCents: refund.amountCents, session });
}

/** Every refund the provider has for one session's payment, as it has them now (outside any transaction). */
export async function listProviderRefunds({ db, payments, input }: { db: Db; payments: PaymentProviders; input: { sessionId: string } }): Promise<ProviderRefund[]> {
  const [session] = await db.select().from(paymentSessions).where(eq(paymentSessions.id, input.sessionId));
  if (!session) throw new NotFound('Payment session');
  return payments.of(session.provider).listRefunds(session);
}
