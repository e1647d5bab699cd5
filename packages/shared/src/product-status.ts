import { z } from 'zod';
import { product } from './products.ts';

/**
 * Whether shoppers see a product (docs/decisions/055-drafts-and-bulk-edit.md): an active one is on sale; a
 * draft (not yet published, or taken off sale for a while) and an archived one (kept for its orders) are
 * the owner's alone.
 */
export const PRODUCT_STATUSES = ['active', 'draft', 'archived'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

export const isProductStatus = (value: string): value is ProductStatus => (PRODUCT_STATUSES as readonly string[]).includes(value);

export const STATUS_LABELS: Record<ProductStatus, string> = { active: 'Active', draft: 'Draft', archived: 'Archived' };

/** A product as the owner's screens read it: with its status. */
export const adminProduct = product.extend({ status: z.enum(PRODUCT_STATUSES) });
export type AdminProduct = z.infer<typeof adminProduct>;

export const adminProductQuery = z.object({
  status: z.enum(PRODUCT_STATUSES, { error: 'The status is active, draft or archived' }).optional(),
});

export const BULK_ACTIONS = ['publish', 'unpublish', 'archive', 'delete'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

/** Most products one bulk action takes: a whole page of the list, and then some. */
export const BULK_MAX = 500;

export const productBulk = z.object({
  ids: z
    .array(z.number({ error: 'ids is a list of product numbers' }).int().positive().max(2_147_483_647), { error: 'ids is a list of product numbers' })
    .min(1, 'Pick at least one product')
    .max(BULK_MAX, `At most ${BULK_MAX} products at once`)
    .refine((ids) => new Set(ids).size === ids.length, 'A product is named twice'),
  action: z.enum(BULK_ACTIONS, { error: 'The action is publish, unpublish, archive or delete' }),
});
export type ProductBulk = z.infer<typeof productBulk>;

export const productBulkResult = z.object({
  action: z.enum(BULK_ACTIONS),
  /** The products it changed (or deleted), by id, with their names. */
  products: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type ProductBulkResult = z.infer<typeof productBulkResult>;
