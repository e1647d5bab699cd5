// The grid's filter groups and how a plant matches each (decision 027): a plant must match every group
// that has a choice, and any one choice within a group. No zod here: the grid's first view imports it.
import { type Difficulty, DIFFICULTIES, EASY_CARE_TAG, PET_SAFE_TAG, type PetSafety } from './care-labels.ts';
import { LIGHT_TAGS, SIZE_TAGS } from './tags.ts';

export const SIZES = ['small', 'medium', 'large'] as const;
export type Size = (typeof SIZES)[number];
export const LIGHTS = ['low', 'bright', 'direct'] as const;
export type Light = (typeof LIGHTS)[number];
/** 'safe': safe for cats and dogs. */
export const PETS = ['safe'] as const;
export type Pets = (typeof PETS)[number];
export const CARE_LEVELS = DIFFICULTIES;
/** A minimum average of published reviews: '4' is 4 stars and up (decision 041). */
export const MIN_RATINGS = ['4', '3'] as const;
export type MinRating = (typeof MIN_RATINGS)[number];
export type CareLevel = Difficulty;

/** What the filters read of a plant: its tags, and its care profile when it has one. */
export interface Filterable {
  tags: readonly { tagName: string }[];
  care?: { petSafety: PetSafety; difficulty: Difficulty } | null | undefined;
  /** Its published reviews' average and count, or null for none. */
  rating?: { average: number; count: number } | null | undefined;
}

/** The chosen filters: every group given (and not empty) must match; within a group, any choice. */
export interface Filters {
  size?: readonly Size[] | undefined;
  light?: readonly Light[] | undefined;
  pets?: readonly Pets[] | undefined;
  care?: readonly CareLevel[] | undefined;
  /** Any of these tags (docs/product's filter): the shop's other tags, 'Air-purifying' among them. */
  tag?: readonly string[] | undefined;
  /** At least this average (the lowest chosen); a plant without reviews does not match. */
  rating?: readonly MinRating[] | undefined;
}
export type FilterKey = keyof Filters;

export interface FilterOption {
  value: string;
  /** The words the menu, the chips and the page title use; a tag's name where one says the same. */
  label: string;
}

export interface FilterGroup {
  key: FilterKey;
  title: string;
  options: readonly FilterOption[];
}

const SIZE_TAG: Record<Size, string> = { small: SIZE_TAGS[0], medium: SIZE_TAGS[1], large: SIZE_TAGS[2] };
const LIGHT_TAG: Record<Light, string> = { low: LIGHT_TAGS[0], bright: LIGHT_TAGS[1], direct: LIGHT_TAGS[2] };
export const AIR_PURIFYING_TAG = 'Air-purifying';

/** The groups in the order the menu, the address and the chips show them. */
export const FILTER_GROUPS: readonly FilterGroup[] = [
  { key: 'size', title: 'Size', options: SIZES.map((value) => ({ value, label: SIZE_TAG[value] })) },
  { key: 'light', title: 'Light', options: LIGHTS.map((value) => ({ value, label: LIGHT_TAG[value] })) },
  { key: 'pets', title: 'Pets', options: [{ value: 'safe', label: PET_SAFE_TAG }] },
  {
    key: 'care',
    title: 'Care',
    options: [
      { value: 'easy', label: EASY_CARE_TAG },
      { value: 'moderate', label: 'Moderate care' },
      { value: 'expert', label: 'Expert care' },
    ],
  },
  { key: 'tag', title: 'Type', options: [{ value: AIR_PURIFYING_TAG, label: AIR_PURIFYING_TAG }] },
  { key: 'rating', title: 'Rating', options: MIN_RATINGS.map((value) => ({ value, label: `${value} stars & up` })) },
];

function hasTag(product: Filterable, tagName: string): boolean {
  return product.tags.some((tag) => tag.tagName === tagName);
}

/**
 * The one place a plant's size is matched: today by its size tag. When plants are sold in sizes (variants),
 * this is where a plant offered in any chosen size matches.
 */
export function matchesSize(product: Filterable, sizes: readonly Size[]): boolean {
  return sizes.some((size) => hasTag(product, SIZE_TAG[size]));
}

/** By the light tag, which a care profile decides (decision 022). */
export function matchesLight(product: Filterable, lights: readonly Light[]): boolean {
  return lights.some((light) => hasTag(product, LIGHT_TAG[light]));
}

/** Safe for these animals as the ASPCA lists the plant (its care profile), or without a profile its 'Pet safe' tag. */
export function isSafeFor(product: Filterable, animals: 'cats' | 'dogs' | 'cats and dogs'): boolean {
  const safety = product.care?.petSafety;
  if (!safety) return hasTag(product, PET_SAFE_TAG);
  return safety === 'safe' || (animals === 'cats' && safety === 'toxic-dogs') || (animals === 'dogs' && safety === 'toxic-cats');
}

/** By the care profile's difficulty; without a profile, 'Easy-care' says easy and nothing says harder. */
export function matchesCareLevel(product: Filterable, levels: readonly CareLevel[]): boolean {
  const level = product.care?.difficulty ?? (hasTag(product, EASY_CARE_TAG) ? 'easy' : undefined);
  return level !== undefined && levels.includes(level);
}

/** docs/product's filter: any of the product's tags is among the names; no names match all. */
export function matchesAnyTag(product: Filterable, tagNames: readonly string[]): boolean {
  return tagNames.some((tagName) => hasTag(product, tagName));
}

/** Its published reviews average at least the lowest of the chosen minimums. */
export function matchesMinRating(product: Filterable, minimums: readonly MinRating[]): boolean {
  const lowest = Math.min(...minimums.map(Number));
  return product.rating != null && product.rating.count > 0 && product.rating.average >= lowest;
}

const given = <T>(values: readonly T[] | undefined): values is readonly T[] => values !== undefined && values.length > 0;

/** Every group with a choice matches. */
export function matchesFilters(product: Filterable, filters: Filters): boolean {
  return (
    (!given(filters.size) || matchesSize(product, filters.size)) &&
    (!given(filters.light) || matchesLight(product, filters.light)) &&
    (!given(filters.pets) || isSafeFor(product, 'cats and dogs')) &&
    (!given(filters.care) || matchesCareLevel(product, filters.care)) &&
    (!given(filters.tag) || matchesAnyTag(product, filters.tag)) &&
    (!given(filters.rating) || matchesMinRating(product, filters.rating))
  );
}

export function hasFilters(filters: Filters): boolean {
  return FILTER_GROUPS.some((group) => given(filters[group.key]));
}

/** The chosen filters' labels, group by group in the menu's order ('Small', 'Pet safe'); other tags by name. */
export function filterLabels(filters: Filters): string[] {
  return FILTER_GROUPS.flatMap((group) =>
    (filters[group.key] ?? []).map((value) => group.options.find((option) => option.value === value)?.label ?? value),
  );
}

/** The group and value a tag's name stands for ('Small' is size small), for addresses made before the groups. */
export function filterOfTag(tagName: string): { key: FilterKey; value: string } | undefined {
  for (const group of FILTER_GROUPS) {
    if (group.key === 'tag') continue;
    const option = group.options.find((each) => each.label === tagName);
    if (option) return { key: group.key, value: option.value };
  }
  return undefined;
}
