import { z } from 'zod';

/** A shipping rate as the API gives it (prices in dollars, as everywhere in SPEC's API). */
export const shippingRate = z.object({
  id: z.number(),
  name: z.string(),
  price: z.number(),
  /** Free from this order subtotal (after the discount), in dollars; null: never free. */
  freeFrom: z.number().nullable(),
  minDays: z.number(),
  maxDays: z.number(),
  active: z.boolean(),
  position: z.number(),
});
export type ShippingRate = z.infer<typeof shippingRate>;

const DOLLARS = 'Enter an amount in dollars and cents, e.g. 9.95';
const dollars = (max: number) =>
  z
    .number({ error: DOLLARS })
    .min(0, DOLLARS)
    .max(max, `At most $${max.toLocaleString('en-US')}`)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, DOLLARS);
const DAYS = 'Business days are whole numbers from 0 to 60';
const days = z.number({ error: DAYS }).int(DAYS).min(0, DAYS).max(60, DAYS);

/** What the owner saves for a rate. */
export const shippingRateInput = z
  .object({
    name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(60, 'At most 60 characters'),
    price: dollars(1000),
    freeFrom: dollars(100_000).nullable().default(null),
    minDays: days,
    maxDays: days,
    active: z.boolean({ error: 'Active must be true or false' }).default(true),
    position: z.number().int().min(0).max(1000).default(0),
  })
  .refine((rate) => rate.maxDays >= rate.minDays, { message: 'The longest estimate cannot be shorter than the shortest', path: ['maxDays'] });
export type ShippingRateInput = z.infer<typeof shippingRateInput>;
