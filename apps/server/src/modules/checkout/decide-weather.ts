import type { AdminOrder } from '@shop/shared/orders';
import { localDayAndHour } from '@shop/shared/ship-dates';
import type { Db } from '../../db/client.ts';
import { decideOrderWeather } from '../orders/index.ts';
import { readShippingPlan } from '../shipping/index.ts';
import { getAdminOrder } from './get-admin-order.ts';

/**
 * The owner ships a held order anyway (today, on the shop's calendar) or holds one by hand (decision 044).
 * The order records who decided, and the weather sweep leaves it alone from then on.
 */
export async function decideWeather({ db, input }: { db: Db; input: { orderId: number; decision: 'ships' | 'held'; by: number; now: Date } }): Promise<AdminOrder> {
  const { schedule } = await readShippingPlan({ db });
  const today = localDayAndHour(input.now, schedule.timeZone).date;
  await db.transaction((tx) => decideOrderWeather({ db: tx, input: { ...input, today } }));
  return getAdminOrder({ db, input });
}
