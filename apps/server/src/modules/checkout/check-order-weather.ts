import { localDayAndHour } from '@shop/shared/ship-dates';
import { monthDay } from '@shop/shared/weather-rule';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { type DeliveryPlan, planDelivery, UnknownZip, type WeatherProvider } from '../delivery/index.ts';
import { enqueueEmail, orderHeldMessage, orderReleasedMessage , readEmailShop } from '../email/index.ts';
import { HELD_TOO_LONG, markHoldTold, recordShipmentWeather, type ShipmentWeather, type WeatherDecision } from '../fulfilment/index.ts';
import { getOrderWithLines, listHoldsToTell, listOrdersToCheckWeather, type OrderToCheck, orderStatusLink, recordOrderEvent } from '../orders/index.ts';
import { readShippingPlan, type ShippingPlan } from '../shipping/index.ts';
import { orderWeatherOf, type RecordedForecast } from './order-delivery.ts';

/** The event log's line for a change of the weather decision (decision 057): a hold begins, or ends. */
export function holdEventOf(previous: WeatherDecision | null, next: { decision: WeatherDecision; reason: string | null }): { kind: 'held' | 'released'; note: string | null } | null {
  const held = (decision: WeatherDecision | null) => decision === 'held' || decision === 'needs-owner';
  if (held(next.decision) && !held(previous)) return { kind: 'held', note: next.reason };
  if (!held(next.decision) && held(previous)) return { kind: 'released', note: next.reason };
  return null;
}

/** A paid order's weather is read again at most this often (the forecast itself changes about hourly). */
export const WEATHER_RECHECK_MS = 3 * 3_600_000;
/** Orders leaving within this many days are read again: a cold snap after payment holds them too. */
const LOOK_AHEAD_DAYS = 2;
const DAY_MS = 86_400_000;

export const ORDER_HELD = 'order-held';
export const ORDER_RELEASED = 'order-released';

const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * What the order records now, from its new plan: held orders stay held while no forecast can be had and
 * go to the owner after the longest hold; an order that would ship into unknown weather waits for the
 * owner; otherwise the forecast decides (ships, heat pack, held) with the plan's new ship date.
 */
export function nextOrderWeather(order: OrderToCheck, plan: DeliveryPlan | null, settings: ShippingPlan, now: Date): ShipmentWeather {
  const next = orderWeatherOf(plan, now);
  if (order.decision !== 'held') return next;
  // A held order leaves only on a forecast that says it may; anything else keeps it held, up to the longest hold.
  const safe = plan !== null && (plan.weather.decision === 'ships' || plan.weather.decision === 'heat-pack');
  if (safe) return next;
  const heldTooLong = order.heldSince !== null && now.getTime() - order.heldSince.getTime() >= settings.maxHoldDays * DAY_MS;
  if (heldTooLong) return { ...next, decision: 'needs-owner', reason: HELD_TOO_LONG };
  return next.decision === 'held' ? next : { ...next, decision: 'held', shipOn: order.shipOn, reason: `still held: ${next.reason ?? 'no forecast'}` };
}

async function planFor(db: DbOrTx, weather: WeatherProvider, order: OrderToCheck, now: Date): Promise<DeliveryPlan | null> {
  const rate = order.shippingMinDays !== null && order.shippingMaxDays !== null ? { minDays: order.shippingMinDays, maxDays: order.shippingMaxDays } : null;
  try {
    return await planDelivery({ db, weather, input: { zip: order.zip, now, rate, hardy: order.hardy } });
  } catch (error) {
    if (error instanceof UnknownZip) return null;
    throw error;
  }
}

async function holdFacts(db: DbOrTx, config: Config, orderId: number) {
  const order = await getOrderWithLines({ db, input: { orderId } });
  const recorded = (order.weatherForecast ?? null) as RecordedForecast | null;
  return {
    order,
    recorded,
    facts: {
      shop: await readEmailShop({ db, publicUrl: config.publicUrl }),
      orderId: order.id,
      placedAt: order.createdAt,
      to: order.email,
      firstName: order.firstName,
      lines: order.lines,
      statusLink: await orderStatusLink({ db, config, input: { orderId: order.id } }),
      place: recorded?.place ?? order.zip,
    },
  };
}

/**
 * The weather sweep (decision 044), run by the job runner: paid orders held for the weather, waiting for a
 * forecast, or leaving within two days are planned again (the forecast is asked outside any transaction,
 * each order at most every three hours); a held order whose journey is safe again is released with a new
 * ship date and one email; one held too long goes to the owner. Then every held order's customer not yet
 * told gets one email. Each write checks the order did not change meanwhile, so instances never double.
 * Answers how many orders changed or were told.
 */
export async function checkOrderWeather({ db, config, weather, log, now }: { db: Db; config: Config; weather: WeatherProvider; log: FastifyBaseLogger; now: Date }): Promise<number> {
  const settings = await readShippingPlan({ db });
  const today = localDayAndHour(now, settings.schedule.timeZone).date;
  const due = await listOrdersToCheckWeather({ db, input: { shipBy: addDays(today, LOOK_AHEAD_DAYS), staleBefore: new Date(now.getTime() - WEATHER_RECHECK_MS) } });
  let changed = 0;
  for (const order of due) {
    const plan = await planFor(db, weather, order, now);
    const next = nextOrderWeather(order, plan, settings, now);
    const released = order.decision === 'held' && (next.decision === 'ships' || next.decision === 'heat-pack');
    const written = await db.transaction(async (tx) => {
      const recorded = await recordShipmentWeather({ db: tx, input: { orderId: order.id, seen: { decision: order.decision, checkedAt: order.checkedAt }, weather: next, now } });
      const event = recorded ? holdEventOf(order.decision, next) : null;
      if (event) await recordOrderEvent({ db: tx, input: { orderId: order.id, at: now, ...event } });
      if (recorded && released && next.shipOn) {
        const { facts } = await holdFacts(tx, config, order.id);
        const heatPack = next.decision === 'heat-pack' ? (order.heatPackCents > 0 ? 'paid' : 'free') : 'none';
        const message = orderReleasedMessage({ ...facts, shipOn: monthDay(next.shipOn), estimate: plan?.estimate ?? null, heatPack });
        await enqueueEmail({ db: tx, input: { key: `${ORDER_RELEASED}:${order.id}:${order.heldSince?.getTime() ?? 0}`, kind: ORDER_RELEASED, orderId: order.id, message } });
      }
      return recorded;
    });
    if (written && next.decision !== order.decision) {
      changed += 1;
      log.info({ orderId: order.id, from: order.decision, to: next.decision, reason: next.reason }, 'order weather changed');
    }
  }
  for (const { id } of await listHoldsToTell({ db })) {
    const told = await db.transaction(async (tx) => {
      if (!(await markHoldTold({ db: tx, input: { orderId: id, now } }))) return false;
      const { order, recorded, facts } = await holdFacts(tx, config, id);
      const message = orderHeldMessage({
        ...facts,
        cause: recorded?.cause ?? 'cold',
        lowF: recorded?.lowF ?? null,
        highF: recorded?.highF ?? null,
        aboutDay: recorded?.safeOn ? monthDay(recorded.safeOn) : null,
      });
      await enqueueEmail({ db: tx, input: { key: `${ORDER_HELD}:${id}:${order.heldSince?.getTime() ?? 0}`, kind: ORDER_HELD, orderId: id, message } });
      return true;
    });
    if (told) changed += 1;
  }
  return changed;
}
