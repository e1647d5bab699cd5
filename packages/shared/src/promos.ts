import { z } from 'zod';

export const promo = z.object({
  id: z.number(),
  name: z.string(),
  discountRate: z.number(),
  status: z.boolean(),
  /** ISO instants; null: no limit on that side. */
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  /** Orders that may use it in all; null: no cap. */
  maxUses: z.number().nullable(),
  oncePerCustomer: z.boolean(),
  /** Orders using it now: unpaid ones holding it and paid ones. */
  uses: z.number(),
});
export type Promo = z.infer<typeof promo>;

const RATE_MESSAGE = 'Rate must be between 0 and 1 in steps of 0.01';

export const promoInput = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(40, 'At most 40 characters')
    .regex(/^[\w-]+$/, 'Letters, digits, - and _ only')
    .transform((value) => value.toLowerCase()),
  discountRate: z
    .number({ error: RATE_MESSAGE })
    .min(0, RATE_MESSAGE)
    .max(1, RATE_MESSAGE)
    .refine((rate) => Math.abs(rate * 100 - Math.round(rate * 100)) < 1e-6, RATE_MESSAGE),
  status: z.boolean({ error: 'Status must be true or false' }),
  // The rules below are optional (docs/product's form sends only the three fields above): absent means no limit.
  startsAt: z.iso.datetime({ offset: true, error: 'Enter the start as a date and time' }).nullish(),
  endsAt: z.iso.datetime({ offset: true, error: 'Enter the end as a date and time' }).nullish(),
  maxUses: z
    .number({ error: 'Uses must be a whole number from 1 to 1,000,000' })
    .int('Uses must be a whole number from 1 to 1,000,000')
    .min(1, 'Uses must be a whole number from 1 to 1,000,000')
    .max(1_000_000, 'Uses must be a whole number from 1 to 1,000,000')
    .nullish(),
  oncePerCustomer: z.boolean().optional(),
}).refine((input) => !input.startsAt || !input.endsAt || Date.parse(input.startsAt) < Date.parse(input.endsAt), {
  path: ['endsAt'],
  message: 'The end must be after the start',
});
export type PromoInput = z.infer<typeof promoInput>;
