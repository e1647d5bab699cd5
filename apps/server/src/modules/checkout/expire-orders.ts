import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../email/index.ts';
import { findExpiredHolds } from '../inventory/index.ts';
import type { PaymentProviders } from '../payments/index.ts';
import { endUnpaidOrder } from './end-unpaid-order.ts';

const BATCH = 200;

/**
 * The minute sweep's share of checkout: unpaid orders whose hold ran out (30 minutes after ordering, or
 * when their payment session expired) give their stock back. Several instances may sweep at once: each
 * order is ended by whoever locks it first. Answers how many orders this call released.
 */
export async function expireOrders({
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
  let released = 0;
  for (const orderId of await findExpiredHolds({ db, input: { now, limit: BATCH } })) {
    if ((await endUnpaidOrder({ db, config, log, payments, mailer, input: { orderId, reason: 'expired', now } })).released) released += 1;
  }
  return released;
}
