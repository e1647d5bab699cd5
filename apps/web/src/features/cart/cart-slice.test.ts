// @vitest-environment jsdom
import { configureStore } from '@reduxjs/toolkit';
import type { Product } from '@shop/shared/products';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import {
  addOneToCart,
  addToCart,
  cartReducer,
  emptyCart,
  fitToStock,
  initialCartState,
  loadCart,
  removeOneFromCart,
  removeRowFromCart,
  selectCartCount,
} from './cart-slice.ts';
import { onePlant } from '../../lib/plant.test-support.ts';

const product = (id: number, qty = 10, price = 12.5): Product => onePlant({
  id,
  name: `Plant ${id}`,
  price,
  qty,
  description: '',
  shortDescription: '',
  imageURL: `/images/plant-${id}.jpg`,
  maxPerOrder: 20,
  tags: [],
  care: null,
});

function makeStore() {
  return configureStore({ reducer: { cart: cartReducer } });
}

type Call = [string, RequestInit];

/** A fake server: GET cart answers `serverCart`, POST /api/products/cart expands with `products`. */
function fakeServer(serverCart: unknown[], products: Product[]) {
  return vi.fn(async (url: string, init: RequestInit) => {
    let body: unknown = {};
    if (url === '/api/products/cart') {
      const lines = JSON.parse(String(init.body)) as { productId: number; qty: number; variantId?: number | null }[];
      // Like the real server: vanished products drop out; a line naming no variant is the default's.
      body = lines.flatMap((line) => {
        const found = products.find((p) => p.id === line.productId);
        return found ? [{ product: found, qty: line.qty, variantId: line.variantId ?? found.defaultVariantId }] : [];
      });
    } else if (url.endsWith('/cart') && (init.method ?? 'GET') === 'GET') {
      body = serverCart;
    }
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('cart reducers', () => {
  test('add-one adds a line with qty 1, then increases it', () => {
    let state = cartReducer(initialCartState, addOneToCart({ product: product(1), variantId: 1, userId: null }));
    expect(state.cart).toEqual([{ userId: null, productId: 1, qty: 1, variantId: 1 }]);
    expect(state.expandedCart).toEqual([{ product: product(1), variantId: 1, qty: 1 }]);
    state = cartReducer(state, addOneToCart({ product: product(1), variantId: 1, userId: null }));
    expect(state.cart[0]?.qty).toBe(2);
    expect(state.expandedCart[0]?.qty).toBe(2);
  });

  test("the header's count is the plants in the cart (two of one and one of another are 3), as the cart page counts", () => {
    let state = cartReducer(initialCartState, addOneToCart({ product: product(1), variantId: 1, userId: null }));
    state = cartReducer(state, addOneToCart({ product: product(1), variantId: 1, userId: null }));
    state = cartReducer(state, addOneToCart({ product: product(2), variantId: 2, userId: null }));
    expect(selectCartCount({ cart: state })).toBe(3);
  });

  test('remove-one decreases, drops a line reaching 0, and ignores absent products', () => {
    let state = cartReducer(initialCartState, addOneToCart({ product: product(1), variantId: 1, userId: null }));
    state = cartReducer(state, removeOneFromCart({ productId: 99, variantId: 99 }));
    expect(state.cart).toHaveLength(1);
    state = cartReducer(state, removeOneFromCart({ productId: 1, variantId: 1 }));
    expect(state.cart).toEqual([]);
    expect(state.expandedCart).toEqual([]);
  });

  test('remove-row deletes the line from both lists', () => {
    let state = cartReducer(initialCartState, addOneToCart({ product: product(1), variantId: 1, userId: null }));
    state = cartReducer(state, addOneToCart({ product: product(2), variantId: 2, userId: null }));
    state = cartReducer(state, removeRowFromCart({ productId: 1, variantId: 1 }));
    expect(state.cart.map((line) => line.productId)).toEqual([2]);
    expect(state.expandedCart.map((line) => line.product.id)).toEqual([2]);
  });

  test('loading is on while fetching and off when done or failed', () => {
    const loading = cartReducer(initialCartState, { type: loadCart.pending.type });
    expect(loading.loading).toBe(true);
    expect(cartReducer(loading, { type: loadCart.rejected.type, error: {} }).loading).toBe(false);
  });
});

describe('cart thunks', () => {
  test('loading merges local and server carts (larger qty wins), stores, saves and expands', async () => {
    localStorage.setItem(
      'cart',
      JSON.stringify([
        { userId: null, productId: 1, qty: 3 },
        { userId: null, productId: 2, qty: 1 },
      ]),
    );
    const fetch = fakeServer(
      [
        { userId: 5, productId: 2, qty: 4 },
        { userId: 5, productId: 3, qty: 1 },
      ],
      [product(1), product(2), product(3)],
    );
    vi.stubGlobal('fetch', fetch);
    const store = makeStore();
    await store.dispatch(loadCart({ userId: 5 }));

    // Each line now names its variant: the plant's default, for lines that named none.
    const expected = [
      { userId: 5, productId: 1, qty: 3, variantId: 1 },
      { userId: 5, productId: 2, qty: 4, variantId: 2 },
      { userId: 5, productId: 3, qty: 1, variantId: 3 },
    ];
    expect(store.getState().cart.cart).toEqual(expected);
    expect(JSON.parse(localStorage.getItem('cart') ?? '')).toEqual(expected);
    const calls = fetch.mock.calls as unknown as Call[];
    const save = calls.find(([url, init]) => url === '/api/users/5/cart' && init.method === 'POST');
    expect(JSON.parse(String(save?.[1].body))).toEqual({ cart: expected });
    expect(store.getState().cart.expandedCart.map((line) => [line.product.id, line.qty])).toEqual([
      [1, 3],
      [2, 4],
      [3, 1],
    ]);
    expect(store.getState().cart.loading).toBe(false);
  });

  test('a vanished product is dropped before the cart is saved, and quantities are lowered to the stock', async () => {
    localStorage.setItem(
      'cart',
      JSON.stringify([
        { userId: null, productId: 1, qty: 5 },
        { userId: null, productId: 404, qty: 1 },
      ]),
    );
    const fetch = fakeServer([{ userId: 5, productId: 2, qty: 1 }], [product(1, 3), product(2)]);
    vi.stubGlobal('fetch', fetch);
    const store = makeStore();
    await store.dispatch(loadCart({ userId: 5 }));

    const expected = [
      { userId: 5, productId: 1, qty: 3, variantId: 1 },
      { userId: 5, productId: 2, qty: 1, variantId: 2 },
    ];
    expect(store.getState().cart.cart).toEqual(expected);
    expect(JSON.parse(localStorage.getItem('cart') ?? '')).toEqual(expected);
    const saves = (fetch.mock.calls as unknown as Call[]).filter(
      ([url, init]) => url === '/api/users/5/cart' && init.method === 'POST',
    );
    expect(saves.map(([, init]) => JSON.parse(String(init.body)))).toEqual([{ cart: expected }]);
  });

  test('when the server cart cannot be read, the local cart still loads and the server cart is left alone', async () => {
    localStorage.setItem('cart', JSON.stringify([{ userId: null, productId: 1, qty: 2 }]));
    const fetch = vi.fn(async (url: string, init: RequestInit) => {
      if (url === '/api/products/cart') return Response.json([{ product: product(1), qty: 2, variantId: 1 }]);
      if (init.method === 'GET') return Response.json({ error: 'Session expired' }, { status: 401 });
      return Response.json([]);
    });
    vi.stubGlobal('fetch', fetch);
    const store = makeStore();
    await store.dispatch(loadCart({ userId: 5 }));
    expect(store.getState().cart.cart).toEqual([{ userId: 5, productId: 1, qty: 2, variantId: 1 }]);
    const calls = fetch.mock.calls as unknown as Call[];
    expect(calls.some(([url, init]) => url === '/api/users/5/cart' && init.method === 'POST')).toBe(false);
  });

  test('a guest cart is not sent to any user cart', async () => {
    localStorage.setItem('cart', JSON.stringify([{ userId: null, productId: 1, qty: 1 }]));
    const fetch = fakeServer([], [product(1)]);
    vi.stubGlobal('fetch', fetch);
    await makeStore().dispatch(loadCart({ userId: null }));
    expect((fetch.mock.calls as unknown as Call[]).map(([url]) => url)).toEqual(['/api/products/cart']);
  });

  test('adding stops at the stock and keeps local storage in step', async () => {
    const store = makeStore();
    const scarce = product(7, 2);
    expect(await store.dispatch(addToCart({ product: scarce, userId: null })).unwrap()).toBe(true);
    expect(await store.dispatch(addToCart({ product: scarce, userId: null })).unwrap()).toBe(true);
    expect(await store.dispatch(addToCart({ product: scarce, userId: null })).unwrap()).toBe(false);
    expect(store.getState().cart.cart).toEqual([{ userId: null, productId: 7, qty: 2, variantId: 7 }]);
    expect(JSON.parse(localStorage.getItem('cart') ?? '')).toEqual([{ userId: null, productId: 7, qty: 2, variantId: 7 }]);
  });

  test('a product added while the cart is still loading is kept when the load answers', async () => {
    localStorage.setItem('cart', JSON.stringify([{ userId: null, productId: 1, qty: 1 }]));
    vi.stubGlobal('fetch', fakeServer([], [product(1), product(2)]));
    const store = makeStore();
    const loading = store.dispatch(loadCart({ userId: null }));
    const adding = store.dispatch(addToCart({ product: product(2), userId: null }));
    await Promise.all([loading, adding]);
    expect(store.getState().cart.cart.map((line) => [line.productId, line.qty])).toEqual([
      [1, 1],
      [2, 1],
    ]);
    expect(JSON.parse(localStorage.getItem('cart') ?? '[]')).toHaveLength(2);
  });

  test('a sold-out product cannot be added', async () => {
    const store = makeStore();
    expect(await store.dispatch(addToCart({ product: product(8, 0), userId: null })).unwrap()).toBe(false);
    expect(store.getState().cart.cart).toEqual([]);
  });

  test('emptying clears both lists, the local cart and the server cart', async () => {
    const fetch = fakeServer([], []);
    vi.stubGlobal('fetch', fetch);
    const store = makeStore();
    await store.dispatch(addToCart({ product: product(1), userId: null }));
    await store.dispatch(emptyCart({ userId: 5 }));
    expect(store.getState().cart).toMatchObject({ cart: [], expandedCart: [] });
    expect(localStorage.getItem('cart')).toBeNull();
    const calls = fetch.mock.calls as unknown as Call[];
    expect(
      calls.some(
        ([url, init]) =>
          url === '/api/users/5/cart' && init.method === 'DELETE' && init.body === '{"action":"purge"}',
      ),
    ).toBe(true);
  });
});

describe('fitToStock', () => {
  test('drops vanished and sold-out products and lowers quantities to the stock', () => {
    const cart = [
      { userId: null, productId: 1, qty: 5 },
      { userId: null, productId: 2, qty: 1 },
      { userId: null, productId: 3, qty: 1 },
    ];
    const expanded = [
      { product: product(1, 3), qty: 5, variantId: 1 },
      { product: product(2, 0), qty: 1, variantId: 2 },
    ];
    expect(fitToStock(cart, expanded)).toEqual({
      cart: [{ userId: null, productId: 1, qty: 3, variantId: 1 }],
      expandedCart: [{ product: product(1, 3), qty: 3, variantId: 1 }],
    });
  });

  test("each size is its own line, held to that size's stock and cap; a sold-out size drops out alone", () => {
    const sized = sizedPlant();
    const cart = [
      { userId: null, productId: 5, qty: 4, variantId: 51 },
      { userId: null, productId: 5, qty: 2, variantId: 52 },
      { userId: null, productId: 5, qty: 1, variantId: 53 },
    ];
    const expanded = cart.map((line) => ({ product: sized, qty: line.qty, variantId: line.variantId }));
    expect(fitToStock(cart, expanded)).toEqual({
      // 4" pot: 10 in stock, at most 6 per order: kept; 6" pot: 1 left: lowered; 10" pot: sold out: gone.
      cart: [
        { userId: null, productId: 5, qty: 4, variantId: 51 },
        { userId: null, productId: 5, qty: 1, variantId: 52 },
      ],
      expandedCart: [
        { product: sized, qty: 4, variantId: 51 },
        { product: sized, qty: 1, variantId: 52 },
      ],
    });
  });

  test("a line kept from before sizes (no variant) becomes the default size's, merged with one already naming it", () => {
    const sized = sizedPlant();
    const cart = [
      { userId: null, productId: 5, qty: 1 },
      { userId: null, productId: 5, qty: 2, variantId: 52 },
    ];
    const expanded = [{ product: sized, qty: 1, variantId: 52 }, { product: sized, qty: 2, variantId: 52 }];
    expect(fitToStock(cart, expanded).cart).toEqual([{ userId: null, productId: 5, qty: 1, variantId: 52 }]);
  });
});

describe('sizes in the cart', () => {
  test('two sizes of one plant are two lines; one more and one less change only that size', async () => {
    const store = makeStore();
    const sized = sizedPlant();
    await store.dispatch(addToCart({ product: sized, variantId: 51, userId: null }));
    await store.dispatch(addToCart({ product: sized, variantId: 52, userId: null }));
    await store.dispatch(addToCart({ product: sized, variantId: 51, userId: null }));
    expect(store.getState().cart.cart).toEqual([
      { userId: null, productId: 5, qty: 2, variantId: 51 },
      { userId: null, productId: 5, qty: 1, variantId: 52 },
    ]);
    store.dispatch(removeOneFromCart({ productId: 5, variantId: 51 }));
    expect(store.getState().cart.expandedCart.map((line) => [line.variantId, line.qty])).toEqual([
      [51, 1],
      [52, 1],
    ]);
  });

  test("adding stops at the chosen size's stock, not the plant's; a sold-out size cannot be added; no size means the default", async () => {
    const store = makeStore();
    const sized = sizedPlant();
    expect(await store.dispatch(addToCart({ product: sized, variantId: 52, userId: null })).unwrap()).toBe(true);
    expect(await store.dispatch(addToCart({ product: sized, variantId: 52, userId: null })).unwrap()).toBe(false);
    expect(await store.dispatch(addToCart({ product: sized, variantId: 53, userId: null })).unwrap()).toBe(false);
    // No size named: the default (the 6"), whose one plant is already in the cart.
    expect(await store.dispatch(addToCart({ product: sized, userId: null })).unwrap()).toBe(false);
    expect(await store.dispatch(addToCart({ product: sized, variantId: 51, userId: null })).unwrap()).toBe(true);
    expect(store.getState().cart.cart.map((line) => [line.variantId, line.qty])).toEqual([
      [52, 1],
      [51, 1],
    ]);
  });
});

/** A plant in three sizes: 4" (10 in stock, cap 6), 6" (1 left, the default) and 10" (sold out). */
function sizedPlant(): Product {
  const plant = product(5, 1, 38);
  const size = (id: number, title: string, price: number, qty: number) => ({
    ...plant.variants[0]!,
    id,
    sku: `SKU-${id}`,
    options: [title],
    title,
    price,
    qty,
    maxPerOrder: 6,
  });
  return {
    ...plant,
    options: [{ name: 'Size', values: ['4" pot', '6" pot', '10" pot'] }],
    variants: [size(51, '4" pot', 18, 10), size(52, '6" pot', 38, 1), size(53, '10" pot', 95, 0)],
    defaultVariantId: 52,
    priceFrom: 18,
  };
}
