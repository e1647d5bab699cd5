import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { askOpenSessions } from './ask-open-sessions.ts';
import type { Payment, PaymentProviders } from './provider-types.ts';

/** Asks the provider about each open session of the order, newest first: the first one it says is paid. */
export function findPayment({ db, payments, log, input }: { db: DbOrTx; payments: PaymentProviders; log: FastifyBaseLogger; input: { orderId: number } }): Promise<Payment | null> {
  return askOpenSessions({
    db,
    payments,
    log,
    input: { orderId: input.orderId, ask: (provider, session) => provider.fetchStatus(session), failure: 'could not ask the payment provider about a session' },
  });
}
