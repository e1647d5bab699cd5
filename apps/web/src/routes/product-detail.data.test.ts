import { describe, expect, test } from 'vitest';
import type { Product } from '@shop/shared/products';
import type { CatalogueSource } from '@shop/shared/storefront';
import { makeStore } from '../app/store.ts';
import { fetchProductPage } from '../features/catalog/products-slice.ts';
import { parseGridQuery } from '../features/catalog/grid-query.ts';
import { onePlant } from '../lib/plant.test-support.ts';
import { TEST_SHOP } from '../lib/shop.test-support.ts';
import { loadOnServer, type PageRequest } from '../server/server-page.ts';
import { loadProduct, productPage } from './product-detail.data.ts';

const plant = (id: number): Product => onePlant({
  id,
  name: `Plant ${id}`,
  price: 10,
  qty: 3,
  description: '',
  shortDescription: '',
  imageURL: '',
  tags: [{ id: 1, tagName: 'Small' }],
  maxPerOrder: 20,
  care: null,
});
const plants = [plant(1), plant(2), plant(3)];

/** The catalogue, noting each read in order: `product 2`, `page`. */
function catalogue(reads: string[], failing = false): CatalogueSource {
  return {
    page: async () => {
      reads.push('page');
      return { items: plants, total: plants.length };
    },
    product: async (id) => {
      reads.push(`product ${id}`);
      if (failing) throw new Error('The catalogue is down');
      await new Promise((resolve) => setTimeout(resolve, 5));
      reads.push(`product ${id} answered`);
      return plants.find((candidate) => candidate.id === id) ?? null;
    },
  };
}

const request = (productId: string): PageRequest => ({
  params: { productId },
  search: new URLSearchParams(),
  publicUrl: 'http://shop.test',
  pages: { page: async () => null },
  shippingRates: [],
  claimWindowDays: 30,
  shop: TEST_SHOP,
  landing: () => Promise.reject(new Error('not the landing page')),
});

describe("the product page's load, the same on the server and in the browser (decision 038)", () => {
  test('on the server it reads the plant, then its recommendations', async () => {
    const reads: string[] = [];
    const store = makeStore(undefined, { catalogue: catalogue(reads) });
    await loadOnServer(store, productPage, request('2'));
    expect(reads).toEqual(['product 2', 'product 2 answered', 'page']);
    expect(productPage.head(store.getState(), request('2')).status).toBe(200);
  });

  test('a plant the catalogue lacks is the page’s 404; a catalogue that fails is the server’s failure', async () => {
    const missing = makeStore(undefined, { catalogue: catalogue([]) });
    await loadOnServer(missing, productPage, request('99'));
    expect(productPage.head(missing.getState(), request('99')).status).toBe(404);

    const down = makeStore(undefined, { catalogue: catalogue([], true) });
    await expect(loadOnServer(down, productPage, request('2'))).rejects.toThrow('The catalogue is down');
  });

  test('a store that holds the page, or knows the plant is missing, reads nothing', async () => {
    const reads: string[] = [];
    const shown = makeStore(undefined, { catalogue: catalogue(reads) });
    await shown.dispatch(loadProduct(2));
    const missing = makeStore(undefined, { catalogue: catalogue(reads) });
    await missing.dispatch(loadProduct(99));
    reads.length = 0;
    await shown.dispatch(loadProduct(2));
    await missing.dispatch(loadProduct(99));
    await missing.dispatch(loadProduct(null));
    expect(reads).toEqual([]);
  });

  test('opened from the grid, the card’s tags let the recommendations load beside the plant', async () => {
    const reads: string[] = [];
    const store = makeStore(undefined, { catalogue: catalogue(reads) });
    await store.dispatch(fetchProductPage(parseGridQuery(new URLSearchParams())));
    reads.length = 0;
    await store.dispatch(loadProduct(3));
    expect(reads.slice(0, 2).sort()).toEqual(['page', 'product 3']);
    expect(reads[2]).toBe('product 3 answered');
    expect(store.getState().products).toMatchObject({ singleProduct: { id: 3 }, similarFor: 3 });
  });
});
