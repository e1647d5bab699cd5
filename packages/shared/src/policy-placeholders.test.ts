import { describe, expect, test } from 'vitest';
import { hourText, placeholderProblem, shipDaysText, unknownPlaceholders } from './policy-placeholders.ts';

describe('the policy pages’ placeholders', () => {
  test('ship days read as a sentence says them, the week starting on Monday', () => {
    expect(shipDaysText([1, 2, 3])).toBe('Monday to Wednesday');
    expect(shipDaysText([5, 1, 3])).toBe('Monday, Wednesday and Friday');
    expect(shipDaysText([2, 4])).toBe('Tuesday and Thursday');
    expect(shipDaysText([6, 0, 5])).toBe('Friday to Sunday');
    expect(shipDaysText([2])).toBe('Tuesday');
    expect(shipDaysText([0, 1, 2, 3, 4, 5, 6])).toBe('every day');
  });

  test('an hour reads as the clock says it', () => {
    expect([0, 9, 12, 15, 24].map(hourText)).toEqual(['midnight', '9 am', 'noon', '3 pm', 'midnight']);
  });

  test('names the shop does not fill are found whatever their spacing, each once', () => {
    expect(unknownPlaceholders('{{ Ship  Days }} {{refund days}} {{refund days}} {{}}')).toEqual(['{{refund days}}', '{{}}']);
    expect(placeholderProblem('All {{shop name}}, {{ claim window days }}.')).toBeNull();
    expect(placeholderProblem('{{x}}')).toMatch(/^\{\{x\}\} is not a placeholder the shop fills in\. Use \{\{shop name\}\}/);
  });
});
