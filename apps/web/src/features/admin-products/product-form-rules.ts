import { CARE_TAGS, careTags, PET_SAFE_TAG, type Difficulty, type LightTag, type PetSafety, type ProductCare } from '@shop/shared/care-labels';
import { DEFAULT_MAX_PER_ORDER, productCreate, productUpdate, type Product } from '@shop/shared/products';
import { LIGHT_TAGS, SIZE_TAGS, TOXIC_TAG, TYPE_TAGS } from '@shop/shared/tags';
import type { TaxCategory } from '@shop/shared/tax';
import { toNumberOrNull } from '../../lib/form-numbers.ts';

/** docs/product/rules.md#validation: adding needs at least 1 in stock, editing allows 0. */
export type ProductFormMode = 'add' | 'edit';

/** The care profile as typed: every field text (a choice not made yet is ''). */
export interface CareFormValues {
  petSafety: string;
  difficulty: string;
  light: string;
  waterEveryDays: string;
  humidity: string;
  tempMinF: string;
  tempMaxF: string;
  sizeWhenGrown: string;
  careText: string;
}
export type CareField = keyof CareFormValues;

/** The form as typed: numbers stay text until submitted. */
export interface ProductFormValues {
  name: string;
  qty: string;
  price: string;
  description: string;
  shortDescription: string;
  tags: string[];
  maxPerOrder: string;
  /** Null: the plant has no care profile. */
  care: CareFormValues | null;
  /** Food-producing plants (herbs, fruit trees) are exempt from sales tax where the owner says so. */
  taxCategory: TaxCategory;
  /** Takes frost: never held, nor given a heat pack, for cold (decision 044). */
  hardy: boolean;
  /** The page's title and description for search engines; '' uses the plant's name and description. */
  seoTitle: string;
  seoDescription: string;
  /** The page's address, `/products/<handle>` (decision 060); '' keeps the plant's (a new one takes its name's). */
  handle: string;
}

export type ProductField =
  | 'name'
  | 'qty'
  | 'price'
  | 'description'
  | 'shortDescription'
  | 'tags'
  | 'imageURL'
  | 'maxPerOrder'
  | 'taxCategory'
  | 'seoTitle'
  | 'seoDescription'
  | 'handle'
  | 'care'
  | `care.${CareField}`;
export type ProductErrors = Partial<Record<ProductField, string>>;

/** A care profile as sent: numbers that are empty or not numbers go as null, for the server to refuse too. */
export interface CarePayload {
  petSafety: string;
  difficulty: string;
  light: string;
  waterEveryDays: number | null;
  humidity: string;
  tempMinF: number | null;
  tempMaxF: number | null;
  sizeWhenGrown: string;
  careText: string;
}

/** What POST and PUT /api/products receive; a number that is empty or not a number goes as null. */
export interface ProductPayload {
  name: string;
  qty: number | null;
  price: number | null;
  description: string;
  shortDescription: string;
  imageURL?: string;
  tags: string[];
  maxPerOrder: number | null;
  /** An edit: the stock the form was loaded with, so an order placed meanwhile is never overwritten. */
  expectedQty?: number;
  /** Null removes the plant's care profile (or makes it without one). */
  care: CarePayload | null;
  taxCategory: TaxCategory;
  hardy: boolean;
  /** Always sent: '' clears what an import or an earlier save set. */
  seoTitle: string;
  seoDescription: string;
  /** Sent when given: a change leaves a 301 from the old address. */
  handle?: string;
}

export const emptyCareValues: CareFormValues = {
  petSafety: '',
  difficulty: '',
  light: '',
  waterEveryDays: '',
  humidity: '',
  tempMinF: '',
  tempMaxF: '',
  sizeWhenGrown: '',
  careText: '',
};

export const emptyProductValues: ProductFormValues = {
  name: '',
  qty: '',
  price: '',
  description: '',
  shortDescription: '',
  tags: [],
  maxPerOrder: String(DEFAULT_MAX_PER_ORDER),
  care: null,
  taxCategory: 'plant',
  hardy: false,
  seoTitle: '',
  seoDescription: '',
  handle: '',
};

/** The tax category select's choices, as the owner reads them. */
export const TAX_CATEGORY_LABELS: Readonly<Record<TaxCategory, string>> = {
  plant: 'Plant',
  'food-plant': 'Food-producing plant (herbs, fruit trees)',
};

export function productFormValues(product: Product): ProductFormValues {
  return {
    name: product.name,
    qty: String(product.qty),
    price: product.price.toFixed(2),
    description: product.description,
    shortDescription: product.shortDescription,
    tags: product.tags.map((tag) => tag.tagName),
    maxPerOrder: String(product.maxPerOrder),
    care: product.care ? careFormValues(product.care) : null,
    taxCategory: product.taxCategory,
    hardy: product.hardy ?? false,
    seoTitle: product.seoTitle ?? '',
    seoDescription: product.seoDescription ?? '',
    handle: product.handle,
  };
}

function careFormValues(care: ProductCare): CareFormValues {
  return {
    petSafety: care.petSafety,
    difficulty: care.difficulty,
    light: care.light,
    waterEveryDays: String(care.waterEveryDays),
    humidity: care.humidity,
    tempMinF: String(care.tempMinF),
    tempMaxF: String(care.tempMaxF),
    sizeWhenGrown: care.sizeWhenGrown,
    careText: care.careText ?? '',
  };
}

function toCarePayload(care: CareFormValues): CarePayload {
  return {
    petSafety: care.petSafety,
    difficulty: care.difficulty,
    light: care.light,
    waterEveryDays: toNumberOrNull(care.waterEveryDays),
    humidity: care.humidity,
    tempMinF: toNumberOrNull(care.tempMinF),
    tempMaxF: toNumberOrNull(care.tempMaxF),
    sizeWhenGrown: care.sizeWhenGrown.trim(),
    careText: care.careText.trim(),
  };
}

export function toProductPayload(values: ProductFormValues, imageURL?: string): ProductPayload {
  return {
    name: values.name.trim(),
    qty: toNumberOrNull(values.qty),
    price: toNumberOrNull(values.price),
    description: values.description.trim(),
    shortDescription: values.shortDescription.trim(),
    ...(imageURL ? { imageURL } : {}),
    tags: values.tags,
    maxPerOrder: toNumberOrNull(values.maxPerOrder),
    care: values.care ? toCarePayload(values.care) : null,
    taxCategory: values.taxCategory,
    hardy: values.hardy,
    seoTitle: values.seoTitle.trim(),
    seoDescription: values.seoDescription.trim(),
    ...(values.handle.trim() === '' ? {} : { handle: values.handle.trim() }),
  };
}

/**
 * docs/product/rules.md#validation with the server's own schema: name and description required, price 0 to 10000.00
 * in steps of 0.01, quantity at least 1 to add and at least 0 to edit. The caller still sends an
 * invalid form (docs/product: the submission is not blocked); these messages say why the server refused it.
 */
export function validateProduct(values: ProductFormValues, mode: ProductFormMode): { ok: boolean; errors: ProductErrors } {
  const schema = mode === 'add' ? productCreate : productUpdate;
  const result = schema.safeParse(toProductPayload(values));
  if (result.success) return { ok: true, errors: {} };
  const errors: ProductErrors = {};
  for (const issue of result.error.issues) {
    // A care field's message goes under that field: `care.tempMaxF`.
    const field = (issue.path[0] === 'care' && issue.path.length > 1 ? `care.${String(issue.path[1])}` : issue.path[0]) as ProductField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** The tag columns of the form; a plant has at most one size and one light. */
export const TAG_GROUPS = [
  { title: 'Size', tags: SIZE_TAGS, single: true },
  { title: 'Light', tags: LIGHT_TAGS, single: true },
  { title: 'Type', tags: [...TYPE_TAGS, TOXIC_TAG], single: false },
] as const;

const EXCLUSIVE: readonly (readonly string[])[] = [SIZE_TAGS, LIGHT_TAGS, ['Pet safe', TOXIC_TAG]];

/** Ticks or unticks a tag; ticking one of a size, a light, or 'Pet safe' vs 'Poisonous/toxic' unticks the others. */
export function toggleTag(tags: readonly string[], name: string): string[] {
  if (tags.includes(name)) return tags.filter((tag) => tag !== name);
  const rivals = EXCLUSIVE.filter((group) => group.includes(name)).flat();
  return [...tags.filter((tag) => !rivals.includes(tag)), name];
}

/**
 * The tags as the form shows them: with a care profile, 'Pet safe', 'Poisonous/toxic', 'Easy-care' and the
 * light follow the choices made so far (the server derives them the same way, decision 022).
 */
export function shownTags(values: Pick<ProductFormValues, 'tags' | 'care'>): string[] {
  if (!values.care) return values.tags;
  const { petSafety, difficulty, light } = values.care;
  // careTags with only the choices made so far: an unchosen pet safety or light ticks nothing.
  const derived = careTags({ petSafety: petSafety as PetSafety, difficulty: difficulty as Difficulty, light: light as LightTag }).filter(
    (tag) => !((tag === PET_SAFE_TAG || tag === TOXIC_TAG) && petSafety === '') && tag !== '',
  );
  return [...values.tags.filter((tag) => !CARE_TAGS.includes(tag)), ...derived];
}

const TICKED: readonly string[] = TAG_GROUPS.flatMap((group) => group.tags);

/** The plant's own tags (an import's 'gift-idea', the owner's 'Staff Pick'): those the form has no box for. */
export function ownTags(tags: readonly string[]): string[] {
  return tags.filter((tag) => !TICKED.includes(tag));
}

/** The tags with the own tags typed ('gift-idea, Staff Pick') in place of the plant's own ones; the ticked ones stay. */
export function withOwnTags(tags: readonly string[], typed: string): string[] {
  const own = typed
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
  return [...new Set([...tags.filter((tag) => TICKED.includes(tag)), ...own])];
}

/** With a care profile these tags are not ticked by hand. */
export function tagFollowsCare(values: Pick<ProductFormValues, 'care'>, tag: string): boolean {
  return values.care !== null && CARE_TAGS.includes(tag);
}
