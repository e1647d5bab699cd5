import { z } from 'zod';

/**
 * One order's care emails as its shopper sees them in the account hub: `scheduled` until the welcome
 * goes out, `active` while watering reminders are still to come, `finished` after eight weeks, `stopped`
 * once unsubscribed.
 */
export const CARE_REMINDER_STATUSES = ['scheduled', 'active', 'finished', 'stopped'] as const;
export type CareReminderStatus = (typeof CARE_REMINDER_STATUSES)[number];

export const careReminder = z.object({
  id: z.number(),
  orderId: z.number(),
  plants: z.array(z.string()),
  status: z.enum(CARE_REMINDER_STATUSES),
  /** When the next care email is due (ISO 8601), or null when none is. */
  nextEmailAt: z.string().nullable(),
  /** The last day reminders may come. */
  endsAt: z.string(),
});
export type CareReminder = z.infer<typeof careReminder>;
