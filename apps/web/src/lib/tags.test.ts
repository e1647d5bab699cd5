import { describe, expect, test } from 'vitest';
import { orderedTags } from './tags.ts';

describe('orderedTags', () => {
  test('size, light, type, then the toxicity warning, then anything else by name', () => {
    const names = [
      'Poisonous/toxic',
      'Rare',
      'Easy-care',
      'Low/Artificial',
      'Medium',
      'Air-purifying',
      'Gift',
    ];
    expect(orderedTags(names.map((tagName) => ({ tagName }))).map((tag) => tag.tagName)).toEqual([
      'Medium',
      'Low/Artificial',
      'Air-purifying',
      'Easy-care',
      'Poisonous/toxic',
      'Gift',
      'Rare',
    ]);
  });
});
