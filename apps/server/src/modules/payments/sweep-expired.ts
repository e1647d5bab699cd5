import { and, eq, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { stockReservations } from '../../db/schema/orders.ts';
import { cancelOrder } from '../orders/cancel-order.ts';

/** How often each instance sweeps. */
export const SWEEP_INTERVAL_MS = 60 * 1000;
const BATCH = 200;

/**
 * Gives back the stock of unpaid orders whose reservation ran out (30 minutes after ordering, or
 * when its payment session expired). Several instances may sweep at once: each order is released
 * by whoever locks it first (the others skip it), and only still-held reservations are released.
 * Answers how many orders this call released.
 */
export async function sweepExpired({
  db,
  config,
  log,
  now = new Date(),
}: {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  now?: Date;
}): Promise<number> {
  const due = await db
    .selectDistinct({ orderId: stockReservations.orderId })
    .from(stockReservations)
    .where(and(eq(stockReservations.state, 'held'), lt(stockReservations.expiresAt, now)))
    .limit(BATCH);
  let released = 0;
  for (const { orderId } of due) {
    if ((await cancelOrder({ db, config, log, input: { orderId, reason: 'expired', now } })).released) released += 1;
  }
  return released;
}
