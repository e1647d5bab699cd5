import { z } from 'zod';
import { DIFFICULTIES, HUMIDITIES, PET_SAFETY } from './care-labels.ts';
import { LIGHT_TAGS } from './tags.ts';

// The words for each value, and the tags that follow from a profile, are in the zod-free care-labels.ts.
export { DIFFICULTIES, HUMIDITIES, PET_SAFETY, PET_SAFETY_LABELS } from './care-labels.ts';
export type { Difficulty, Humidity, PetSafety } from './care-labels.ts';

export const CARE_TEXT_WORDS = { min: 80, max: 150 } as const;
export const WATER_DAYS = { min: 1, max: 60 } as const;
export const TEMPERATURE_F = { min: 30, max: 110 } as const;

export function wordCount(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/).length;
}

const whole = (what: string, min: number, max: number) =>
  z
    .number({ error: `${what} must be a whole number from ${min} to ${max}` })
    .int(`${what} must be a whole number from ${min} to ${max}`)
    .min(min, `${what} must be a whole number from ${min} to ${max}`)
    .max(max, `${what} must be a whole number from ${min} to ${max}`);

/** A plant's care profile; the admin form and the server check it with this one schema. */
export const careProfile = z
  .object({
    petSafety: z.enum(PET_SAFETY, { error: 'Choose how safe the plant is for pets' }),
    difficulty: z.enum(DIFFICULTIES, { error: 'Choose easy, moderate or expert' }),
    light: z.enum(LIGHT_TAGS, { error: 'Choose the light the plant needs' }),
    waterEveryDays: whole('Water every', WATER_DAYS.min, WATER_DAYS.max),
    humidity: z.enum(HUMIDITIES, { error: 'Choose low, medium or high humidity' }),
    tempMinF: whole('The lowest temperature', TEMPERATURE_F.min, TEMPERATURE_F.max),
    tempMaxF: whole('The highest temperature', TEMPERATURE_F.min, TEMPERATURE_F.max),
    sizeWhenGrown: z
      .string({ error: 'Say how big the plant grows' })
      .trim()
      .min(1, 'Say how big the plant grows')
      .max(80, 'At most 80 characters'),
    careText: z
      .string({ error: `Write ${CARE_TEXT_WORDS.min} to ${CARE_TEXT_WORDS.max} words of care` })
      .trim()
      .refine(
        (text) => wordCount(text) >= CARE_TEXT_WORDS.min && wordCount(text) <= CARE_TEXT_WORDS.max,
        `Write ${CARE_TEXT_WORDS.min} to ${CARE_TEXT_WORDS.max} words of care`,
      ),
  })
  .refine((care) => care.tempMinF < care.tempMaxF, {
    path: ['tempMaxF'],
    message: 'The highest temperature must be above the lowest',
  });
export type CareProfile = z.infer<typeof careProfile>;
