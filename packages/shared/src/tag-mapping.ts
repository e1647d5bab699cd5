import { z } from 'zod';
import { EASY_CARE_TAG, PET_SAFE_TAG } from './care-labels.ts';
import { LIGHT_TAGS, SIZE_TAGS, TOXIC_TAG } from './tags.ts';

/**
 * What a Shopify tag or care metafield can become on import (docs/decisions/061): one of the tags the grid's
 * filters and the care card read (pet safety, light, care level, size). A source mapped to none stays as it is
 * (a tag stays a tag of the shop's own; a metafield value is not kept).
 */
export const MAPPING_TARGETS = [PET_SAFE_TAG, TOXIC_TAG, ...LIGHT_TAGS, EASY_CARE_TAG, ...SIZE_TAGS] as const;
export type MappingTarget = (typeof MAPPING_TARGETS)[number];

/** Each target under the filter it feeds, as the dry run and its menu say it. */
export const MAPPING_GROUPS: readonly { title: string; targets: readonly MappingTarget[] }[] = [
  { title: 'Pet safety', targets: [PET_SAFE_TAG, TOXIC_TAG] },
  { title: 'Light', targets: LIGHT_TAGS },
  { title: 'Care level', targets: [EASY_CARE_TAG] },
  { title: 'Size', targets: SIZE_TAGS },
];

/** A tag or metafield value the way the mapping knows it: lower case, words joined by '-'. */
export const mappingKey = (text: string): string =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s_/]+/g, '-')
    .replace(/-+/g, '-');

/** The tags and metafield values a Shopify shop uses for these facts, and what each becomes unless the owner says otherwise. */
const DEFAULTS: Record<string, MappingTarget> = {
  'pet-friendly': PET_SAFE_TAG,
  'pet-safe': PET_SAFE_TAG,
  'non-toxic': PET_SAFE_TAG,
  'not-pet-safe': TOXIC_TAG,
  'not-pet-friendly': TOXIC_TAG,
  'toxic-to-pets': TOXIC_TAG,
  toxic: TOXIC_TAG,
  poisonous: TOXIC_TAG,
  'low-light': 'Low/Artificial',
  'low-artificial': 'Low/Artificial',
  'bright-indirect': 'Partial/Bright indirect',
  'bright-indirect-light': 'Partial/Bright indirect',
  'medium-light': 'Partial/Bright indirect',
  'partial-bright-indirect': 'Partial/Bright indirect',
  'bright-light': 'Direct sunlight',
  'direct-sun': 'Direct sunlight',
  'direct-sunlight': 'Direct sunlight',
  'full-sun': 'Direct sunlight',
  'easy-care': EASY_CARE_TAG,
  easy: EASY_CARE_TAG,
  beginner: EASY_CARE_TAG,
  'beginner-friendly': EASY_CARE_TAG,
  small: 'Small',
  medium: 'Medium',
  large: 'Large',
};

/** A metafield's yes or no, for a pet-safety metafield ('Pet safe: true'). */
const YES = new Set(['true', 'yes', 'y', '1', 'safe']);
const NO = new Set(['false', 'no', 'n', '0', 'unsafe']);

/** Where a mapping's source comes from: a tag, or a value of a product metafield column. */
export const MAPPING_KINDS = ['tag', 'metafield'] as const;

/**
 * The source's name in the dry run and in the owner's mapping: a tag as the file writes it, a metafield value
 * as '<column name>: <value>' ('Light: Low light').
 */
export const metafieldSource = (label: string, value: string): string => `${label}: ${value}`;

/**
 * What a source becomes unless the owner says otherwise: a known tag or value; for a pet-safety metafield
 * ('pet_safe', 'pet_friendly'), a yes is Pet safe and a no toxic. Null: nothing, it stays as it is.
 */
export function defaultTarget(source: { kind: 'tag'; tag: string } | { kind: 'metafield'; key: string; value: string }): MappingTarget | null {
  if (source.kind === 'tag') return DEFAULTS[mappingKey(source.tag)] ?? null;
  const value = mappingKey(source.value);
  if (/pet/.test(source.key)) {
    if (YES.has(value)) return PET_SAFE_TAG;
    if (NO.has(value)) return TOXIC_TAG;
  }
  if (/light/.test(source.key) && ['low', 'bright', 'direct'].includes(value))
    return value === 'low' ? 'Low/Artificial' : value === 'bright' ? 'Partial/Bright indirect' : 'Direct sunlight';
  return DEFAULTS[value] ?? null;
}

/** The owner's mapping sent with the import: a source's name to its target, or null to keep it as it is. */
export const tagMapping = z
  .record(
    z.string().min(1).max(300),
    z.enum(MAPPING_TARGETS, { error: `Map a tag to one of: ${MAPPING_TARGETS.join(', ')}, or to nothing` }).nullable(),
  )
  .refine((mapping) => Object.keys(mapping).length <= 2000, 'The mapping names more than 2,000 tags');
export type TagMapping = z.infer<typeof tagMapping>;

/** One source of the file in the dry run: 'pet-friendly -> Pet safe: 6 plants'. */
export const mappingEntry = z.object({
  source: z.string(),
  kind: z.enum(MAPPING_KINDS),
  /** Null: kept as it is (a tag of the shop's own; a metafield value is not kept). */
  target: z.enum(MAPPING_TARGETS).nullable(),
  /** How many of the file's products carry it. */
  products: z.number(),
});
export type MappingEntry = z.infer<typeof mappingEntry>;
