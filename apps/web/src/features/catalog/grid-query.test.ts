import { describe, expect, test } from 'vitest';
import {
  ALL_PLANTS,
  gridHref,
  gridTitle,
  nextPage,
  parseGridQuery,
  previousPage,
  toProductQuery,
  withFilter,
  withSearch,
  withSort,
} from './grid-query.ts';

const parse = (search: string) => parseGridQuery(new URLSearchParams(search));

describe('the grid in the address', () => {
  test('reads a filter, a sort and a page, and writes them back in one order', () => {
    const query = parse('page=2&sort=price-asc&tag=Pet%20safe');
    expect(query).toEqual({ search: null, tag: 'Pet safe', sort: 'price-asc', page: 2 });
    expect(gridHref(query)).toBe('/products?tag=Pet%20safe&sort=price-asc&page=2');
    expect(gridHref(ALL_PLANTS)).toBe('/products');
  });

  test('drops what it cannot use: an unknown sort, a bad page, a filter beside a search', () => {
    expect(parse('sort=cheapest&page=-3')).toEqual(ALL_PLANTS);
    expect(parse('page=1.5').page).toBe(1);
    expect(parse('page=abc').page).toBe(1);
    expect(parse('search=fern&tag=Small')).toEqual({ search: 'fern', tag: '', sort: '', page: 1 });
  });

  test('asks the paged API for 12 from the page offset', () => {
    expect(toProductQuery(parse('tag=Small&sort=name-desc&page=3'))).toEqual({ tag: 'Small', sort: 'name-desc', offset: 24, limit: 12 });
    expect(toProductQuery(parse('search=%20ivy'))).toEqual({ q: ' ivy', offset: 0, limit: 12 });
    expect(toProductQuery(parse('search='))).toEqual({ offset: 0, limit: 12 });
  });

  test('choosing a filter goes back to the first page, sets that single tag and ends the search', () => {
    const searching = parse('search=fern&page=3');
    expect(withFilter(searching, 'Pet safe')).toEqual({ search: null, tag: 'Pet safe', sort: '', page: 1 });
    expect(withFilter(parse('tag=Small'), '')).toEqual(ALL_PLANTS);
  });

  test('setting a search clears the filter; a new sort starts from the first page', () => {
    expect(withSearch(parse('tag=Large&page=2'), 'ivy')).toEqual({ search: 'ivy', tag: '', sort: '', page: 1 });
    expect(withSort(parse('tag=Large&page=2'), 'price-desc')).toEqual({ search: null, tag: 'Large', sort: 'price-desc', page: 1 });
    expect(withSort(parse('sort=price-desc'), 'cheapest').sort).toBe('');
  });

  test("'next' moves forward by 12 unless that passes the count, 'previous' back not below the first", () => {
    expect(nextPage(ALL_PLANTS, 30).page).toBe(2);
    expect(nextPage(parse('page=2'), 30).page).toBe(3);
    expect(nextPage(parse('page=3'), 30).page).toBe(3);
    expect(nextPage(ALL_PLANTS, 12).page).toBe(1);
    expect(previousPage(parse('page=2')).page).toBe(1);
    expect(previousPage(ALL_PLANTS).page).toBe(1);
  });

  test('titles every page differently', () => {
    expect(gridTitle(ALL_PLANTS)).toBe('Shop all plants');
    expect(gridTitle(parse('page=2'))).toBe('Shop all plants, page 2');
    expect(gridTitle(parse('tag=Pet%20safe'))).toBe('Pet safe plants');
    expect(gridTitle(parse('search=%20fern%20'))).toBe('Search: fern');
  });
});
