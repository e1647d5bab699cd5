import { z } from 'zod';
import { careProfile } from './care.ts';
import { DIFFICULTIES, HUMIDITIES, PET_SAFE_TAG, PET_SAFETY } from './care-labels.ts';
import { type ListQuery, SORTS } from './catalog.ts';
import { CARE_LEVELS, LIGHTS, MIN_RATINGS, PETS, SIZES } from './catalog-filters.ts';
import { dollars, requiredText } from './common.ts';
import { HANDLE_DIGITS_MESSAGE, HANDLE_MESSAGE } from './handle-names.ts';
import { productRefOf } from './handles.ts';
import { STOCK_REASONS } from './stock-ledger.ts';
import { LIGHT_TAGS, SIZE_TAGS, TOXIC_TAG } from './tags.ts';

export { chooseDefaultVariant, lineName, variantOf, variantTitle } from './variants.ts';

export const MAX_PRICE = 10_000;
/** The weight units of Shopify's product CSV (Variant Weight Unit); a variant's weight is stored in grams. */
export const WEIGHT_UNITS = ['g', 'kg', 'lb', 'oz'] as const;
export type WeightUnit = (typeof WEIGHT_UNITS)[number];
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

/** A product's option (decision 032): its name and its values in the owner's order. */
export const productOption = z.object({ name: z.string(), values: z.array(z.string()) });
export type ProductOption = z.infer<typeof productOption>;

/** One variant on sale: a combination of option values with its own SKU, price, stock, cap, picture and size. */
export const productVariant = z.object({
  id: z.number(),
  sku: z.string(),
  /** One value per option, in the options' order; empty for a product without options. */
  options: z.array(z.string()),
  /** The values joined for people: '6" pot / Terracotta'; '' for a product without options. */
  title: z.string(),
  price: z.number(),
  /** The price before a reduction, or null. */
  compareAtPrice: z.number().nullable(),
  qty: z.number(),
  maxPerOrder: z.number(),
  /** Its own picture, or null: the product's. */
  imageURL: z.string().nullable(),
  /** The size the grid's size filter matches: its own, else the product's size tag. */
  size: z.enum(SIZE_TAGS).nullable(),
});
export type ProductVariant = z.infer<typeof productVariant>;

export const product = z.object({
  id: z.number(),
  name: z.string(),
  /** Its address, `/products/<handle>` (docs/decisions/060-addresses-that-survive-the-move.md). */
  handle: z.string(),
  /** docs/product's price, stock and cap: the default variant's (decision 032). */
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
  /** The lowest price of its variants on sale: the grid's "from $18". */
  priceFrom: z.number(),
  options: z.array(productOption),
  /** The variants on sale, in the owner's order (archived ones are not sold and not listed). */
  variants: z.array(productVariant),
  defaultVariantId: z.number(),
  /** 'food-plant' (herbs, fruit trees) is exempt from sales tax where the owner says so (decision 034). */
  taxCategory: z.enum(['plant', 'food-plant']),
  /** Takes frost (decision 044): an order of hardy plants is never held, nor given a heat pack, for cold. */
  hardy: z.boolean().optional(),
  /** Its published reviews' average (one decimal) and count; null while it has none (decision 041). */
  rating: z.object({ average: z.number(), count: z.number() }).nullable(),
  /**
   * The page's own title and description for search results and shared links (a Shopify CSV's SEO title
   * and description, decision 040, or the owner's in the product form): on a single product, when set;
   * lists leave them out.
   */
  seoTitle: z.string().optional(),
  seoDescription: z.string().optional(),
});
export type Product = z.infer<typeof product>;

const SKU_MESSAGE = 'A SKU is 1 to 64 letters, digits, dots, dashes, underscores or slashes';
export const skuField = z.string({ error: SKU_MESSAGE }).trim().regex(/^[A-Za-z0-9][A-Za-z0-9._/-]{0,63}$/, SKU_MESSAGE);

/**
 * The page's own title and description for search engines. 70 and 320 are the most Shopify's editor takes
 * (decision 040: an owner moves from Shopify with the CSV, and what fitted there fits here); search results
 * show about 60 and 155 of them, which the form's counts leave to the owner's judgement.
 */
export const SEO_TITLE_MAX = 70;
export const SEO_DESCRIPTION_MAX = 320;

/** Trimmed; '' clears it (the page then uses the plant's name or description); absent: unchanged. */
function seoText(what: string, max: number) {
  return z
    .string({ error: `The ${what} is text` })
    .trim()
    .max(max, `The ${what} has at most ${max} characters`)
    .optional();
}

/** The handle the owner types in the product form (decision 060). */
export const handleField = z
  .string({ error: HANDLE_MESSAGE })
  .trim()
  // Digits alone read as a product's number: refused below with their own message.
  .refine((handle) => /^\d+$/.test(handle) || productRefOf(handle) !== null, HANDLE_MESSAGE)
  .refine((handle) => !/^\d+$/.test(handle), HANDLE_DIGITS_MESSAGE);

const productFields = {
  name: requiredText('Name is required', 120),
  /** Absent: unchanged (a new product takes its name's); a change leaves a 301 from the old address. */
  handle: handleField.optional(),
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
  /** The default variant's SKU (made up from its id when none is given). */
  sku: skuField.optional(),
  /** Absent: unchanged ('plant' for a new product). */
  taxCategory: z.enum(['plant', 'food-plant'], { error: "Tax category is 'plant' or 'food-plant'" }).optional(),
  /** Absent: unchanged (not hardy for a new product). */
  hardy: z.boolean({ error: 'Hardy is true or false' }).optional(),
  seoTitle: seoText('SEO title', SEO_TITLE_MAX),
  seoDescription: seoText('SEO description', SEO_DESCRIPTION_MAX),
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
   * meanwhile is never silently added back (409 with the current figure). Absent: docs/product's plain overwrite.
   */
  expectedQty: z.number().int().min(0).max(1_000_000).optional(),
  /** Which variant `price` and `qty` speak of from now on (one of the product's, on sale). */
  defaultVariantId: z.number().int().positive().max(2_147_483_647).optional(),
});
export type ProductUpdate = z.infer<typeof productUpdate>;

/** One value or several of a filter group (`?size=small&size=large`), each one of `values`. */
function oneOrMore<const T extends readonly [string, ...string[]]>(what: string, values: T) {
  const message = `Choose ${what}: ${values.join(', ')}`;
  const one = z.enum(values, { error: message });
  return z.union([one, z.array(one).max(values.length)], { error: message }).optional();
}

/**
 * Query of GET /api/products; with none of these the whole catalogue is returned. `tag` is docs/product's filter
 * (any of the tags); the groups size, light, pets and care must all match as well (decision 027).
 */
export const productQuery = z.object({
  q: z.string().max(100).optional(),
  tag: z.union([z.string().max(60), z.array(z.string().max(60)).max(20)]).optional(),
  size: oneOrMore('a size', SIZES),
  light: oneOrMore('a light', LIGHTS),
  pets: oneOrMore('pets', PETS),
  care: oneOrMore('a care level', CARE_LEVELS),
  rating: oneOrMore('a minimum rating', MIN_RATINGS),
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
    filters: { size: many(query.size), light: many(query.light), pets: many(query.pets), care: many(query.care), rating: many(query.rating) },
    sort: query.sort,
    offset: query.offset,
    limit: query.limit,
  };
}

export const MAX_OPTIONS = 3;
const optionValue = z.string({ error: 'An option value is text' }).trim().min(1, 'An option value cannot be empty').max(60, 'An option value has at most 60 characters');
const variantImage = z
  .string()
  .trim()
  .regex(/^\/images\/[a-z0-9][a-z0-9-]{0,80}\.jpg$/, 'Choose a picture uploaded to the shop');

function unique(values: readonly string[]): boolean {
  const lower = values.map((value) => value.toLowerCase());
  return new Set(lower).size === lower.length;
}

/** PUT /api/products/:id/options: up to three options, each with its values in order. */
export const optionsInput = z.object({
  options: z
    .array(
      z.object({
        name: requiredText('An option needs a name', 40),
        values: z.array(optionValue).min(1, 'An option needs at least one value').max(50).refine(unique, 'The values of an option must differ'),
      }),
    )
    .max(MAX_OPTIONS, `A product has at most ${MAX_OPTIONS} options`)
    .refine((options) => unique(options.map((option) => option.name)), 'Two options cannot have the same name'),
});
export type OptionsInput = z.infer<typeof optionsInput>;

const variantPrice = dollars(0, MAX_PRICE, 'Price must be between 0 and 10000.00 in steps of 0.01');
const variantMax = z
  .number({ error: MAX_PER_ORDER_MESSAGE })
  .int(MAX_PER_ORDER_MESSAGE)
  .min(1, MAX_PER_ORDER_MESSAGE)
  .max(MAX_PER_ORDER, MAX_PER_ORDER_MESSAGE);

/** POST /api/products/:id/variants: one combination, with its starting stock. */
export const variantCreate = z.object({
  options: z.array(optionValue).max(MAX_OPTIONS),
  sku: skuField.optional(),
  price: variantPrice,
  compareAtPrice: variantPrice.nullable().optional(),
  qty: z.number({ error: 'Quantity must be at least 0' }).int('Quantity must be a whole number').min(0, 'Quantity must be at least 0').max(1_000_000),
  maxPerOrder: variantMax.optional(),
  imageURL: variantImage.nullable().optional(),
  size: z.enum(SIZE_TAGS).nullable().optional(),
});
export type VariantCreate = z.infer<typeof variantCreate>;

/** PUT /api/products/:id/variants/:variantId: what is given changes; stock changes by adjustment only. */
const THRESHOLD_MESSAGE = 'The low-stock threshold is a whole number from 0 to 100000';
const lowStockThreshold = z.number({ error: THRESHOLD_MESSAGE }).int(THRESHOLD_MESSAGE).min(0, THRESHOLD_MESSAGE).max(100_000, THRESHOLD_MESSAGE);
export const variantUpdate = z.object({
  sku: skuField.optional(),
  price: variantPrice.optional(),
  compareAtPrice: variantPrice.nullable().optional(),
  maxPerOrder: variantMax.optional(),
  imageURL: variantImage.nullable().optional(),
  size: z.enum(SIZE_TAGS).nullable().optional(),
  /** Archived: kept for its orders, no longer sold. */
  archived: z.boolean().optional(),
  position: z.number().int().min(0).max(1000).optional(),
  /** At or below this count it is low on stock (decision 040); null: the shop's default. */
  lowStockThreshold: lowStockThreshold.nullable().optional(),
});
export type VariantUpdate = z.infer<typeof variantUpdate>;

/**
 * GET and PUT /api/admin/stock-settings: the shop's default low-stock threshold, for every variant without
 * its own (decision 040); LOW_STOCK_THRESHOLD until the owner saves one.
 */
export const stockSettings = z.object({ lowStockThreshold });
export type StockSettings = z.infer<typeof stockSettings>;

/** POST /api/products/:id/variants/generate: every missing combination of the options, at this price and stock. */
export const variantsGenerate = z.object({
  price: variantPrice.optional(),
  qty: z.number().int().min(0).max(1_000_000).default(0),
});

/** POST /api/products/:id/variants/:variantId/stock: a change of the count by so many units (safe beside orders). */
export const stockAdjustment = z.object({
  change: z
    .number({ error: 'The change is a whole number of plants' })
    .int('The change is a whole number of plants')
    .min(-1_000_000)
    .max(1_000_000)
    .refine((change) => change !== 0, 'A change of 0 changes nothing'),
  /** Why (decision 040); absent: not given, as before reasons were asked. */
  reason: z.enum(STOCK_REASONS, { error: `The reason is one of ${STOCK_REASONS.join(', ')}` }).optional(),
  note: z.string().trim().max(500, 'At most 500 characters').optional(),
});

/** A variant as the owner manages it: archived ones too, and whether orders name it (then it can only be archived). */
/** `lowStockThreshold`: its own low-stock threshold, or null: the shop's default (decision 040). */
export const adminVariant = productVariant.extend({ archived: z.boolean(), lowStockThreshold: z.number().nullable(), ordered: z.boolean(), position: z.number() });
export type AdminVariant = z.infer<typeof adminVariant>;
export const adminVariants = z.object({ options: z.array(productOption), variants: z.array(adminVariant), defaultVariantId: z.number() });
export type AdminVariants = z.infer<typeof adminVariants>;

