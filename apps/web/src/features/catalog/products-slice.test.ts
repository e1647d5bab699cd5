import { describe, expect, test } from 'vitest';
import {
  clearSearch,
  fetchProducts,
  initialProductsState,
  nextProductPage,
  nextSimilarPage,
  previousProductPage,
  previousSimilarPage,
  productsReducer,
  resetProducts,
  setFilter,
  setSearch,
} from './products-slice.ts';

const searching = { ...initialProductsState, useSearch: true, searchBy: 'fern', productPage: 24 };

describe('products slice', () => {
  test('choosing a filter resets the page, sets that single tag and ends the search', () => {
    const state = productsReducer(searching, setFilter('Pet safe'));
    expect(state).toMatchObject({ productPage: 0, filterBy: ['Pet safe'], useSearch: false, searchBy: '' });
  });

  test('an empty filter value clears the filter', () => {
    const state = productsReducer({ ...initialProductsState, filterBy: ['Small'] }, setFilter(''));
    expect(state.filterBy).toEqual([]);
  });

  test('setting a search turns search on and clears the filters', () => {
    const state = productsReducer({ ...initialProductsState, filterBy: ['Large'] }, setSearch('ivy'));
    expect(state).toMatchObject({ useSearch: true, searchBy: 'ivy', filterBy: [] });
  });

  test("'next' moves forward by 12 unless that passes the filtered count", () => {
    let state = productsReducer(initialProductsState, nextProductPage(30));
    expect(state.productPage).toBe(12);
    state = productsReducer(state, nextProductPage(30));
    expect(state.productPage).toBe(24);
    state = productsReducer(state, nextProductPage(30));
    expect(state.productPage).toBe(24);
  });

  test("'previous' moves back by 12, not below 0", () => {
    let state = productsReducer({ ...initialProductsState, productPage: 12 }, previousProductPage());
    expect(state.productPage).toBe(0);
    state = productsReducer(state, previousProductPage());
    expect(state.productPage).toBe(0);
  });

  test('similar paging moves by 4, capped at total minus 4, not below 0', () => {
    let state = productsReducer(initialProductsState, nextSimilarPage(10));
    expect(state.similarPage).toBe(4);
    state = productsReducer(state, nextSimilarPage(10));
    expect(state.similarPage).toBe(6);
    state = productsReducer(state, previousSimilarPage());
    expect(state.similarPage).toBe(2);
    state = productsReducer(state, previousSimilarPage());
    expect(state.similarPage).toBe(0);
  });

  test('reset clears status and error and sets the similar page to 0', () => {
    const state = productsReducer(
      { ...initialProductsState, status: 'failed', error: 'x', similarPage: 8 },
      resetProducts(),
    );
    expect(state).toMatchObject({ status: '', error: '', similarPage: 0 });
  });

  test('fetching goes loading -> success with the list, or failed with the message', () => {
    const loading = productsReducer(initialProductsState, { type: fetchProducts.pending.type });
    expect(loading).toMatchObject({ status: 'loading', loading: true });
    const product = {
      id: 1,
      name: 'Fern',
      price: 10,
      qty: 1,
      description: '',
      shortDescription: '',
      imageURL: '',
      tags: [],
    };
    const done = productsReducer(loading, { type: fetchProducts.fulfilled.type, payload: [product] });
    expect(done).toMatchObject({ status: 'success', loading: false, products: [product] });
    const failed = productsReducer(loading, {
      type: fetchProducts.rejected.type,
      payload: 'Server down',
      error: {},
    });
    expect(failed).toMatchObject({ status: 'failed', error: 'Server down', loading: false });
  });
});

describe('ending a search', () => {
  test('turns search off and clears the text, once', () => {
    const state = productsReducer(searching, clearSearch());
    expect(state).toMatchObject({ useSearch: false, searchBy: '', productPage: 0 });
    const filtered = { ...initialProductsState, filterBy: ['Small'], productPage: 12 };
    expect(productsReducer(filtered, clearSearch())).toBe(filtered);
  });
});
