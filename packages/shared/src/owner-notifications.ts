import { z } from 'zod';
import { EMAIL_PATTERN } from './common.ts';

/**
 * The owner's own emails (docs/decisions/051-the-owner-is-told.md): which events are told, to which extra
 * addresses besides the owner's, and whether a morning summary comes, at which hour of the shop's day.
 * Admin-only: never part of the public shop that travels in the pages.
 */

/** Extra addresses the owner may add (staff, a shared inbox). */
export const MAX_NOTIFY_ADDRESSES = 5;
/** The morning summary's hour when the owner has not chosen one. */
export const DEFAULT_SUMMARY_HOUR = 7;

const ADDRESS = 'Enter email addresses such as orders@yourshop.com';

export const ownerNotifications = z.object({
  /** An email for each paid order. */
  paidOrders: z.boolean({ error: 'Choose whether paid orders are emailed' }),
  /** An email for each new claim. */
  claims: z.boolean({ error: 'Choose whether new claims are emailed' }),
  /** An email for each payment that arrived after its order was canceled: a refund is due. */
  refundsDue: z.boolean({ error: 'Choose whether refunds due are emailed' }),
  /** Who else receives them, besides the owner (lower case, each once). */
  extraAddresses: z
    .array(z.string({ error: ADDRESS }).trim().toLowerCase().max(254, 'An address has at most 254 characters').regex(EMAIL_PATTERN, ADDRESS), { error: ADDRESS })
    .max(MAX_NOTIFY_ADDRESSES, `At most ${MAX_NOTIFY_ADDRESSES} extra addresses`)
    .transform((addresses) => [...new Set(addresses)]),
  /** A summary of the business each morning (off until the owner turns it on). */
  summary: z.boolean({ error: 'Choose whether the morning summary is sent' }),
  /** The hour of the shop's day (0 to 23, in its time zone) the summary is sent at. */
  summaryHour: z.number({ error: 'Choose the hour' }).int('Choose a whole hour').min(0, 'Choose an hour from 0 to 23').max(23, 'Choose an hour from 0 to 23'),
});
export type OwnerNotifications = z.infer<typeof ownerNotifications>;

/** GET /api/admin/settings/notifications: the switches, and where the owner's own emails go when no extra address is added. */
export const ownerNotificationsView = z.object({
  paidOrders: z.boolean(),
  claims: z.boolean(),
  refundsDue: z.boolean(),
  extraAddresses: z.array(z.string()),
  summary: z.boolean(),
  summaryHour: z.number(),
  /** The shop's contact email, else the admins' addresses: who is told besides the extra addresses. */
  ownerAddresses: z.array(z.string()),
});
export type OwnerNotificationsView = z.infer<typeof ownerNotificationsView>;

/** Extra addresses as the owner types them: one per line, or separated by commas or spaces. */
export const splitAddresses = (text: string): string[] =>
  text
    .split(/[\s,;]+/)
    .map((address) => address.trim())
    .filter(Boolean);
