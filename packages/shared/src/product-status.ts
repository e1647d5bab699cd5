import { z } from 'zod';
import { DIFFICULTIES, PET_SAFETY } from './care-labels.ts';
import { product } from './products.ts';
import { LIGHT_TAGS } from './tags.ts';

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

/** The actions on a product's status (and delete); `set-care` and `add-tags` change its care and tags. */
export const STATUS_ACTIONS = ['publish', 'unpublish', 'archive', 'delete'] as const;
export const BULK_ACTIONS = [...STATUS_ACTIONS, 'set-care', 'add-tags'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];
export type StatusAction = (typeof STATUS_ACTIONS)[number];

/** Most products one bulk action takes: a whole page of the list, and then some. */
export const BULK_MAX = 500;

const ids = z
  .array(z.number({ error: 'ids is a list of product numbers' }).int().positive().max(2_147_483_647), { error: 'ids is a list of product numbers' })
  .min(1, 'Pick at least one product')
  .max(BULK_MAX, `At most ${BULK_MAX} products at once`)
  .refine((list) => new Set(list).size === list.length, 'A product is named twice');

/** The care fields a bulk edit sets on every picked plant's care profile; those left out stay. */
export const bulkCare = z
  .object({
    light: z.enum(LIGHT_TAGS, { error: `The light is ${LIGHT_TAGS.join(', ')}` }).optional(),
    petSafety: z.enum(PET_SAFETY, { error: `The pet safety is ${PET_SAFETY.join(', ')}` }).optional(),
    difficulty: z.enum(DIFFICULTIES, { error: `The care level is ${DIFFICULTIES.join(', ')}` }).optional(),
  })
  .refine((care) => care.light !== undefined || care.petSafety !== undefined || care.difficulty !== undefined, 'Pick a light, a pet safety or a care level to set');
export type BulkCare = z.infer<typeof bulkCare>;

export const productBulk = z.discriminatedUnion(
  'action',
  [
    z.object({ ids, action: z.enum(STATUS_ACTIONS) }),
    z.object({ ids, action: z.literal('set-care'), care: bulkCare }),
    z.object({ ids, action: z.literal('add-tags'), tags: z.array(z.string().trim().min(1, 'A tag has a name').max(60, 'A tag has at most 60 characters')).min(1, 'Name a tag to add').max(20) }),
  ],
  { error: 'The action is publish, unpublish, archive, delete, set-care or add-tags' },
);
export type ProductBulk = z.infer<typeof productBulk>;

export const productBulkResult = z.object({
  action: z.enum(BULK_ACTIONS),
  /** The products it changed (or deleted), by id, with their names. */
  products: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type ProductBulkResult = z.infer<typeof productBulkResult>;
