import { CARE_TEXT_WORDS, careProfile, wordCount } from '@shop/shared/care';
import { describe, expect, test } from 'vitest';
import { careProfiles } from './care-profiles.ts';
import { plants } from './plants.ts';

/** Lower case, letters, digits and single spaces only, so punctuation and case do not hide a copy. */
const normalize = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9\s]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

const sentences = (text: string): string[] =>
  text
    .split(/(?<=[.!?;:])\s+/)
    .map(normalize)
    .filter((s) => s !== '');

/** The sentences of at least `minWords` words that appear in both texts. */
function sharedSentences(a: string, b: string, minWords = 8): string[] {
  const inB = new Set(sentences(b));
  return sentences(a).filter((s) => wordCount(s) >= minWords && inB.has(s));
}

/** The longest run of consecutive words the two texts have in common. */
function longestSharedRun(a: string, b: string): number {
  const x = normalize(a).split(' ');
  const y = normalize(b).split(' ');
  let best = 0;
  // run[j]: how many words end together at the current word of x and word j of y
  let previous: number[] = [];
  for (const word of x) {
    const run = y.map((other, j) => (word === other ? (previous[j - 1] ?? 0) + 1 : 0));
    best = Math.max(best, ...run);
    previous = run;
  }
  return best;
}

describe('the copy checks themselves', () => {
  test('find a sentence copied with different punctuation and case', () => {
    const description = 'It likes bright light. Water when the top inch of soil is dry, then drain it well.';
    const careText = 'Keep it warm. water when the top inch of soil is dry then drain it well!';
    expect(sharedSentences(careText, description)).toEqual([
      'water when the top inch of soil is dry then drain it well',
    ]);
    expect(longestSharedRun(careText, description)).toBe(13);
  });

  test('ignore short stock sentences and unrelated texts', () => {
    expect(sharedSentences('It is non-toxic to cats and dogs.', 'It is non-toxic to cats and dogs.')).toEqual(
      [],
    );
    expect(longestSharedRun('one two three', 'four five six')).toBe(0);
  });
});

describe('the demo care profiles', () => {
  test('cover every plant in the catalogue, and nothing else', () => {
    const slugs = plants.map((p) => p.slug).sort();
    expect(Object.keys(careProfiles).sort()).toEqual(slugs);
  });

  test('each pass the care profile schema', () => {
    for (const [slug, profile] of Object.entries(careProfiles)) {
      const parsed = careProfile.safeParse(profile);
      expect(parsed.error?.issues ?? [], slug).toEqual([]);
    }
  });

  test('write the care text in the allowed number of words', () => {
    for (const [slug, { careText }] of Object.entries(careProfiles)) {
      expect(wordCount(careText), slug).toBeGreaterThanOrEqual(CARE_TEXT_WORDS.min);
      expect(wordCount(careText), slug).toBeLessThanOrEqual(CARE_TEXT_WORDS.max);
    }
  });

  test('give every plant its own care text', () => {
    const texts = Object.values(careProfiles).map((p) => normalize(p.careText));
    expect(new Set(texts).size).toBe(texts.length);
  });

  test("do not repeat the plant's description", () => {
    for (const plant of plants) {
      const careText = careProfiles[plant.slug]?.careText ?? '';
      expect(sharedSentences(careText, plant.description), plant.slug).toEqual([]);
      expect(longestSharedRun(careText, plant.description), plant.slug).toBeLessThan(10);
    }
  });

  test('are not copied from one plant to another', () => {
    const entries = Object.entries(careProfiles);
    for (const [i, [slug, a]] of entries.entries()) {
      for (const [other, b] of entries.slice(i + 1)) {
        expect(longestSharedRun(a.careText, b.careText), `${slug} / ${other}`).toBeLessThan(20);
      }
    }
  });

  test('tell pet owners the same thing in the text as in the pet safety field', () => {
    for (const [slug, { petSafety, careText }] of Object.entries(careProfiles)) {
      const text = careText.toLowerCase();
      if (petSafety === 'safe') {
        expect(text, slug).toContain('non-toxic to cats and dogs');
        expect(text.replaceAll('non-toxic', ''), slug).not.toContain('toxic');
      } else {
        expect(text, slug).not.toContain('non-toxic');
        const animals = { 'toxic-both': 'cats and dogs', 'toxic-cats': 'cats', 'toxic-dogs': 'dogs' }[
          petSafety
        ];
        expect(text, slug).toContain(`toxic to ${animals}`);
      }
    }
  });
});
