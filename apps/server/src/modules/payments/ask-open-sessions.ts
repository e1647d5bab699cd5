import { and, desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { paymentSessions } from '../../db/schema/payments.ts';
import type { Payment, PaymentProvider, PaymentProviders, PaymentSessionRow, ProviderAnswer } from './provider-types.ts';

/**
 * Puts one question to the provider about each open session of the order, newest first, and answers the
 * payment of the first one it says is paid. A provider that does not answer is logged with `failure` and
 * skipped: the webhook, the next ask or a late payment will tell.
 */
export async function askOpenSessions({
  db,
  payments,
  log,
  input,
}: {
  db: DbOrTx;
  payments: PaymentProviders;
  log: FastifyBaseLogger;
  input: {
    orderId: number;
    ask: (provider: PaymentProvider, session: PaymentSessionRow) => Promise<ProviderAnswer>;
    failure: string;
  };
}): Promise<Payment | null> {
  const open = await db
    .select()
    .from(paymentSessions)
    .where(and(eq(paymentSessions.orderId, input.orderId), eq(paymentSessions.status, 'open')))
    .orderBy(desc(paymentSessions.createdAt));
  for (const session of open) {
    try {
      const said = await input.ask(payments.of(session.provider), session);
      if (said.status === 'paid') return { sessionId: session.id, orderId: input.orderId, amountCents: said.amountCents, currency: said.currency, providerPaymentId: said.providerPaymentId ?? null, tax: said.tax ?? null };
    } catch (error) {
      log.warn({ err: error, orderId: input.orderId }, input.failure);
    }
  }
  return null;
}
