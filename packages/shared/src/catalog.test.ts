import { describe, expect, test } from 'vitest';
import {
  listProducts,
  nextPageOffset,
  nextSimilarOffset,
  previousPageOffset,
  previousSimilarOffset,
  similarProducts,
  sortProducts,
} from './catalog.ts';

const p = (id: number, name: string, price: number, ...tags: string[]) => ({ id, name, price, tags: tags.map((tagName) => ({ tagName })) });
const products = [
  p(1, 'snake plant', 20, 'Large', 'Easy-care'),
  p(2, 'Aloe', 12, 'Small', 'Direct sunlight'),
  p(3, 'Boston Fern', 30, 'Medium', 'Pet safe'),
  p(4, 'bird of paradise', 12, 'Large', 'Direct sunlight'),
];

describe('catalogue rules (SPEC section 4)', () => {
  test('sorts by name case-insensitively and by price, ties by name', () => {
    expect(sortProducts(products, 'name-asc').map((x) => x.id)).toEqual([2, 4, 3, 1]);
    expect(sortProducts(products, 'name-desc').map((x) => x.id)).toEqual([1, 3, 4, 2]);
    expect(sortProducts(products, 'price-asc').map((x) => x.id)).toEqual([2, 4, 1, 3]);
    expect(sortProducts(products, 'price-desc').map((x) => x.id)).toEqual([3, 1, 4, 2]);
    expect(sortProducts(products, 'cheapest').map((x) => x.id)).toEqual([1, 2, 3, 4]);
  });

  test('a filter matches any chosen tag; a search the name or a tag', () => {
    expect(listProducts(products, { tags: ['Small', 'Pet safe'] }).items.map((x) => x.id)).toEqual([2, 3]);
    expect(listProducts(products, { q: 'FERN' }).items.map((x) => x.id)).toEqual([3]);
    expect(listProducts(products, { q: 'sunlight' }).total).toBe(2);
  });

  test('pages by 12 without passing the count, and back not below 0', () => {
    expect(nextPageOffset(0, 30)).toBe(12);
    expect(nextPageOffset(24, 30)).toBe(24);
    expect(nextPageOffset(0, 12)).toBe(0);
    expect(previousPageOffset(12)).toBe(0);
    expect(previousPageOffset(0)).toBe(0);
  });

  test('recommends products sharing a tag, pages them by 4', () => {
    expect(similarProducts(products[1]!, products).map((x) => x.id)).toEqual([4]);
    expect(nextSimilarOffset(0, 10)).toBe(4);
    expect(nextSimilarOffset(4, 10)).toBe(6);
    expect(nextSimilarOffset(0, 3)).toBe(0);
    expect(previousSimilarOffset(2)).toBe(0);
  });
});
