import { describe, expect, test } from 'vitest';
import {
  CatalogueIndex,
  listProducts,
  nextPageOffset,
  nextSimilarOffset,
  previousPageOffset,
  previousSimilarOffset,
} from './catalog.ts';

const p = (id: number, name: string, price: number, ...tags: string[]) => ({ id, name, price, tags: tags.map((tagName) => ({ tagName })) });
const products = [
  p(1, 'snake plant', 20, 'Large', 'Easy-care'),
  p(2, 'Aloe', 12, 'Small', 'Direct sunlight'),
  p(3, 'Boston Fern', 30, 'Medium', 'Pet safe'),
  p(4, 'bird of paradise', 12, 'Large', 'Direct sunlight'),
];
const ids = (query: Parameters<typeof listProducts>[1]) => listProducts(products, query).items.map((x) => x.id);

describe('catalogue rules (docs/product/rules.md#order-statuses)', () => {
  test('sorts by name case-insensitively and by price, ties by name', () => {
    expect(ids({ sort: 'name-asc' })).toEqual([2, 4, 3, 1]);
    expect(ids({ sort: 'name-desc' })).toEqual([1, 3, 4, 2]);
    expect(ids({ sort: 'price-asc' })).toEqual([2, 4, 1, 3]);
    expect(ids({ sort: 'price-desc' })).toEqual([3, 1, 4, 2]);
    expect(ids({ sort: 'cheapest' })).toEqual([1, 2, 3, 4]);
  });

  test('equal names keep id order (reversed for Z-A)', () => {
    const twins = [p(7, 'Ivy', 5), p(3, 'ivy', 5), p(5, 'IVY', 5)];
    expect(listProducts(twins, { sort: 'name-asc' }).items.map((x) => x.id)).toEqual([3, 5, 7]);
    expect(listProducts(twins, { sort: 'name-desc' }).items.map((x) => x.id)).toEqual([7, 5, 3]);
  });

  test('a filter matches any chosen tag; a search the name or a tag', () => {
    expect(ids({ tags: ['Small', 'Pet safe'] })).toEqual([2, 3]);
    expect(ids({ q: 'FERN' })).toEqual([3]);
    expect(ids({ q: '  fern ' })).toEqual([3]);
    expect(listProducts(products, { q: 'sunlight' }).total).toBe(2);
    expect(ids({ tags: [''] })).toEqual([1, 2, 3, 4]);
  });

  test('a page is the slice after search, filter and sort; the total counts every match', () => {
    expect(listProducts(products, { sort: 'price-asc', offset: 1, limit: 2 })).toEqual({ items: [products[3], products[0]], total: 4 });
    expect(listProducts(products, { offset: 40, limit: 12 })).toEqual({ items: [], total: 4 });
  });

  test('an index answers many queries from one preparation', () => {
    const index = new CatalogueIndex(products);
    expect(index.size).toBe(4);
    expect(index.list({ tags: ['Large'], sort: 'name-asc' }).items.map((x) => x.id)).toEqual([4, 1]);
    expect(index.list({ tags: ['Large'], sort: 'name-asc', limit: 1 }).items.map((x) => x.id)).toEqual([4]);
  });

  test('pages by 12 without passing the count, and back not below 0', () => {
    expect(nextPageOffset(0, 30)).toBe(12);
    expect(nextPageOffset(24, 30)).toBe(24);
    expect(nextPageOffset(0, 12)).toBe(0);
    expect(previousPageOffset(12)).toBe(0);
    expect(previousPageOffset(0)).toBe(0);
  });

  test('pages recommendations by 4', () => {
    expect(nextSimilarOffset(0, 10)).toBe(4);
    expect(nextSimilarOffset(4, 10)).toBe(6);
    expect(nextSimilarOffset(0, 3)).toBe(0);
    expect(previousSimilarOffset(2)).toBe(0);
  });
});
