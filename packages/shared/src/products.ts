import { z } from 'zod';
import { careProfile } from './care.ts';
import { DIFFICULTIES, HUMIDITIES, PET_SAFE_TAG, PET_SAFETY } from './care-labels.ts';
import { type ListQuery, SORTS } from './catalog.ts';
import { CARE_LEVELS, LIGHTS, PETS, SIZES } from './catalog-filters.ts';
import { dollars, requiredText } from './common.ts';
import { LIGHT_TAGS, TOXIC_TAG } from './tags.ts';

export const MAX_PRICE = 10_000;
/** The default and the ceiling of how many of one plant an order may take. */
export const DEFAULT_MAX_PER_ORDER = 20;
export const MAX_PER_ORDER = 1000;
const MAX_PER_ORDER_MESSAGE = `Most per order must be a whole number from 1 to ${MAX_PER_ORDER}`;

export const tag = z.object({ id: z.number(), tagName: z.string() });

/**
 * A plant's care as the API answers it (care-labels.ts has the type and the words). Lists leave out the
 * care text, which doubles the catalogue's size; one product (GET /api/products/:id) carries it.
 */
export const productCare = z.object({
  petSafety: z.enum(PET_SAFETY),
  difficulty: z.enum(DIFFICULTIES),
  light: z.enum(LIGHT_TAGS),
  waterEveryDays: z.number(),
  humidity: z.enum(HUMIDITIES),
  tempMinF: z.number(),
  tempMaxF: z.number(),
  sizeWhenGrown: z.string(),
  careText: z.string().optional(),
});

export const product = z.object({
  id: z.number(),
  name: z.string(),
  price: z.number(),
  qty: z.number(),
  description: z.string(),
  shortDescription: z.string(),
  imageURL: z.string(),
  tags: z.array(tag),
  /** Most of this plant one order may take. */
  maxPerOrder: z.number(),
  /** Null for a plant that has no care profile yet. */
  care: productCare.nullable(),
});
export type Product = z.infer<typeof product>;

const productFields = {
  name: requiredText('Name is required', 120),
  description: requiredText('Description is required', 4000),
  shortDescription: z.string().trim().max(200).optional(),
  price: dollars(0, MAX_PRICE, 'Price must be between 0 and 10000.00 in steps of 0.01'),
  // Only the shop's own pictures (an upload's answer, or a seeded one): never a script or an outside address.
  imageURL: z
    .string()
    .trim()
    .regex(/^\/images\/[a-z0-9][a-z0-9-]{0,80}\.jpg$/, 'Choose a picture uploaded to the shop')
    .optional(),
  maxPerOrder: z
    .number({ error: MAX_PER_ORDER_MESSAGE })
    .int(MAX_PER_ORDER_MESSAGE)
    .min(1, MAX_PER_ORDER_MESSAGE)
    .max(MAX_PER_ORDER, MAX_PER_ORDER_MESSAGE)
    .optional(),
  tags: z
    .array(z.string().trim().min(1).max(60))
    .max(20)
    .refine((tags) => !(tags.includes(PET_SAFE_TAG) && tags.includes(TOXIC_TAG)), `A plant cannot be both '${PET_SAFE_TAG}' and '${TOXIC_TAG}'`)
    .optional(),
  /**
   * The care profile; its pet safety, difficulty and light decide the tags 'Pet safe', 'Poisonous/toxic',
   * 'Easy-care' and the light tag. Absent: unchanged (none for a new product); null: removed.
   */
  care: careProfile.nullish(),
};

export const productCreate = z.object({
  ...productFields,
  qty: z.number({ error: 'Quantity must be at least 1' }).int('Quantity must be a whole number').min(1, 'Quantity must be at least 1').max(1_000_000),
});
export type ProductCreate = z.infer<typeof productCreate>;

export const productUpdate = z.object({
  ...productFields,
  qty: z.number({ error: 'Quantity must be at least 0' }).int('Quantity must be a whole number').min(0, 'Quantity must be at least 0').max(1_000_000),
  /**
   * The stock the form was loaded with: the edit applies only if it is still the stock, so an order placed
   * meanwhile is never silently added back (409 with the current figure). Absent: SPEC's plain overwrite.
   */
  expectedQty: z.number().int().min(0).max(1_000_000).optional(),
});
export type ProductUpdate = z.infer<typeof productUpdate>;

/** One value or several of a filter group (`?size=small&size=large`), each one of `values`. */
function oneOrMore<const T extends readonly [string, ...string[]]>(what: string, values: T) {
  const message = `Choose ${what}: ${values.join(', ')}`;
  const one = z.enum(values, { error: message });
  return z.union([one, z.array(one).max(values.length)], { error: message }).optional();
}

/**
 * Query of GET /api/products; with none of these the whole catalogue is returned. `tag` is SPEC's filter
 * (any of the tags); the groups size, light, pets and care must all match as well (decision 027).
 */
export const productQuery = z.object({
  q: z.string().max(100).optional(),
  tag: z.union([z.string().max(60), z.array(z.string().max(60)).max(20)]).optional(),
  size: oneOrMore('a size', SIZES),
  light: oneOrMore('a light', LIGHTS),
  pets: oneOrMore('pets', PETS),
  care: oneOrMore('a care level', CARE_LEVELS),
  sort: z.enum(SORTS).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});
export type ProductQuery = z.infer<typeof productQuery>;

const many = <T>(value: T | readonly T[] | undefined): T[] => (value === undefined ? [] : [value].flat() as T[]);

/** The query as the catalogue rules take it: `tag` and each group may come once or repeated. */
export function toListQuery(query: ProductQuery): ListQuery {
  return {
    q: query.q,
    tags: many(query.tag),
    filters: { size: many(query.size), light: many(query.light), pets: many(query.pets), care: many(query.care) },
    sort: query.sort,
    offset: query.offset,
    limit: query.limit,
  };
}
