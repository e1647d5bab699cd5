import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { paymentSessions } from '../../db/schema/payments.ts';
import type { PaymentProviders, ProviderStatus } from './provider-types.ts';
import { testSessionStatus } from './test-provider.ts';

export interface TestSession {
  id: string;
  orderId: number;
  status: ProviderStatus;
  amountCents: number;
}

/**
 * A session of the built-in test page, or null. With Stripe configured the test page pays nothing:
 * a leftover test session must not become a way to get plants for free.
 */
export async function findTestSession({ db, payments, input }: { db: DbOrTx; payments: PaymentProviders; input: { sessionId: string; now: Date } }): Promise<TestSession | null> {
  if (payments.checkout.name !== 'test') return null;
  const [session] = await db
    .select()
    .from(paymentSessions)
    .where(and(eq(paymentSessions.id, input.sessionId), eq(paymentSessions.provider, 'test')));
  if (!session || session.status === 'creating' || session.status === 'failed') return null;
  return { id: session.id, orderId: session.orderId, status: testSessionStatus(session, input.now), amountCents: session.amountCents };
}
