import { z } from 'zod';

/**
 * One reminder for an unpaid checkout (decision 072): the owner's settings, the cart a reminder's link
 * rebuilds, and the dashboard's figures.
 */
export const reminderSettings = z.object({
  enabled: z.boolean(),
  /** The promo code the reminder names (an existing one), or null for none. */
  promoCode: z.string().trim().max(40).nullable(),
});
export type ReminderSettings = z.infer<typeof reminderSettings>;

/** What the settings screen shows beside them: reminders are not sent until the shop has a postal address. */
export const reminderSettingsView = reminderSettings.extend({
  /** False: the shop's settings have no postal address, so no reminder is sent (US law asks for one). */
  hasPostalAddress: z.boolean(),
});
export type ReminderSettingsView = z.infer<typeof reminderSettingsView>;

/** POST /api/checkout-reminders/cart: the order and the key its reminder's link carries. */
export const cartRestoreRequest = z.object({
  orderId: z.number().int().positive(),
  key: z.string().max(100),
});
export type CartRestoreRequest = z.infer<typeof cartRestoreRequest>;

/** A line the rebuilt cart gets: what is still for sale, at most the stock and the cap, at today's price. */
export const restoredLine = z.object({
  productId: z.number().int(),
  variantId: z.number().int(),
  name: z.string(),
  qty: z.number().int(),
  /** Today's price, in dollars (the cart and checkout price it again). */
  price: z.number(),
});

export const cartRestore = z.object({
  lines: z.array(restoredLine),
  /** Plants of the order no longer for sale or sold out: left out, and named. */
  soldOut: z.array(z.string()),
  /** Lines kept with fewer than ordered (the stock or the cap is lower now). */
  reduced: z.array(z.string()),
  /** The reminder's promo code, if the owner set one and it still applies. */
  promoCode: z.string().nullable(),
});
export type CartRestore = z.infer<typeof cartRestore>;

/** The dashboard's reminder figures: sent, and paid orders that came through a reminder's link. */
export const reminderFigures = z.object({
  sent: z.number().int(),
  recovered: z.number().int(),
  /** Their sales, in cents. */
  recoveredCents: z.number().int(),
});
export type ReminderFigures = z.infer<typeof reminderFigures>;
