import { z } from 'zod';

export const promo = z.object({
  id: z.number(),
  name: z.string(),
  discountRate: z.number(),
  status: z.boolean(),
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
});
export type PromoInput = z.infer<typeof promoInput>;
