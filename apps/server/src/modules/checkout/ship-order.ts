import type { AdminOrder } from '@shop/shared/orders';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { Conflict, NotFound } from '../../errors.ts';
import { deliverEmail, type Mailer } from '../email/index.ts';
import { lockOrder, markOrderShipped, orderRefundInFlight, type ShipmentDetails } from '../orders/index.ts';
import { getAdminOrder } from './get-admin-order.ts';
import { queueShippedEmail } from './queue-after-sale-emails.ts';

/**
 * The admin ships a paid order with its carrier and tracking: in one transaction holding the order's row
 * the order is marked shipped and the "on its way" email written to the outbox (once per order), then
 * sent. Anything but a paid order is a conflict, and so is an order whose refund or cancel is still
 * waiting for the provider.
 */
export async function shipOrder({
  db,
  config,
  log,
  mailer,
  input,
}: {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  mailer: Mailer;
  input: ShipmentDetails & { orderId: number; now: Date };
}): Promise<AdminOrder> {
  const emailId = await db.transaction(async (tx) => {
    const order = await lockOrder({ db: tx, input });
    if (!order) throw new NotFound('Order');
    if (order.status === 'complete' && (await orderRefundInFlight({ db: tx, input }))) {
      throw new Conflict('A refund of this order is waiting for the payment provider; ship it once that is settled');
    }
    await markOrderShipped({ db: tx, input });
    return queueShippedEmail({ db: tx, config, input });
  });
  if (emailId !== null) await deliverEmail({ db, mailer, log }, { id: emailId });
  return getAdminOrder({ db, input });
}
