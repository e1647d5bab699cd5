import { z } from 'zod';

/**
 * What an order costs beyond its plants (decision 034), as every order view gives it: shipping as chosen
 * and priced when the order was placed, and the sales tax with the state and rate it was computed for.
 * Dollars, like the rest of the API.
 */
export const orderCharges = z.object({
  shipping: z.number(),
  /** The rate's name and delivery estimate as chosen; null on orders from before shipping rates. */
  shippingMethod: z.object({ name: z.string(), minDays: z.number(), maxDays: z.number() }).nullable(),
  tax: z.number(),
  /** The ship-to state the tax was computed for, and its rate in percent; null when no tax was charged. */
  taxState: z.string().nullable(),
  /** The tax region of the owner's ZIP table the rate came from (e.g. RALEIGH); null: the state's rate (decision 046). */
  taxRegion: z.string().nullable(),
  taxRatePercent: z.number().nullable(),
  /** The heat pack the weather called for when the order was placed (decision 044), in dollars; 0: none. */
  heatPack: z.number(),
});
export type OrderCharges = z.infer<typeof orderCharges>;

/** A shipping choice the shipping step offers, priced for this cart. */
export const shippingOption = z.object({
  id: z.number(),
  name: z.string(),
  /** What it costs this order now (0 when the order qualifies for free shipping by it). */
  price: z.number(),
  /** Its full price, and the subtotal (after the discount) from which it is free; null: never free. */
  listPrice: z.number(),
  freeFrom: z.number().nullable(),
  minDays: z.number(),
  maxDays: z.number(),
});
export type ShippingOption = z.infer<typeof shippingOption>;
