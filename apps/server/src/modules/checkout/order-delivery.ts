import type { DeliveryEstimate } from '@shop/shared/delivery';
import { fromCents } from '@shop/shared/money';
import { cheapestRate } from '@shop/shared/shipping-rates';
import { heldShipLine } from '@shop/shared/weather-rule';
import type { DbOrTx } from '../../db/client.ts';
import { type DeliveryPlan, planDelivery, UnknownZip, type WeatherProvider } from '../delivery/index.ts';
import type { ShipmentWeather } from '../fulfilment/index.ts';
import { offeredRates } from '../shipping/index.ts';

/** An order's journey, and the rate it was planned for (null: the shop offers no rate). */
export interface OrderDelivery {
  plan: DeliveryPlan | null;
  rateId: number | null;
}

/**
 * The journey of an order to `zip` by the chosen rate (when none is named, the one the pricing quote picks:
 * the cheapest for these goods, free shipping counted, so the plan and the bill name the same rate; the
 * distance's usual days when the shop offers none), and the weather there (decision 044). Called before any
 * transaction opens: the forecast may take its whole short timeout. A ZIP the shop's data does not know has
 * no plan (null): the order goes on and waits for the owner.
 */
export async function deliveryFor({
  db,
  weather,
  input,
}: {
  db: DbOrTx;
  weather: WeatherProvider;
  /** `goodsCents`: the plants after the promo's discount, what free shipping is measured against. */
  input: { zip: string; rateId: number | null | undefined; goodsCents: number; hardy: boolean; now: Date };
}): Promise<OrderDelivery> {
  const rates = await offeredRates({ db });
  const rate = input.rateId == null ? cheapestRate(rates, input.goodsCents) : (rates.find((offered) => offered.id === input.rateId) ?? null);
  try {
    const plan = await planDelivery({ db, weather, input: { zip: input.zip, now: input.now, rate, hardy: input.hardy } });
    return { plan, rateId: rate?.id ?? null };
  } catch (error) {
    if (error instanceof UnknownZip) return { plan: null, rateId: rate?.id ?? null };
    throw error;
  }
}

/** What an order keeps of the forecast it was decided on (`orders.weather_forecast`). */
export interface RecordedForecast {
  place: string;
  days: DeliveryPlan['forecast'];
  lowF?: number | null;
  highF?: number | null;
  cause?: 'cold' | 'heat';
  safeOn: string | null;
  estimate: string | null;
}

/**
 * The plan as the product page, the cart and the shipping step show it. A parcel the weather would hold
 * shows no ship date nor arrival, only about when it could leave (docs/product/rules.md#weather-safe-shipping).
 */
export function toDeliveryEstimate(plan: DeliveryPlan): DeliveryEstimate {
  const held = plan.weather.decision === 'held';
  return {
    zip: plan.zip,
    place: plan.place,
    shipOn: held ? null : plan.shipOn,
    arrivalFrom: held ? null : (plan.arrival?.from ?? null),
    arrivalTo: held ? null : (plan.arrival?.to ?? null),
    estimate: held ? heldShipLine(plan.safeOn) : plan.estimate,
    weather: plan.weather.decision,
    notice: plan.notice,
    safeOn: plan.safeOn,
    heatPack: fromCents(plan.heatPackCents),
  };
}

/**
 * What an order records of its plan: it ships, with a heat pack, or is held; and when the forecast could
 * not be had it waits for the owner, never shipped automatically into unknown weather. A ship date beyond
 * the forecast ships by the calendar and is read again before it leaves.
 */
export function orderWeatherOf(plan: DeliveryPlan | null, now: Date): ShipmentWeather {
  if (!plan) return { shipOn: null, decision: 'needs-owner', reason: 'the ZIP code is not in the shop\'s data', forecast: null, checkedAt: now };
  const { weather } = plan;
  const extremes = weather.decision === 'unknown' ? {} : { lowF: weather.lowF, highF: weather.highF, ...(weather.decision === 'held' && { cause: weather.cause }) };
  const forecast: RecordedForecast | null = plan.forecast.length > 0 ? { place: plan.place, days: plan.forecast, safeOn: plan.safeOn, estimate: plan.estimate, ...extremes } : null;
  if (weather.decision === 'unknown') {
    // WEATHER=off: the owner chose to ship by the calendar alone. A forecast not out yet for a later ship
    // date: it ships by the calendar and is read again before it leaves.
    const notYet = (forecast !== null || weather.weatherOff === true) && plan.shipOn !== null;
    return { shipOn: plan.shipOn, decision: notYet ? 'ships' : 'needs-owner', reason: weather.reason, forecast, checkedAt: now };
  }
  if (weather.decision === 'held') return { shipOn: plan.shipOn, decision: 'held', reason: `too ${weather.cause === 'cold' ? 'cold' : 'hot'} (low ${weather.lowF ?? '?'} °F, high ${weather.highF ?? '?'} °F)`, forecast, checkedAt: now };
  return { shipOn: plan.shipOn, decision: weather.decision, reason: null, forecast, checkedAt: now };
}
