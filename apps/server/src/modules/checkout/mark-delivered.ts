import type { AdminOrder } from '@shop/shared/orders';
import type { Db } from '../../db/client.ts';
import { NotFound } from '../../errors.ts';
import { moveShipment } from '../fulfilment/index.ts';
import { lockOrder, recordOrderEvent } from '../orders/index.ts';
import { allowAction } from './allow-action.ts';
import { getAdminOrder } from './get-admin-order.ts';

/**
 * A shipped order arrived (decision 057): the owner says so, or a tracking update does. Its shipment
 * becomes delivered, once; the arrival guarantee counts from this day. Anything but a shipped parcel is a 409.
 */
export async function markDelivered({ db, input }: { db: Db; input: { orderId: number; now: Date; by: number | null } }): Promise<AdminOrder> {
  await db.transaction(async (tx) => {
    const order = await lockOrder({ db: tx, input });
    if (!order) throw new NotFound('Order');
    allowAction('mark-delivered', order);
    await moveShipment({ db: tx, input: { orderId: input.orderId, to: 'delivered', set: { deliveredAt: input.now } } });
    await recordOrderEvent({ db: tx, input: { orderId: input.orderId, kind: 'delivered', at: input.now, by: input.by } });
  });
  return getAdminOrder({ db, input });
}
