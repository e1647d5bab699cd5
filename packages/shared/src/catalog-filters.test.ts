import { describe, expect, test } from 'vitest';
import type { Difficulty, PetSafety } from './care-labels.ts';
import { filterLabels, filterOfTag, hasFilters, isSafeFor, matchesFilters } from './catalog-filters.ts';

const plant = (tags: string[], care?: { petSafety: PetSafety; difficulty: Difficulty }) => ({
  tags: tags.map((tagName) => ({ tagName })),
  care: care ?? null,
});

describe('filters', () => {
  const fern = plant(['Small', 'Low/Artificial', 'Pet safe', 'Easy-care'], { petSafety: 'safe', difficulty: 'easy' });
  const lily = plant(['Medium', 'Low/Artificial', 'Poisonous/toxic', 'Air-purifying'], { petSafety: 'toxic-cats', difficulty: 'moderate' });
  const cactus = plant(['Small', 'Direct sunlight', 'Pet safe']);

  test('a plant matches every group with a choice (AND), and any choice within one (OR)', () => {
    expect(matchesFilters(fern, { size: ['small'], light: ['low'], pets: ['safe'] })).toBe(true);
    expect(matchesFilters(cactus, { size: ['small'], light: ['low'], pets: ['safe'] })).toBe(false);
    expect(matchesFilters(cactus, { size: ['small'], light: ['low', 'direct'] })).toBe(true);
    expect(matchesFilters(lily, { size: ['small', 'large'] })).toBe(false);
    expect(matchesFilters(lily, {})).toBe(true);
    expect(matchesFilters(lily, { size: [], tag: [] })).toBe(true);
  });

  test('pet safety comes from the care profile, else from the Pet safe tag', () => {
    expect(isSafeFor(lily, 'dogs')).toBe(true);
    expect(isSafeFor(lily, 'cats')).toBe(false);
    expect(isSafeFor(lily, 'cats and dogs')).toBe(false);
    expect(matchesFilters(lily, { pets: ['safe'] })).toBe(false);
    expect(isSafeFor(cactus, 'cats')).toBe(true);
    expect(isSafeFor(plant(['Small']), 'dogs')).toBe(false);
  });

  test('the care level comes from the profile; without one, Easy-care says easy and nothing says harder', () => {
    expect(matchesFilters(lily, { care: ['moderate'] })).toBe(true);
    expect(matchesFilters(lily, { care: ['easy', 'expert'] })).toBe(false);
    expect(matchesFilters(plant(['Easy-care']), { care: ['easy'] })).toBe(true);
    expect(matchesFilters(plant([]), { care: ['moderate', 'expert'] })).toBe(false);
  });

  test('other tags match as docs/product filters do: any of them', () => {
    expect(matchesFilters(lily, { tag: ['Air-purifying', 'Nope'] })).toBe(true);
    expect(matchesFilters(fern, { tag: ['Air-purifying'] })).toBe(false);
  });

  test('labels follow the menu order; a tag name names its group', () => {
    expect(filterLabels({ pets: ['safe'], size: ['small', 'large'], care: ['moderate'], tag: ['Air-purifying'] })).toEqual([
      'Small', 'Large', 'Pet safe', 'Moderate care', 'Air-purifying',
    ]);
    expect(filterOfTag('Pet safe')).toEqual({ key: 'pets', value: 'safe' });
    expect(filterOfTag('Partial/Bright indirect')).toEqual({ key: 'light', value: 'bright' });
    expect(filterOfTag('Easy-care')).toEqual({ key: 'care', value: 'easy' });
    expect(filterOfTag('Air-purifying')).toBeUndefined();
    expect(hasFilters({ size: [] })).toBe(false);
    expect(hasFilters({ tag: ['Air-purifying'] })).toBe(true);
  });
});
