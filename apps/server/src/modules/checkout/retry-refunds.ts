import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../email/index.ts';
import { askForRefund, findUnansweredRefunds, type PaymentProviders } from '../payments/index.ts';
import { settleRefund } from './settle-refund.ts';

/** A refund with no answer for this long is asked for again. */
const SILENCE_MS = 60 * 1000;
const BATCH = 50;

/**
 * The minute sweep's share of refunds: a refund the provider never answered (it was down, or the process
 * stopped between the claim and the answer) is asked for again with the same idempotency key, so it is
 * made once however often it is asked. Answers how many got an answer.
 */
export async function retryRefunds({
  db,
  config,
  log,
  payments,
  mailer,
  now,
}: {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  payments: PaymentProviders;
  mailer: Mailer;
  now: Date;
}): Promise<number> {
  let answered = 0;
  for (const refund of await findUnansweredRefunds({ db, input: { before: new Date(now.getTime() - SILENCE_MS), limit: BATCH } })) {
    try {
      const answer = await askForRefund({ db, payments, input: { refundId: refund.id, now } });
      await settleRefund({ db, config, log, mailer }, { orderId: refund.orderId, refundId: refund.id, answer, now });
      answered += 1;
    } catch (error) {
      log.warn({ err: error, orderId: refund.orderId, refundId: refund.id }, 'the payment provider still does not answer a refund');
    }
  }
  return answered;
}
