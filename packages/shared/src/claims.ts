import { z } from 'zod';
import { CLAIM_EVENT_KINDS, CLAIM_PHOTO_KINDS, CLAIM_REASONS, CLAIM_STATUSES } from './claim-labels.ts';
import { id, requiredText } from './common.ts';

export * from './claim-labels.ts';

/** The text fields of POST /api/orders/:orderId/claims (multipart: these fields, then the files `closeUp`, `distance`, `photo`). */
export const claimFields = z.object({
  lineId: id,
  qty: z.coerce.number({ error: 'How many plants?' }).int('How many plants?').min(1, 'Claim at least one plant').max(1000, 'How many plants?'),
  reason: z.enum(CLAIM_REASONS, { error: 'Choose what happened' }),
  description: requiredText('Tell us what happened', 2000),
});
export type ClaimFields = z.infer<typeof claimFields>;

/** The note sent with photos added after the shop asked for more. */
export const claimPhotoFields = z.object({ note: z.string().trim().max(2000, 'At most 2000 characters').default('') });

export const claimPhoto = z.object({ name: z.string(), kind: z.enum(CLAIM_PHOTO_KINDS), url: z.string(), thumbUrl: z.string() });

export const claimView = z.object({
  id: z.number(),
  orderId: z.number(),
  lineId: z.number(),
  productName: z.string(),
  variantTitle: z.string(),
  qty: z.number(),
  reason: z.enum(CLAIM_REASONS),
  description: z.string(),
  status: z.enum(CLAIM_STATUSES),
  createdAt: z.string(),
  photos: z.array(claimPhoto),
  /** Oldest first. */
  events: z.array(z.object({ kind: z.enum(CLAIM_EVENT_KINDS), at: z.string(), note: z.string().nullable() })),
  /** The $0 order sent for it, when it was replaced. */
  replacementOrderId: z.number().nullable(),
});
export type ClaimView = z.infer<typeof claimView>;

/** GET /api/orders/:orderId/claims: the order's claims and whether (and until when) it may get another. */
export const orderClaims = z.object({
  windowDays: z.number(),
  /** Shipped orders only: when the guarantee ends (null before shipping). */
  windowEndsAt: z.string().nullable(),
  /** What the window counts from: the delivery when it is known, else shipping (decision 057); null before shipping. */
  windowFrom: z.enum(['delivery', 'shipping']).nullable(),
  canClaim: z.boolean(),
  /** Why no claim can be filed now (not shipped yet, the window is over...), or null. */
  closedReason: z.string().nullable(),
  /** Lines and how many units may still be claimed (not refunded, not in an open claim). */
  lines: z.array(z.object({ lineId: z.number(), productName: z.string(), variantTitle: z.string(), claimable: z.number(), openClaim: z.boolean() })),
  claims: z.array(claimView),
});
export type OrderClaims = z.infer<typeof orderClaims>;

/** One claim in the owner's queue: the claim, its order's facts and history. */
export const adminClaim = claimView.extend({
  customer: z.object({ name: z.string(), email: z.string() }),
  order: z.object({
    status: z.string(),
    createdAt: z.string(),
    shippedAt: z.string().nullable(),
    finalPrice: z.number(),
    refunded: z.number(),
    events: z.array(z.object({ kind: z.string(), at: z.string(), amount: z.number().nullable(), note: z.string().nullable() })),
  }),
  /** Units of the variant on hand now (for a replacement); null when the variant is gone. */
  onHand: z.number().nullable(),
  /** The shop's time zone, in which the queue shows the claim's times (decision 050). */
  timeZone: z.string(),
});
export type AdminClaim = z.infer<typeof adminClaim>;

export const claimQueueQuery = z.object({ status: z.enum(['waiting', 'all', ...CLAIM_STATUSES]).default('waiting') });

export const claimInfoRequest = z.object({ message: requiredText('Say what you need from the customer', 1000) });
export const claimDenial = z.object({ reason: requiredText('Give the customer a reason', 1000) });
/** A replacement's note: the customer reads it in the email and on their claim. */
export const claimReplacementInput = z.object({ note: requiredText('Write the customer a note about the replacement', 1000) });
export const claimRefundInput = z.object({ restock: z.boolean().default(false) });

export const claimSettings = z.object({
  windowDays: z.number({ error: 'Days: a whole number from 1 to 365' }).int('Days: a whole number from 1 to 365').min(1, 'Days: a whole number from 1 to 365').max(365, 'Days: a whole number from 1 to 365'),
});
export type ClaimSettings = z.infer<typeof claimSettings>;

/** The dashboard's claim rates over the last 90 days: claimed units over shipped units. */
export const claimRates = z.object({
  days: z.number(),
  shippedUnits: z.number(),
  claimedUnits: z.number(),
  byPlant: z.array(z.object({ productId: z.number().nullable(), productName: z.string(), shippedUnits: z.number(), claimedUnits: z.number(), rate: z.number() })),
  byReason: z.array(z.object({ reason: z.enum(CLAIM_REASONS), claims: z.number(), claimedUnits: z.number(), share: z.number() })),
});
export type ClaimRates = z.infer<typeof claimRates>;
