// A plant's care in words, and the tags that follow from it. No zod here: the product page that shows
// the care card stays light (the schema is in care.ts).
import { LIGHT_TAGS, TOXIC_TAG } from './tags.ts';

/** How a plant treats cats and dogs, as the ASPCA lists it. */
export const PET_SAFETY = ['safe', 'toxic-cats', 'toxic-dogs', 'toxic-both'] as const;
export type PetSafety = (typeof PET_SAFETY)[number];
export const PET_SAFETY_LABELS: Record<PetSafety, string> = {
  safe: 'Safe for cats and dogs',
  'toxic-cats': 'Toxic to cats',
  'toxic-dogs': 'Toxic to dogs',
  'toxic-both': 'Toxic to cats and dogs',
};

export const DIFFICULTIES = ['easy', 'moderate', 'expert'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];
export const DIFFICULTY_LABELS: Record<Difficulty, string> = { easy: 'Easy', moderate: 'Moderate', expert: 'Expert' };

export const HUMIDITIES = ['low', 'medium', 'high'] as const;
export type Humidity = (typeof HUMIDITIES)[number];
export const HUMIDITY_LABELS: Record<Humidity, string> = { low: 'Low', medium: 'Medium', high: 'High' };

export type LightTag = (typeof LIGHT_TAGS)[number];

/** A plant's care as the API answers it; the care text comes only with one product (GET /api/products/:id). */
export interface ProductCare {
  petSafety: PetSafety;
  difficulty: Difficulty;
  light: LightTag;
  waterEveryDays: number;
  humidity: Humidity;
  tempMinF: number;
  tempMaxF: number;
  sizeWhenGrown: string;
  careText?: string | undefined;
}

export const PET_SAFE_TAG = 'Pet safe';
export const EASY_CARE_TAG = 'Easy-care';

/** The tags a care profile decides: whatever a product says about these, its profile overrides. */
export const CARE_TAGS: readonly string[] = [PET_SAFE_TAG, TOXIC_TAG, EASY_CARE_TAG, ...LIGHT_TAGS];

/** The tags that follow from a profile: 'Pet safe' or 'Poisonous/toxic', 'Easy-care' when easy, and its light. */
export function careTags(care: Pick<ProductCare, 'petSafety' | 'difficulty' | 'light'>): string[] {
  return [care.petSafety === 'safe' ? PET_SAFE_TAG : TOXIC_TAG, ...(care.difficulty === 'easy' ? [EASY_CARE_TAG] : []), care.light];
}

/**
 * A product's tags with its care profile applied: the tags the profile decides are replaced by the ones
 * that follow from it, every other tag is kept. Without a profile the tags stay as given.
 */
export function tagsWithCare(tags: readonly string[], care: Pick<ProductCare, 'petSafety' | 'difficulty' | 'light'> | null | undefined): string[] {
  if (!care) return [...new Set(tags)];
  return [...new Set([...tags.filter((tag) => !CARE_TAGS.includes(tag)), ...careTags(care)])];
}

/** '60-85 °F' */
export function temperatureRange(care: Pick<ProductCare, 'tempMinF' | 'tempMaxF'>): string {
  return `${care.tempMinF}-${care.tempMaxF} °F`;
}

/** 'Every 8 days' */
export function wateringInterval(days: number): string {
  return days === 1 ? 'Every day' : `Every ${days} days`;
}
