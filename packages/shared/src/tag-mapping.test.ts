import { describe, expect, test } from 'vitest';
import { defaultTarget, tagMapping } from './tag-mapping.ts';
import { tagLabel } from './tags.ts';

describe("what a Shopify shop's care words become (docs/decisions/061)", () => {
  test('tags, spelling aside, land on the filters they mean', () => {
    const of = (tag: string) => defaultTarget({ kind: 'tag', tag });
    expect(['pet-friendly', 'Pet Friendly', 'pet_safe', 'non-toxic'].map(of)).toEqual(['Pet safe', 'Pet safe', 'Pet safe', 'Pet safe']);
    expect(['not-pet-safe', 'toxic-to-pets', 'Toxic'].map(of)).toEqual(['Poisonous/toxic', 'Poisonous/toxic', 'Poisonous/toxic']);
    expect(['low-light', 'bright-indirect', 'bright-light', 'full sun'].map(of)).toEqual([
      'Low/Artificial',
      'Partial/Bright indirect',
      'Direct sunlight',
      'Direct sunlight',
    ]);
    expect(['easy-care', 'beginner', 'small', 'Large'].map(of)).toEqual(['Easy-care', 'Easy-care', 'Small', 'Large']);
    expect(['gift-idea', 'statement', 'pet'].map(of)).toEqual([null, null, null]);
  });

  test("a pet-safety metafield's yes or no, and a light metafield's words", () => {
    const of = (key: string, value: string) => defaultTarget({ kind: 'metafield', key, value });
    expect([of('pet_safe', 'true'), of('pet_friendly', 'Yes'), of('pet_safe', 'false'), of('pet_safe', 'no')]).toEqual([
      'Pet safe',
      'Pet safe',
      'Poisonous/toxic',
      'Poisonous/toxic',
    ]);
    expect([of('light', 'Low'), of('light', 'Bright indirect'), of('light', 'Direct sun'), of('light', 'moonlight')]).toEqual([
      'Low/Artificial',
      'Partial/Bright indirect',
      'Direct sunlight',
      null,
    ]);
    // A yes means nothing on a metafield that is not about pets.
    expect(of('light', 'yes')).toBeNull();
  });

  test("the owner's mapping takes only the shop's targets, or nothing", () => {
    expect(tagMapping.safeParse({ 'pet-friendly': 'Pet safe', 'gift-idea': null }).success).toBe(true);
    const refused = tagMapping.safeParse({ 'pet-friendly': 'Very safe' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toMatch(/^Map a tag to one of: Pet safe, Poisonous\/toxic/);
  });
});

describe('a tag as a shopper reads it', () => {
  test("an imported slug reads as words; the shop's and the owner's spellings stay", () => {
    expect(['gift-idea', 'air_purifying', 'statement', 'Staff Pick', 'Easy-care', 'Low/Artificial', 'pet--x'].map(tagLabel)).toEqual([
      'Gift idea',
      'Air purifying',
      'Statement',
      'Staff Pick',
      'Easy-care',
      'Low/Artificial',
      'pet--x',
    ]);
  });
});
