import { productCreate, productUpdate, type Product } from '@shop/shared/products';
import { LIGHT_TAGS, SIZE_TAGS, TOXIC_TAG, TYPE_TAGS } from '@shop/shared/tags';

/** SPEC section 5: adding needs at least 1 in stock, editing allows 0. */
export type ProductFormMode = 'add' | 'edit';

/** The form as typed: numbers stay text until submitted. */
export interface ProductFormValues {
  name: string;
  qty: string;
  price: string;
  description: string;
  shortDescription: string;
  tags: string[];
}

export type ProductField = 'name' | 'qty' | 'price' | 'description' | 'shortDescription' | 'tags' | 'imageURL';
export type ProductErrors = Partial<Record<ProductField, string>>;

/** What POST and PUT /api/products receive; a number that is empty or not a number goes as null. */
export interface ProductPayload {
  name: string;
  qty: number | null;
  price: number | null;
  description: string;
  shortDescription: string;
  imageURL?: string;
  tags: string[];
}

export const emptyProductValues: ProductFormValues = {
  name: '',
  qty: '',
  price: '',
  description: '',
  shortDescription: '',
  tags: [],
};

export function productFormValues(product: Product): ProductFormValues {
  return {
    name: product.name,
    qty: String(product.qty),
    price: product.price.toFixed(2),
    description: product.description,
    shortDescription: product.shortDescription,
    tags: product.tags.map((tag) => tag.tagName),
  };
}

export function toNumberOrNull(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
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
  };
}

/**
 * SPEC section 5 with the server's own schema: name and description required, price 0 to 10000.00
 * in steps of 0.01, quantity at least 1 to add and at least 0 to edit. The caller still sends an
 * invalid form (SPEC: the submission is not blocked); these messages say why the server refused it.
 */
export function validateProduct(values: ProductFormValues, mode: ProductFormMode): { ok: boolean; errors: ProductErrors } {
  const schema = mode === 'add' ? productCreate : productUpdate;
  const result = schema.safeParse(toProductPayload(values));
  if (result.success) return { ok: true, errors: {} };
  const errors: ProductErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ProductField;
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
