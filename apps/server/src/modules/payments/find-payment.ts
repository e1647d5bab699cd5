import { and, desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { paymentSessions } from '../../db/schema/payments.ts';
import type { Payment } from './provider-types.ts';
import { providerFor } from './providers.ts';

/**
 * Asks the provider about each open session of the order, newest first: the first one it says is paid.
 * A provider that does not answer is logged and skipped (the webhook or the next ask will tell).
 */
export async function findPayment({
  db,
  config,
  log,
  input,
}: {
  db: DbOrTx;
  config: Config;
  log: FastifyBaseLogger;
  input: { orderId: number };
}): Promise<Payment | null> {
  const open = await db
    .select()
    .from(paymentSessions)
    .where(and(eq(paymentSessions.orderId, input.orderId), eq(paymentSessions.status, 'open')))
    .orderBy(desc(paymentSessions.createdAt));
  for (const session of open) {
    try {
      const said = await providerFor(config, session.provider).fetchStatus(session);
      if (said.status === 'paid') return { sessionId: session.id, orderId: input.orderId, amountCents: said.amountCents, currency: said.currency, providerPaymentId: said.providerPaymentId ?? null };
    } catch (error) {
      log.warn({ err: error, orderId: input.orderId }, 'could not ask the payment provider about a session');
    }
  }
  return null;
}
