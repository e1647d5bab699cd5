import { type OrderDates, orderDatesText } from '@shop/shared/delivery';
import type { DbOrTx } from '../../db/client.ts';
import { arrivalFor } from '../delivery/index.ts';

/** What an order row records of its plan (decision 044). */
interface OrderPlanFacts {
  zip: string;
  shipOn: string | null;
  weatherDecision: OrderDates['weather'] | null;
  weatherForecast: unknown;
  shippingMinDays: number | null;
  shippingMaxDays: number | null;
}

/**
 * When a paid order leaves and arrives, as its confirmation page and email say it: the planned day and the
 * arrival window; or, held for the weather, no date but the first safe day the forecast showed; or nothing
 * yet while the owner decides. Null on orders from before weather-safe shipping. Reads local data only (no
 * forecast), so it may run in the transaction that queues the email.
 */
export async function orderDatesOf({ db, order }: { db: DbOrTx; order: OrderPlanFacts }): Promise<OrderDates | null> {
  if (order.weatherDecision === null) return null;
  const recorded = (order.weatherForecast ?? {}) as { safeOn?: string | null };
  const waits = order.weatherDecision === 'held' || order.weatherDecision === 'needs-owner';
  const rate = order.shippingMinDays !== null && order.shippingMaxDays !== null ? { minDays: order.shippingMinDays, maxDays: order.shippingMaxDays } : null;
  const arrival = !waits && order.shipOn ? await arrivalFor({ db, input: { zip: order.zip, shipOn: order.shipOn, rate } }) : null;
  const dates = {
    weather: order.weatherDecision,
    shipOn: waits ? null : order.shipOn,
    arrivalFrom: arrival?.from ?? null,
    arrivalTo: arrival?.to ?? null,
    safeOn: order.weatherDecision === 'held' ? (recorded.safeOn ?? null) : null,
  };
  return { ...dates, text: orderDatesText(dates) };
}
