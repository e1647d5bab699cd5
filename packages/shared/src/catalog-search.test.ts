import { describe, expect, test } from 'vitest';
import type { Difficulty, PetSafety } from './care-labels.ts';
import { listProducts } from './catalog.ts';
import { planSearch, wordsOf } from './catalog-search.ts';

const plant = (id: number, name: string, tags: string[], care?: { petSafety: PetSafety; difficulty: Difficulty }) => ({
  id,
  name,
  price: id,
  tags: tags.map((tagName) => ({ tagName })),
  care: care ?? null,
});
const shop = [
  plant(1, 'Monstera Deliciosa', ['Large', 'Partial/Bright indirect', 'Easy-care', 'Poisonous/toxic'], { petSafety: 'toxic-both', difficulty: 'easy' }),
  plant(2, 'Boston Fern', ['Medium', 'Partial/Bright indirect', 'Pet safe'], { petSafety: 'safe', difficulty: 'moderate' }),
  plant(3, "Bird's Nest Fern", ['Small', 'Low/Artificial', 'Pet safe', 'Easy-care'], { petSafety: 'safe', difficulty: 'easy' }),
  plant(4, 'Golden Pothos', ['Medium', 'Low/Artificial', 'Easy-care', 'Air-purifying', 'Poisonous/toxic'], { petSafety: 'toxic-both', difficulty: 'easy' }),
  plant(5, 'Easter Lily', ['Medium', 'Direct sunlight', 'Poisonous/toxic'], { petSafety: 'toxic-cats', difficulty: 'moderate' }),
  plant(6, 'Venus Fly Trap', ['Small', 'Direct sunlight', 'Pet safe'], { petSafety: 'safe', difficulty: 'expert' }),
  plant(7, 'Parlor Palm', ['Medium', 'Low/Artificial', 'Pet safe', 'Air-purifying']),
  plant(8, 'Corn Plant', ['Large', 'Low/Artificial', 'Poisonous/toxic']),
];
const found = (q: string) => listProducts(shop, { q }).items.map((p) => p.id);

describe('understanding a search', () => {
  test('finds the shop phrases, longest first, and keeps the other words', () => {
    // 'low light' and 'office' say the same: one need.
    const plan = planSearch('Pet-friendly ferns for a low light office');
    expect(plan.needs).toHaveLength(2);
    expect(plan.words).toEqual(['ferns']);
    expect(planSearch('cat safe').needs).toHaveLength(1);
    expect(planSearch('monstra').words).toEqual(['monstra']);
    expect(wordsOf("Bird's Nest FERN")).toEqual(['birds', 'nest', 'fern']);
  });

  test('pet words mean the care profile (the tag without one); cat and dog safe differ where the profile does', () => {
    expect(found('pet friendly')).toEqual([2, 3, 6, 7]);
    expect(found('non-toxic')).toEqual([2, 3, 6, 7]);
    expect(found('dog safe')).toEqual([2, 3, 5, 6, 7]);
    expect(found('cat safe')).toEqual([2, 3, 6, 7]);
  });

  test('light, care and air words mean the tags and profiles', () => {
    expect(found('low light')).toEqual([3, 4, 7, 8]);
    expect(found('bright')).toEqual([1, 2]);
    expect(found('beginner')).toEqual([1, 3, 4]);
    expect(found('easy')).toEqual([1, 3, 4]);
    expect(found('air purifying')).toEqual([4, 7]);
    expect(found('AIR-PURIFYING')).toEqual([4, 7]);
  });

  test('words combine: every need and every word must hold', () => {
    expect(found('pet safe fern')).toEqual([2, 3]);
    expect(found('small pet friendly plants for low light')).toEqual([3]);
    expect(found('easy fern')).toEqual([3]);
    expect(found('fern cactus')).toEqual([]);
  });

  test('forgives one typo in a short word of a name and two in a long one', () => {
    expect(found('monstra')).toEqual([1]);
    expect(found('monsteraa delicosa')).toEqual([1]);
    expect(found('pothso')).toEqual([4]);
    expect(found('fren')).toEqual([2, 3]);
    expect(found('birds nest')).toEqual([3]);
  });

  test('stays quiet: a word found as written means only that, and short words need no typo', () => {
    expect(found('fern')).toEqual([2, 3]);
    expect(found('corn')).toEqual([8]);
    expect(found('palm')).toEqual([7]);
    expect(found('lily')).toEqual([5]);
    expect(found('ivy')).toEqual([]);
    expect(found('xylophone')).toEqual([]);
    expect(found('the')).toEqual([]);
  });
});
