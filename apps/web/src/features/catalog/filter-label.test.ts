import { describe, expect, test } from 'vitest';
import { filterLabel } from './filter-label.ts';

describe("the 'Filter By:' label", () => {
  test("says 'Search Term' while a search is active", () => {
    expect(filterLabel({ useSearch: true, searchBy: 'fern', filterBy: [] })).toBe('Search Term');
  });

  test('joins the chosen filter names with commas', () => {
    expect(filterLabel({ useSearch: false, searchBy: '', filterBy: ['Small', 'Pet safe'] })).toBe(
      'Small, Pet safe',
    );
  });

  test("says 'All' with neither", () => {
    expect(filterLabel({ useSearch: false, searchBy: '', filterBy: [] })).toBe('All');
    expect(filterLabel({ useSearch: true, searchBy: '  ', filterBy: [] })).toBe('All');
  });
});
