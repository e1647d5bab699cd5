// How a search understands the shop's words (decision 027): "pet friendly", "cat safe", "low light",
// "beginner" or "air purifying" mean what the care profiles and tags say; other words are looked for in
// names and tags, forgiving a typo or two in a plant's name.
import {
  AIR_PURIFYING_TAG,
  type Filterable,
  isSafeFor,
  matchesAnyTag,
  matchesCareLevel,
  matchesLight,
  matchesSize,
} from './catalog-filters.ts';

/** Something a plant must be for a search to find it. */
export type Need = (product: Filterable) => boolean;

/** A search, understood: what a plant must be, and the other words its name or tags must hold. */
export interface SearchPlan {
  needs: Need[];
  words: string[];
}

/** The shop's words for each need, as shoppers write them. */
const SHOP_WORDS: readonly [Need, readonly string[]][] = [
  [
    (p) => isSafeFor(p, 'cats and dogs'),
    ['pet friendly', 'pet safe', 'pets', 'safe for pets', 'non toxic', 'nontoxic', 'not toxic', 'non poisonous', 'animal safe', 'animal friendly'],
  ],
  [(p) => isSafeFor(p, 'cats'), ['cat safe', 'cat friendly', 'safe for cats', 'cat', 'cats', 'kitten', 'kittens']],
  [(p) => isSafeFor(p, 'dogs'), ['dog safe', 'dog friendly', 'safe for dogs', 'dog', 'dogs', 'puppy', 'puppies']],
  [
    (p) => matchesLight(p, ['low']),
    ['low light', 'low lighting', 'little light', 'dim', 'dark', 'shade', 'shady', 'north facing', 'artificial light', 'office'],
  ],
  [(p) => matchesLight(p, ['bright']), ['bright', 'bright light', 'bright indirect', 'indirect', 'indirect light', 'filtered light']],
  [(p) => matchesLight(p, ['direct']), ['sun', 'sunny', 'full sun', 'direct sun', 'direct light', 'south facing']],
  [
    (p) => matchesCareLevel(p, ['easy']),
    ['easy', 'easy care', 'easy to care for', 'beginner', 'beginners', 'low maintenance', 'hard to kill', 'unkillable', 'no green thumb'],
  ],
  [(p) => matchesCareLevel(p, ['moderate']), ['moderate', 'intermediate']],
  [(p) => matchesCareLevel(p, ['expert']), ['expert', 'experts', 'advanced', 'challenging', 'difficult']],
  [
    (p) => matchesAnyTag(p, [AIR_PURIFYING_TAG]),
    ['air purifying', 'air purifier', 'air purifiers', 'purifying', 'clean air', 'air cleaning', 'purify air'],
  ],
  [(p) => matchesSize(p, ['small']), ['small', 'tiny', 'mini', 'little', 'compact', 'desk', 'tabletop']],
  [(p) => matchesSize(p, ['medium']), ['medium', 'mid size', 'midsize']],
  [(p) => matchesSize(p, ['large']), ['large', 'big', 'tall', 'huge', 'floor']],
];

/** Words that say nothing about which plant, dropped when a search has others ("plants for my office"). */
const FILLER = new Set([
  'a', 'an', 'and', 'any', 'are', 'best', 'for', 'good', 'great', 'i', 'in', 'indoor', 'indoors', 'is', 'it',
  'me', 'my', 'need', 'needs', 'of', 'or', 'plant', 'plants', 'houseplant', 'houseplants', 'some', 'that',
  'the', 'to', 'want', 'which', 'with',
]);

/** The words of a text, in lower case, apostrophes dropped ("Bird's" is "birds"); anything else splits. */
export function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}

type Phrases = Map<string, { words: string[]; need: Need }[]>;
let phrases: Phrases | undefined;

/** Each phrase as words, grouped by its first word, longest first; made on first use (nothing runs on import). */
function phrasesByFirstWord(): Phrases {
  if (phrases) return phrases;
  phrases = new Map();
  for (const [need, list] of SHOP_WORDS) {
    for (const phrase of list) {
      const words = wordsOf(phrase);
      const group = phrases.get(words[0]!) ?? [];
      group.push({ words, need });
      phrases.set(words[0]!, group);
    }
  }
  for (const group of phrases.values()) group.sort((a, b) => b.words.length - a.words.length);
  return phrases;
}

/** The shop's phrases found in a search, longest first from left to right, and the words left over. */
export function planSearch(text: string): SearchPlan {
  const words = wordsOf(text);
  const byFirstWord = phrasesByFirstWord();
  const needs: Need[] = [];
  const left: string[] = [];
  for (let at = 0; at < words.length; ) {
    const phrase = byFirstWord.get(words[at]!)?.find((each) => each.words.every((word, k) => words[at + k] === word));
    if (phrase) {
      if (!needs.includes(phrase.need)) needs.push(phrase.need);
      at += phrase.words.length;
    } else {
      left.push(words[at]!);
      at += 1;
    }
  }
  const meaningful = left.filter((word) => !FILLER.has(word));
  return { needs, words: needs.length > 0 || meaningful.length > 0 ? meaningful : left };
}
