import { z } from 'zod';
import { EMAIL_PATTERN } from './common.ts';

export const STOCK_ALERT_EMAIL_MESSAGE = 'Enter a valid email address';

/** POST /api/products/{id}/stock-alerts: "Email me when it's back". A signed-in customer may leave out the email. */
export const stockAlertRequest = z.object({
  email: z
    .string({ error: STOCK_ALERT_EMAIL_MESSAGE })
    .trim()
    .max(254, STOCK_ALERT_EMAIL_MESSAGE)
    .regex(EMAIL_PATTERN, STOCK_ALERT_EMAIL_MESSAGE)
    .optional(),
  /** The sold-out size or planter (decision 032); absent: the product's default variant. */
  variantId: z.number().int().positive().max(2_147_483_647).optional(),
});
export type StockAlertRequest = z.infer<typeof stockAlertRequest>;

/**
 * The answer: `check-your-inbox` for an address that must confirm (the same whether or not it was on the
 * list already), `subscribed` for a signed-in customer's own address.
 */
export const stockAlertAnswer = z.object({ status: z.enum(['check-your-inbox', 'subscribed']) });
export type StockAlertAnswer = z.infer<typeof stockAlertAnswer>;

/** GET /api/admin/stock-alerts: how many confirmed addresses wait for each product (only those with any). */
export const waitingCount = z.object({ productId: z.number(), waiting: z.number() });
export type WaitingCount = z.infer<typeof waitingCount>;
