import { describe, expect, test } from 'vitest';
import {
  ALL_PLANTS,
  chosenLabels,
  gridHeading,
  gridHref,
  gridTitle,
  nextPage,
  parseGridQuery,
  previousPage,
  toProductQuery,
  withFilterToggled,
  withoutFilters,
  withSearch,
  withSort,
} from './grid-query.ts';

const parse = (search: string) => parseGridQuery(new URLSearchParams(search));

describe('the grid in the address', () => {
  test('reads filters, a sort and a page, and writes them back in one order', () => {
    const query = parse('page=2&sort=price-asc&pets=safe&light=low&size=medium&size=small');
    expect(query).toEqual({ search: null, filters: { size: ['small', 'medium'], light: ['low'], pets: ['safe'] }, sort: 'price-asc', page: 2 });
    expect(gridHref(query)).toBe('/products?size=small&size=medium&light=low&pets=safe&sort=price-asc&page=2');
    expect(gridHref(ALL_PLANTS)).toBe('/products');
  });

  test('reads an address made before the groups: a tag is the choice it stands for; other tags stay tags', () => {
    expect(parse('tag=Pet%20safe').filters).toEqual({ pets: ['safe'] });
    expect(parse('tag=Small&tag=Easy-care&tag=Air-purifying').filters).toEqual({ size: ['small'], care: ['easy'], tag: ['Air-purifying'] });
    expect(gridHref(parse('tag=Low%2FArtificial&sort=name-asc'))).toBe('/products?light=low&sort=name-asc');
  });

  test('drops what it cannot use: an unknown sort or filter, a bad page, a filter beside a search', () => {
    expect(parse('sort=cheapest&page=-3&size=huge&pets=cats')).toEqual(ALL_PLANTS);
    expect(parse('page=1.5').page).toBe(1);
    expect(parse('page=abc').page).toBe(1);
    expect(parse('size=small&size=small').filters).toEqual({ size: ['small'] });
    expect(parse('search=fern&tag=Small&size=large')).toEqual({ search: 'fern', filters: {}, sort: '', page: 1 });
  });

  test('asks the paged API for 12 from the page offset, with every group', () => {
    expect(toProductQuery(parse('size=small&light=low&light=bright&pets=safe&care=easy&tag=Air-purifying&sort=name-desc&page=3'))).toEqual({
      size: ['small'], light: ['low', 'bright'], pets: ['safe'], care: ['easy'], tag: ['Air-purifying'], sort: 'name-desc', offset: 24, limit: 12,
    });
    expect(toProductQuery(parse('search=%20ivy'))).toEqual({ q: ' ivy', offset: 0, limit: 12 });
    expect(toProductQuery(parse('search='))).toEqual({ offset: 0, limit: 12 });
  });

  test('ticking a filter adds it to its group and goes back to the first page; ticking it again removes it', () => {
    const small = withFilterToggled(parse('page=3&sort=price-asc'), 'size', 'small');
    expect(small).toEqual({ search: null, filters: { size: ['small'] }, sort: 'price-asc', page: 1 });
    const both = withFilterToggled(withFilterToggled(small, 'size', 'large'), 'pets', 'safe');
    expect(both.filters).toEqual({ size: ['small', 'large'], pets: ['safe'] });
    expect(withFilterToggled(both, 'size', 'small').filters).toEqual({ size: ['large'], pets: ['safe'] });
    expect(withFilterToggled(parse('size=small'), 'size', 'small').filters).toEqual({});
  });

  test('a filter ends the search; ALL clears every filter; a search clears them too', () => {
    expect(withFilterToggled(parse('search=fern&page=3'), 'pets', 'safe')).toEqual({ search: null, filters: { pets: ['safe'] }, sort: '', page: 1 });
    expect(withoutFilters(parse('size=small&pets=safe&page=2'))).toEqual(ALL_PLANTS);
    expect(withSearch(parse('size=large&page=2'), 'ivy')).toEqual({ search: 'ivy', filters: {}, sort: '', page: 1 });
    expect(withSort(parse('size=large&page=2'), 'price-desc')).toEqual({ search: null, filters: { size: ['large'] }, sort: 'price-desc', page: 1 });
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

  test('names the chosen filters, and titles every page differently', () => {
    expect(chosenLabels(parse('pets=safe&size=small&light=low'))).toEqual(['Small', 'Low/Artificial', 'Pet safe']);
    expect(gridHeading(parse('pets=safe&size=small'))).toBe('Small, Pet safe');
    expect(gridHeading(ALL_PLANTS)).toBe('All plants');
    expect(gridHeading(parse('search=%20fern'))).toBe('Results for “fern”');
    expect(gridTitle(ALL_PLANTS)).toBe('Shop all plants');
    expect(gridTitle(parse('page=2'))).toBe('Shop all plants, page 2');
    expect(gridTitle(parse('tag=Pet%20safe'))).toBe('Pet safe plants');
    expect(gridTitle(parse('size=small&care=moderate&page=2'))).toBe('Small, Moderate care plants, page 2');
    expect(gridTitle(parse('search=%20fern%20'))).toBe('Search: fern');
  });
});
