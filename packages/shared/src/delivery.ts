import { z } from 'zod';
import { shipsAndArrives, shipsOn } from './ship-dates.ts';
import { heldShipLine } from './weather-rule.ts';

/**
 * When a parcel to a ZIP code leaves and arrives and what the weather there means for it (decision 044), as
 * the product page, the cart and the shipping step show it. `weather`: 'ships' as it is, with a
 * 'heat-pack', 'held' until it is safe, or 'unknown' (no forecast: the estimate stands alone).
 */
export const deliveryEstimate = z.object({
  zip: z.string(),
  /** "Minneapolis, MN". */
  place: z.string(),
  shipOn: z.string().nullable(),
  arrivalFrom: z.string().nullable(),
  arrivalTo: z.string().nullable(),
  /** "Ships Mon Dec 1, arrives Dec 3-5"; null when the shop has no ship day ahead. */
  estimate: z.string().nullable(),
  weather: z.enum(['ships', 'heat-pack', 'held', 'unknown']),
  /** "Cold at 55401 this week: we'll add a heat pack", or why it waits; null when nothing to say. */
  notice: z.string().nullable(),
  /** When held: the first day it could leave safely, as far as the forecast sees. */
  safeOn: z.string().nullable(),
  /** The heat pack it would carry, in dollars (0: none). */
  heatPack: z.number(),
});
export type DeliveryEstimate = z.infer<typeof deliveryEstimate>;

export const deliveryQuery = z.object({
  zip: z.string().trim().regex(/^\d{5}$/, 'Enter a 5-digit ZIP code'),
  /** The plants to send (comma-separated product ids): an order of hardy plants only is never held for cold. */
  products: z
    .string()
    .max(2_000)
    .regex(/^\d+(,\d+)*$/, 'products is a comma-separated list of product ids')
    .optional(),
  /** The shipping rate chosen; absent: the distance's usual days. */
  rateId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});

/**
 * The weather part of an order as its pages show it: the day it is planned to leave, and 'held' (with
 * since when) or 'needs-owner' while it waits; null on orders from before weather-safe shipping.
 */
export const orderShipPlan = z.object({
  shipOn: z.string().nullable(),
  weather: z.enum(['ships', 'heat-pack', 'held', 'needs-owner']),
  heldSince: z.string().nullable(),
  /** For the owner: why (the forecast's failure, the hold's cause, "decided by the owner"). */
  reason: z.string().nullable(),
  /** The coldest night and hottest day of the forecast it was decided on. */
  lowF: z.number().nullable(),
  highF: z.number().nullable(),
});
export type OrderShipPlan = z.infer<typeof orderShipPlan>;

/**
 * When a paid order leaves and arrives as its confirmation (page and email) says it: the ship day and the
 * arrival window, or the hold and about when it ends, or that the shop will email the day (the weather is
 * the owner's to decide, or the order is from before weather-safe shipping). Never a ship date beside a hold.
 */
export const orderDates = z.object({
  weather: z.enum(['ships', 'heat-pack', 'held', 'needs-owner']),
  shipOn: z.string().nullable(),
  arrivalFrom: z.string().nullable(),
  arrivalTo: z.string().nullable(),
  /** When held: the first safe day the forecast showed, if any. */
  safeOn: z.string().nullable(),
  /** What the confirmation says of them (orderDatesText): the page shows the server's words. */
  text: z.string(),
});
export type OrderDates = z.infer<typeof orderDates>;

/** "Ships Mon Dec 7, arrives Dec 9-11"; "Held for safe weather. Ships when it's safe, about Dec 8"; or the email to come. */
export function orderDatesText(dates: Omit<OrderDates, 'text'>): string {
  if (dates.weather === 'held') return `Held for safe weather. ${heldShipLine(dates.safeOn)}`;
  if (dates.weather === 'needs-owner' || !dates.shipOn) return "We'll email you the day your plants ship";
  if (!dates.arrivalFrom || !dates.arrivalTo) return shipsOn(dates.shipOn);
  return shipsAndArrives(dates.shipOn, { from: dates.arrivalFrom, to: dates.arrivalTo });
}
