import type { AdminOrder } from '@shop/shared/orders';
import { localDayAndHour } from '@shop/shared/ship-dates';
import type { Db } from '../../db/client.ts';
import { NotFound } from '../../errors.ts';
import { decideShipmentWeather } from '../fulfilment/index.ts';
import { lockOrder, recordOrderEvent } from '../orders/index.ts';
import { holdEventOf } from './check-order-weather.ts';
import { readShippingPlan } from '../shipping/index.ts';
import { allowAction } from './allow-action.ts';
import { getAdminOrder } from './get-admin-order.ts';

/**
 * The owner ships a held order anyway (today, on the shop's calendar) or holds one by hand (decision 044):
 * only when orderActions offers it (decision 066): "ship anyway" releases a parcel held or waiting for the
 * owner, "hold" holds one not held yet, each on a paid parcel still to leave (a 409 otherwise). The shipment records who decided, and the weather sweep leaves it alone
 * from then on.
 */
export async function decideWeather({ db, input }: { db: Db; input: { orderId: number; decision: 'ships' | 'held'; by: number; now: Date } }): Promise<AdminOrder> {
  const { schedule } = await readShippingPlan({ db });
  const today = localDayAndHour(input.now, schedule.timeZone).date;
  await db.transaction(async (tx) => {
    const order = await lockOrder({ db: tx, input });
    if (!order) throw new NotFound('Order');
    allowAction(input.decision === 'ships' ? 'ship-anyway' : 'hold', order);
    const { previous } = await decideShipmentWeather({ db: tx, input: { ...input, today } });
    const event = holdEventOf(previous, { decision: input.decision, reason: input.decision === 'ships' ? 'shipped anyway by the owner' : 'held by the owner' });
    if (event) await recordOrderEvent({ db: tx, input: { orderId: input.orderId, at: input.now, by: input.by, ...event } });
  });
  return getAdminOrder({ db, input });
}
