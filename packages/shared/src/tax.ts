import { z } from 'zod';
import { US_STATE_CODES } from './states.ts';

/** A state where the shop collects sales tax, as the owner sets it (decision 034). */
export const taxState = z.object({
  state: z.string(),
  /** The combined rate in percent, e.g. 7.25. */
  ratePercent: z.number(),
  shippingTaxable: z.boolean(),
  /** Food-producing plants (herbs, fruit trees) are not taxed in this state. */
  foodPlantsExempt: z.boolean(),
});
export type TaxState = z.infer<typeof taxState>;

const RATE = 'Enter the rate in percent with at most two decimals, from 0 to 20 (e.g. 7.25)';

export const taxStateInput = z.object({
  ratePercent: z
    .number({ error: RATE })
    .min(0, RATE)
    .max(20, RATE)
    .refine((rate) => Math.abs(rate * 100 - Math.round(rate * 100)) < 1e-6, RATE),
  shippingTaxable: z.boolean({ error: 'Say whether shipping is taxed there' }).default(false),
  foodPlantsExempt: z.boolean({ error: 'Say whether food-producing plants are exempt there' }).default(true),
});
export type TaxStateInput = z.infer<typeof taxStateInput>;

export const taxStateParam = z.object({
  state: z
    .string()
    .transform((code) => code.toUpperCase())
    .refine((code) => US_STATE_CODES.includes(code), 'Name a US state by its two-letter code, e.g. CA'),
});

/** A product's tax category: an ordinary plant, or a food-producing one (herbs, fruit trees). */
export const TAX_CATEGORIES = ['plant', 'food-plant'] as const;
export type TaxCategory = (typeof TAX_CATEGORIES)[number];
