import type { Product } from '@shop/shared/products';
import type { CatalogueSource } from '@shop/shared/storefront';
import { configureStore } from '@reduxjs/toolkit';
import { STOREFRONT_DEFAULTS } from '@shop/shared/storefront-content';
import { describe, expect, test } from 'vitest';
import { parseGridQuery } from './grid-query.ts';
import {
  catalogueChanged,
  landingChanged,
  fetchProduct,
  fetchProductPage,
  fetchSimilar,
  gridShown,
  initialProductsState,
  nextSimilarPage,
  previousSimilarPage,
  productsReducer,
  resetProducts,
} from './products-slice.ts';
import { onePlant } from '../../lib/plant.test-support.ts';

function storeWith(catalogue: CatalogueSource) {
  return configureStore({
    reducer: { products: productsReducer },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: { catalogue } } }),
  });
}

const plant = (id: number, ...tags: string[]): Product => onePlant({
  id,
  name: `Plant ${id}`,
  price: 10,
  qty: 1,
  description: '',
  shortDescription: '',
  imageURL: '',
  tags: tags.map((tagName, index) => ({ id: index, tagName })),
  maxPerOrder: 20,
  care: null,
});

describe('products slice', () => {
  test("the address's filter, search, sort and page become docs/product's state fields", () => {
    const state = productsReducer(initialProductsState, gridShown(parseGridQuery(new URLSearchParams('pets=safe&size=small&sort=price-asc&page=3'))));
    expect(state).toMatchObject({ filterBy: ['Small', 'Pet safe'], useSearch: false, searchBy: '', sortBy: 'price-asc', productPage: 24 });
    const searching = productsReducer(state, gridShown(parseGridQuery(new URLSearchParams('search=ivy'))));
    expect(searching).toMatchObject({ filterBy: [], useSearch: true, searchBy: 'ivy', sortBy: '', productPage: 0 });
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

  test('a page goes loading -> success with its products, total and address, or failed with the message', async () => {
    const page = { items: [plant(1)], total: 13 };
    const ok = storeWith({ page: async () => page, product: async () => null });
    const query = parseGridQuery(new URLSearchParams('page=2'));
    const pending = ok.dispatch(fetchProductPage(query));
    expect(ok.getState().products).toMatchObject({ status: 'loading', loading: true });
    await pending;
    expect(ok.getState().products).toMatchObject({ status: 'success', loading: false, products: page.items, total: 13, pageKey: '/products?page=2' });

    const down = storeWith({ page: async () => Promise.reject(new Error('Server down')), product: async () => null });
    await down.dispatch(fetchProductPage(query));
    expect(down.getState().products).toMatchObject({ status: 'failed', error: 'Server down', loading: false, pageKey: null });
  });

  test('a page that answers after a later one is not shown', async () => {
    const answers: ((page: { items: Product[]; total: number }) => void)[] = [];
    const catalogue: CatalogueSource = { page: () => new Promise((resolve) => answers.push(resolve)), product: async () => null };
    const store = storeWith(catalogue);
    const first = store.dispatch(fetchProductPage(parseGridQuery(new URLSearchParams('size=small'))));
    const second = store.dispatch(fetchProductPage(parseGridQuery(new URLSearchParams('size=large'))));
    answers[1]!({ items: [plant(2)], total: 1 });
    await second;
    answers[0]!({ items: [plant(1)], total: 1 });
    await first;
    expect(store.getState().products).toMatchObject({ pageKey: '/products?size=large', products: [plant(2)] });
  });

  test('the landing page is kept until a change here asks for it again', () => {
    const store = storeWith({ page: async () => ({ items: [], total: 0 }), product: async () => null });
    const landing = { ...STOREFRONT_DEFAULTS, heroImage: '/images/landing.jpg', featured: [plant(2)] };
    store.dispatch(landingChanged(landing));
    expect(store.getState().products.landing).toEqual(landing);
    store.dispatch(catalogueChanged());
    expect(store.getState().products.landing).toBeNull();
  });

  test('an unknown product fails with "Product not found"', async () => {
    const store = storeWith({ page: async () => ({ items: [], total: 0 }), product: async () => null });
    await store.dispatch(fetchProduct(5));
    expect(store.getState().products).toMatchObject({ status: 'failed', error: 'Product not found', singleProduct: null });
  });

  test('a product the catalogue lacks is remembered as missing; one that failed to load is not', async () => {
    const missing = storeWith({ page: async () => ({ items: [], total: 0 }), product: async () => null });
    await missing.dispatch(fetchProduct(5));
    expect(missing.getState().products.notFound).toBe(5);
    expect(productsReducer(missing.getState().products, catalogueChanged()).notFound).toBeNull();

    const down = storeWith({ page: async () => ({ items: [], total: 0 }), product: async () => Promise.reject(new Error('Server down')) });
    await down.dispatch(fetchProduct(5));
    expect(down.getState().products).toMatchObject({ status: 'failed', notFound: null });
  });

  test('recommendations share a tag and leave the product itself out', async () => {
    const asked: unknown[] = [];
    const catalogue: CatalogueSource = {
      page: async (query) => {
        asked.push(query);
        return { items: [plant(1, 'Small'), plant(2, 'Small'), plant(3, 'Pet safe')], total: 3 };
      },
      product: async () => null,
    };
    const store = storeWith(catalogue);
    await store.dispatch(fetchSimilar(plant(1, 'Small', 'Pet safe')));
    expect(asked).toEqual([{ tag: ['Small', 'Pet safe'], limit: 13 }]);
    expect(store.getState().products).toMatchObject({ similarFor: 1, similar: [plant(2, 'Small'), plant(3, 'Pet safe')] });
    await store.dispatch(fetchSimilar(plant(9)));
    expect(asked).toHaveLength(1);
    expect(store.getState().products).toMatchObject({ similarFor: 9, similar: [] });
  });

  test('a change made by the admin has the page and product read again', () => {
    const loaded = { ...initialProductsState, pageKey: '/products', similarFor: 1, singleProduct: plant(1) };
    expect(productsReducer(loaded, catalogueChanged())).toMatchObject({ pageKey: null, similarFor: null, singleProduct: null });
  });
});
