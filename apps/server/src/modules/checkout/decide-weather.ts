import type { AdminOrder } from '@shop/shared/orders';
import { localDayAndHour } from '@shop/shared/ship-dates';
import type { Db } from '../../db/client.ts';
import { BadRequest, NotFound } from '../../errors.ts';
import { decideShipmentWeather } from '../fulfilment/index.ts';
import { lockOrder } from '../orders/index.ts';
import { readShippingPlan } from '../shipping/index.ts';
import { getAdminOrder } from './get-admin-order.ts';

/**
 * The owner ships a held order anyway (today, on the shop's calendar) or holds one by hand (decision 044):
 * only a paid order still to ship. The shipment records who decided, and the weather sweep leaves it alone
 * from then on.
 */
export async function decideWeather({ db, input }: { db: Db; input: { orderId: number; decision: 'ships' | 'held'; by: number; now: Date } }): Promise<AdminOrder> {
  const { schedule } = await readShippingPlan({ db });
  const today = localDayAndHour(input.now, schedule.timeZone).date;
  await db.transaction(async (tx) => {
    const order = await lockOrder({ db: tx, input });
    if (!order) throw new NotFound('Order');
    if (order.status !== 'complete') throw new BadRequest(`Order #${input.orderId} is ${order.status === 'shipped' ? 'shipped already' : 'not paid'}: there is nothing to hold or ship`);
    await decideShipmentWeather({ db: tx, input: { ...input, today } });
  });
  return getAdminOrder({ db, input });
}
