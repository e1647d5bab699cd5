import { z } from 'zod';

/** A simple address pattern: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * An account's address: EMAIL_PATTERN, or a name at `localhost`, the owner's address the shop makes on
 * first start when ADMIN_EMAIL is unset (`admin@localhost`, decision 029). Log-in, "Forgot password?"
 * (decision 048), the profile and the shipping form take it; sign-up and stock alerts keep EMAIL_PATTERN,
 * as a shopper's mail never goes to `localhost`.
 */
export const ACCOUNT_EMAIL_PATTERN = /^(?:[^\s@]+@[^\s@]+\.[^\s@]+|[^\s@]+@localhost)$/i;

export const id = z.coerce.number().int().positive().max(2_147_483_647);
export const idParam = z.object({ id });

export const errorBody = z.object({
  error: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});

/** A required text field: trimmed, not empty, bounded. */
export function requiredText(message: string, max = 200) {
  return z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters`);
}

/** Dollars with at most two decimals, within [min, max]. */
export function dollars(min: number, max: number, message: string) {
  return z
    .number({ error: message })
    .min(min, message)
    .max(max, message)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, message);
}
