import { z } from 'zod';

/** Why the owner changed a count (decision 040): asked for every adjustment, as Shopify asks. */
export const STOCK_REASONS = ['received', 'recount', 'damaged', 'shrinkage', 'correction', 'other'] as const;
export type StockReason = (typeof STOCK_REASONS)[number];

/** What changed a count: the inventory's causes (decision 028). */
export const LEDGER_CAUSES = [
  'initial',
  'order',
  'cancellation',
  'expiry',
  'refund',
  'adjustment',
  'import',
  'migration',
] as const;

export type LedgerCause = (typeof LEDGER_CAUSES)[number];

/** How the owner's ledger names each cause. */
export const CAUSE_LABELS: Record<LedgerCause, string> = {
  initial: 'Opening stock',
  order: 'Order',
  cancellation: 'Cancelled order',
  expiry: 'Unpaid order expired',
  refund: 'Refund, put back',
  adjustment: 'Adjustment',
  import: 'CSV import',
  migration: 'Count when the ledger began',
};

export const REASON_LABELS: Record<StockReason, string> = {
  received: 'Received',
  recount: 'Recount',
  damaged: 'Damaged',
  shrinkage: 'Shrinkage',
  correction: 'Correction',
  other: 'Other',
};

/** POST /api/admin/stock-adjustments: a variant (by SKU) changed by so many units, with the reason and a note. */
export const stockAdjustmentInput = z.object({
  sku: z.string().trim().min(1, 'Name the SKU').max(64),
  change: z
    .number({ error: 'The change is a whole number of plants' })
    .int('The change is a whole number of plants')
    .min(-1_000_000)
    .max(1_000_000)
    .refine((change) => change !== 0, 'A change of 0 changes nothing'),
  reason: z.enum(STOCK_REASONS, { error: `The reason is one of ${STOCK_REASONS.join(', ')}` }),
  note: z.string().trim().max(500, 'At most 500 characters').optional(),
});
export type StockAdjustmentInput = z.infer<typeof stockAdjustmentInput>;

/** GET /api/admin/stock-movements: newest first, narrowed by SKU, cause or reason; `before` pages on. */
export const ledgerQuery = z.object({
  sku: z.string().trim().max(64).optional(),
  cause: z.enum(LEDGER_CAUSES).optional(),
  reason: z.enum(STOCK_REASONS).optional(),
  before: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type LedgerQuery = z.infer<typeof ledgerQuery>;

export const ledgerRow = z.object({
  id: z.number(),
  at: z.string(),
  productId: z.number().nullable(),
  productName: z.string().nullable(),
  variantId: z.number().nullable(),
  sku: z.string().nullable(),
  variantTitle: z.string(),
  delta: z.number(),
  onHandAfter: z.number(),
  cause: z.enum(LEDGER_CAUSES),
  orderId: z.number().nullable(),
  reason: z.string().nullable(),
  note: z.string().nullable(),
  /** The account that made an adjustment, by email. */
  actor: z.string().nullable(),
});
export type LedgerRow = z.infer<typeof ledgerRow>;

export const ledgerPage = z.object({
  rows: z.array(ledgerRow),
  nextBefore: z.number().nullable(),
  /** The shop's time zone, in which the ledger shows when each change was made (decision 050). */
  timeZone: z.string(),
});
export type LedgerPage = z.infer<typeof ledgerPage>;
