import type { AdminOrder } from '@shop/shared/orders';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { NotFound } from '../../errors.ts';
import { deliverEmail, type Mailer } from '../email/index.ts';
import { lockOrder, markOrderShipped, orderRefundInFlight, type ShipmentDetails } from '../orders/index.ts';
import { allowAction } from './allow-action.ts';
import { getAdminOrder } from './get-admin-order.ts';
import { queueShippedEmail } from './queue-after-sale-emails.ts';

/**
 * The admin ships a paid order with its carrier and tracking: in one transaction holding the order's row
 * the order is marked shipped and the "on its way" email written to the outbox (once per order), then
 * sent. Only when orderActions offers 'ship' (decision 066): anything but a paid parcel still to leave is
 * a conflict, and so is one the weather holds (ship it anyway first) or whose refund or cancel is still
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
    allowAction('ship', order, { refundInFlight: (await orderRefundInFlight({ db: tx, input })) !== undefined });
    await markOrderShipped({ db: tx, input });
    return queueShippedEmail({ db: tx, config, input });
  });
  if (emailId !== null) await deliverEmail({ db, mailer, log }, { id: emailId });
  return getAdminOrder({ db, input });
}
