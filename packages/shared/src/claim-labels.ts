// The claims' words and limits, without zod, so screens import them without the schemas (decision 042).

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

