import { describe, expect, test } from 'vitest';
import { typosAllowed, withinEdits } from './edit-distance.ts';

describe('withinEdits', () => {
  test('counts a letter added, removed, changed, or two neighbours swapped as one edit', () => {
    expect(withinEdits('monstra', 'monstera', 1)).toBe(true);
    expect(withinEdits('monsteera', 'monstera', 1)).toBe(true);
    expect(withinEdits('monstora', 'monstera', 1)).toBe(true);
    expect(withinEdits('mosntera', 'monstera', 1)).toBe(true);
    expect(withinEdits('fern', 'fern', 0)).toBe(true);
  });

  test('refuses more edits than allowed', () => {
    expect(withinEdits('monstra', 'monstera', 0)).toBe(false);
    expect(withinEdits('mnstra', 'monstera', 1)).toBe(false);
    expect(withinEdits('mnstra', 'monstera', 2)).toBe(true);
    expect(withinEdits('fern', 'corn', 1)).toBe(false);
    expect(withinEdits('philodendorn', 'philodendron', 1)).toBe(true);
    expect(withinEdits('ab', 'abcdef', 3)).toBe(false);
  });
});

describe('typosAllowed', () => {
  test('none up to 3 letters, one up to 5, two from 6, none in a number', () => {
    expect(['ivy', 'fern', 'cacti', 'monstra', '1234', 'x1y2z'].map(typosAllowed)).toEqual([0, 1, 1, 2, 0, 0]);
  });
});
