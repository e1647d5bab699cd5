import { z } from 'zod';
import { id, requiredText } from './common.ts';

/** Why a plant is claimed under the arrival guarantee (decision 042). */
export const CLAIM_REASONS = ['dead', 'damaged', 'temperature', 'pests', 'wrong-plant', 'missing'] as const;
export type ClaimReason = (typeof CLAIM_REASONS)[number];

export const CLAIM_REASON_LABELS: Record<ClaimReason, string> = {
  dead: 'Arrived dead',
  damaged: 'Damaged',
  temperature: 'Cold or heat damage',
  pests: 'Pests',
  'wrong-plant': 'Wrong plant',
  missing: 'Missing',
};

/** Reasons about the plant's state: the owner needs a close-up and a photo from a distance. */
export const DAMAGE_REASONS: readonly ClaimReason[] = ['dead', 'damaged', 'temperature', 'pests'];

export const CLAIM_STATUSES = ['open', 'info', 'denied', 'replaced', 'refunded'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

export const CLAIM_STATUS_LABELS: Record<ClaimStatus, string> = {
  open: 'Waiting for the shop',
  info: 'The shop asked for more',
  denied: 'Declined',
  replaced: 'Replacement on its way',
  refunded: 'Refunded',
};

export const CLAIM_PHOTO_KINDS = ['close-up', 'distance', 'other'] as const;
export type ClaimPhotoKind = (typeof CLAIM_PHOTO_KINDS)[number];

export const CLAIM_EVENT_KINDS = ['filed', 'info-requested', 'photos-added', 'denied', 'replaced', 'refunded'] as const;

/** At most this many photos per claim, and per request (a claim starts with 1 to 4). */
export const MAX_CLAIM_PHOTOS = 4;
/** The largest photo a customer may send. */
export const MAX_PHOTO_MB = 15;

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
});
export type AdminClaim = z.infer<typeof adminClaim>;

export const claimQueueQuery = z.object({ status: z.enum(['waiting', 'all', ...CLAIM_STATUSES]).default('waiting') });

export const claimInfoRequest = z.object({ message: requiredText('Say what you need from the customer', 1000) });
export const claimDenial = z.object({ reason: requiredText('Give the customer a reason', 1000) });
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
