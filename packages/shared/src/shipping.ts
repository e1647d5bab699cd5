import { z } from 'zod';
import { isTimeZone } from './shop-time.ts';

/** A shipping rate as the API gives it (prices in dollars, as everywhere in docs/product's API). */
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

const DEGREES = 'Temperatures are whole degrees Fahrenheit';
const degrees = (min: number, max: number) => z.number({ error: DEGREES }).int(DEGREES).min(min, `At least ${min} °F`).max(max, `At most ${max} °F`);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * When and how safely the shop ships (decision 044), as the owner edits it: where parcels leave from, the
 * days they leave on (0 Sunday to 6 Saturday), the cut-off hour (24: none) in the shop's time zone,
 * working days to get an order ready, the dates the shop does not ship, and the weather rule.
 */
export const shippingSettings = z
  .object({
    originZip: z.string({ error: 'Enter the 5-digit ZIP code parcels leave from' }).trim().regex(/^\d{5}$/, 'Enter the 5-digit ZIP code parcels leave from'),
    timeZone: z.string().trim().min(1, 'Choose the shop\'s time zone').refine(isTimeZone, 'Choose a time zone such as America/New_York'),
    shipDays: z
      .array(z.number().int().min(0).max(6), { error: 'Choose the days parcels leave on' })
      .min(1, 'Choose at least one day parcels leave on')
      .max(7)
      .transform((list) => [...new Set(list)].sort((a, b) => a - b)),
    cutoffHour: z.number({ error: 'The cut-off is an hour from 0 to 24' }).int('The cut-off is an hour from 0 to 24').min(0, 'The cut-off is an hour from 0 to 24').max(24, 'The cut-off is an hour from 0 to 24'),
    handlingDays: z.number({ error: 'Handling is 0 to 10 working days' }).int('Handling is 0 to 10 working days').min(0, 'Handling is 0 to 10 working days').max(10, 'Handling is 0 to 10 working days'),
    closedDates: z
      .array(z.string().regex(ISO_DATE, 'Closed dates look like 2026-12-25').refine((date) => !Number.isNaN(Date.parse(`${date}T00:00:00Z`)) && new Date(`${date}T00:00:00Z`).toISOString().startsWith(date), 'That closed date is not a real day'))
      .max(366, 'At most 366 closed dates')
      .transform((list) => [...new Set(list)].sort()),
    holdBelowF: degrees(-40, 80),
    heatPackBelowF: degrees(-40, 90),
    holdAboveF: degrees(60, 130),
    heatPack: dollars(100),
    maxHoldDays: z.number({ error: 'Holding is 1 to 60 days' }).int('Holding is 1 to 60 days').min(1, 'Holding is 1 to 60 days').max(60, 'Holding is 1 to 60 days'),
  })
  .refine((settings) => settings.heatPackBelowF >= settings.holdBelowF, { message: 'The heat-pack line cannot be colder than the hold line', path: ['heatPackBelowF'] });
export type ShippingSettings = z.infer<typeof shippingSettings>;

/** The settings as the API answers them. */
export const shippingSettingsView = z.object({
  originZip: z.string(),
  timeZone: z.string(),
  shipDays: z.array(z.number()),
  cutoffHour: z.number(),
  handlingDays: z.number(),
  closedDates: z.array(z.string()),
  holdBelowF: z.number(),
  heatPackBelowF: z.number(),
  holdAboveF: z.number(),
  heatPack: z.number(),
  maxHoldDays: z.number(),
});
