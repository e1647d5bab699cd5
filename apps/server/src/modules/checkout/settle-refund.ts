import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { deliverEmail, type Mailer } from '../email/index.ts';
import { restock } from '../inventory/index.ts';
import { applyOrderRefund, failOrderRefund, lockOrder } from '../orders/index.ts';
import { type ProviderRefund, recordRefundAnswer, type RefundRow, type RefundStatus } from '../payments/index.ts';
import { queueRefundEmail } from './queue-after-sale-emails.ts';

type Deps = { db: Db; config: Config; log: FastifyBaseLogger; mailer: Mailer };

/**
 * What a refund's status means for its order, inside the transaction holding the order's row: accepted by
 * the provider (pending there, or succeeded) -> applied once (lines, restock, refunded total, a cancel)
 * and the refund email written; failed -> never counts (or, failing after it was applied, is taken back
 * and left for the owner to review). Answers the outbox row to send after the commit.
 */
export async function applyRefundStatus({ db, config, log }: { db: Tx; config: Config; log: FastifyBaseLogger }, refund: RefundRow, now: Date): Promise<number | null> {
  if (refund.status === 'failed') {
    const failed = await failOrderRefund({ db, input: { refundId: refund.id, now } });
    if (failed?.appliedAt) log.error({ orderId: refund.orderId, refundId: refund.id, failure: refund.failure }, 'a refund failed after it was accepted: left for review');
    return null;
  }
  if (refund.providerRefundId === null) return null;
  const applied = await applyOrderRefund({ db, input: { refundId: refund.id, now } });
  if (!applied) return null;
  await restock({ db, input: { orderId: refund.orderId, lines: applied.restock, at: now } });
  return queueRefundEmail({ db, config, input: { refund: applied.refund } });
}

/** Records the provider's answer to a refund the shop asked for, applies it to the order, then sends its email. */
export async function settleRefund(
  { db, config, log, mailer }: Deps,
  input: { orderId: number; refundId: number; answer: ProviderRefund; now: Date },
): Promise<{ status: RefundStatus; failure: string | null }> {
  const settled = await db.transaction(async (tx) => {
    await lockOrder({ db: tx, input });
    const { refund } = await recordRefundAnswer({ db: tx, input });
    const emailId = await applyRefundStatus({ db: tx, config, log }, refund, input.now);
    return { refund, emailId };
  });
  if (settled.emailId !== null) await deliverEmail({ db, mailer, log }, { id: settled.emailId });
  return { status: settled.refund.status, failure: settled.refund.failure };
}
