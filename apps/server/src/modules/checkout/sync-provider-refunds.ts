import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { deliverEmail, type Mailer } from '../email/index.ts';
import { lockOrder, recordOrderRefund } from '../orders/index.ts';
import { listProviderRefunds, type PaymentProviders, recordProviderRefund } from '../payments/index.ts';
import { applyRefundStatus } from './settle-refund.ts';

/** What the customer reads for a refund made in the provider's dashboard. */
export const DASHBOARD_REFUND_REASON = 'Refunded by the shop';

/**
 * A refund webhook says something changed about a payment's refunds: the provider is asked what they are
 * now (outside any transaction), then in one transaction holding the order's row each is recorded and
 * applied. The event is only a nudge, so replays and events in any order end in the same state: a refund
 * made in the dashboard is recorded once (by the provider's id), one the shop made moves forward only.
 */
export async function syncProviderRefunds({
  db,
  config,
  log,
  payments,
  mailer,
  input,
}: {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  payments: PaymentProviders;
  mailer: Mailer;
  input: { orderId: number; sessionId: string; now: Date };
}): Promise<number> {
  const said = await listProviderRefunds({ db, payments, input });
  const emails = await db.transaction(async (tx) => {
    await lockOrder({ db: tx, input });
    const queued: number[] = [];
    for (const refund of said) {
      const recorded = await recordProviderRefund({ db: tx, input: { sessionId: input.sessionId, refund } });
      if (!recorded) continue;
      if (recorded.previous === null) {
        if (recorded.refund.status === 'failed') continue;
        const { id: refundId, amountCents } = recorded.refund;
        await recordOrderRefund({ db: tx, input: { orderId: input.orderId, refundId, kind: 'provider', amountCents, reason: DASHBOARD_REFUND_REASON, lines: [] } });
        log.info({ orderId: input.orderId, refundId, amountCents }, 'a refund made at the payment provider reached the shop');
      }
      const emailId = await applyRefundStatus({ db: tx, config, log }, recorded.refund, input.now);
      if (emailId !== null) queued.push(emailId);
    }
    return queued;
  });
  for (const id of emails) await deliverEmail({ db, mailer, log }, { id });
  return emails.length;
}
