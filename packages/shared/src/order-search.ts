// The admin's order list at volume (decision 069): its search and filters, paged by order number, its CSV,
// and the owner's notes and tags on an order. The server and the list screen read the same shapes.
import { z } from 'zod';
import { ORDER_STATUSES } from './order-status.ts';
import { adminOrderSummary } from './orders.ts';
import { SHIPMENT_STATUSES } from './shipment-status.ts';
import { HIDDEN_TEXT_MESSAGE, hasHiddenCharacters } from './text.ts';

/** Orders a page of the list holds, unless the address asks for fewer. */
export const ORDER_PAGE_SIZE = 50;
export const ORDER_TAGS_MAX = 10;
export const ORDER_TAG_MAX_LENGTH = 30;
export const ORDER_NOTE_MAX_LENGTH = 1000;

/** The list's status choices: an order's status, or the orders safe to ship today (decision 044). */
export const ORDER_LIST_STATUSES = [...ORDER_STATUSES, 'ship-today'] as const;
export type OrderListStatus = (typeof ORDER_LIST_STATUSES)[number];

/** A tag as stored: trimmed, lower-cased, inner spaces made one; letters, digits, spaces, - and _ only. */
export function normalizeOrderTag(raw: string): string {
  return raw.trim().replace(/\s+/g, ' ').toLowerCase();
}
const TAG_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N} _-]*$/u;
export const ORDER_TAG_MESSAGE = `A tag is 1 to ${ORDER_TAG_MAX_LENGTH} letters, digits, spaces, - or _`;

const orderTag = z
  .string({ error: ORDER_TAG_MESSAGE })
  .transform(normalizeOrderTag)
  .pipe(z.string().min(1, ORDER_TAG_MESSAGE).max(ORDER_TAG_MAX_LENGTH, ORDER_TAG_MESSAGE).regex(TAG_PATTERN, ORDER_TAG_MESSAGE));

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (which: string) =>
  z
    .string()
    .regex(DAY, `The ${which} date is a day like 2026-03-01`)
    .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text), `The ${which} date is not a real day`);

/**
 * GET /api/admin/orders and its CSV: every key optional, unknown keys refused (a mistyped filter would
 * otherwise silently show every order). `before` is the last order number of the page before: the list is
 * newest order number first, and the next page holds the orders below it.
 */
export const orderSearchQuery = z
  .strictObject(
    {
      q: z.string().trim().max(100, 'A search is at most 100 characters').optional(),
      status: z.enum(ORDER_LIST_STATUSES, { error: `The status is one of ${ORDER_LIST_STATUSES.join(', ')}` }).optional(),
      shipment: z.enum(SHIPMENT_STATUSES, { error: `The shipment state is one of ${SHIPMENT_STATUSES.join(', ')}` }).optional(),
      from: day('from').optional(),
      to: day('to').optional(),
      rate: z.coerce.number({ error: 'The rate is a shipping rate number' }).int('The rate is a shipping rate number').positive('The rate is a shipping rate number').max(2_147_483_647).optional(),
      tag: orderTag.optional(),
      before: z.coerce.number({ error: 'The page starts below an order number' }).int().positive().max(2_147_483_647).optional(),
      limit: z.coerce.number({ error: 'A page holds 1 to 200 orders' }).int().min(1, 'A page holds 1 to 200 orders').max(200, 'A page holds 1 to 200 orders').optional(),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown filter: ${issue.keys.join(', ')}` : undefined) },
  )
  .refine((query) => !query.from || !query.to || query.from <= query.to, { message: 'The from date is after the to date', path: ['from'] });
export type OrderSearchQuery = z.infer<typeof orderSearchQuery>;

/** A page of the list, and the order number the next page starts below (null: this is the last page). */
export const adminOrderPage = z.object({
  orders: z.array(
    adminOrderSummary.extend({
      /** The shipment's state (decision 057) and its tracking number, when it has one. */
      shipmentStatus: z.enum(SHIPMENT_STATUSES),
      trackingNumber: z.string().nullable(),
    }),
  ),
  nextBefore: z.number().nullable(),
});
export type AdminOrderPage = z.infer<typeof adminOrderPage>;
export type AdminOrderListRow = AdminOrderPage['orders'][number];

/** POST /api/orders/:orderId/notes: the owner's note, on the owner's timeline only. */
export const orderNoteInput = z.object({
  note: z
    .string({ error: 'Write the note' })
    .trim()
    .min(1, 'Write the note')
    .max(ORDER_NOTE_MAX_LENGTH, `A note is at most ${ORDER_NOTE_MAX_LENGTH} characters`)
    .refine((text) => !hasHiddenCharacters(text), HIDDEN_TEXT_MESSAGE),
});
export type OrderNoteInput = z.infer<typeof orderNoteInput>;

/** PUT /api/orders/:orderId/tags: the order's whole set of tags (repeats count once). */
export const orderTagsInput = z.object({
  tags: z
    .array(orderTag, { error: 'The tags are a list' })
    .transform((tags) => [...new Set(tags)])
    .pipe(z.array(z.string()).max(ORDER_TAGS_MAX, `An order has at most ${ORDER_TAGS_MAX} tags`)),
});
export type OrderTagsInput = z.input<typeof orderTagsInput>;
export const orderTags = z.object({ tags: z.array(z.string()) });

/** The CSV's header: one row per order line, the order's totals, tax and ship-to repeated on each. */
export const ORDER_CSV_HEADER = [
  'Order',
  'Placed',
  'Status',
  'Shipment',
  'Email',
  'Name',
  'Ship to street',
  'Ship to street 2',
  'Ship to city',
  'Ship to state',
  'Ship to ZIP',
  'Rate',
  'Carrier',
  'Tracking',
  'Tags',
  'Product',
  'Variant',
  'SKU',
  'Qty',
  'Unit price',
  'Line total',
  'Line tax',
  'Subtotal',
  'Discount',
  'Shipping',
  'Add-ons',
  'Tax',
  'Total',
  'Refunded',
] as const;
