import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CartLine, ExpandedCartLine } from '@shop/shared/cart';
import { addOne, mergeCarts, mostInCart, removeOne, removeRow } from '@shop/shared/cart-rules';
import type { Product } from '@shop/shared/products';
import { expandCart, getServerCart, purgeServerCart, saveServerCart } from './cart-api.ts';
import { getStoredCart, removeStoredCart, storeCart } from './cart-storage.ts';

export interface CartState {
  cart: CartLine[];
  expandedCart: ExpandedCartLine[];
  loading: boolean;
}

export const initialCartState: CartState = { cart: [], expandedCart: [], loading: false };

export interface CartRoot {
  cart: CartState;
}

/**
 * Cart work runs one job at a time. A load answers with what the browser and the server held when it
 * started, so a change made meanwhile (ADD TO CART clicked while the page is still loading) would be
 * overwritten; and two saves must reach the server in the order they were made.
 */
let queue: Promise<unknown> = Promise.resolve();
function serially<T>(job: () => Promise<T>): Promise<T> {
  const run = queue.then(job);
  queue = run.catch(() => undefined);
  return run;
}

/**
 * Merge local and server carts (larger quantity wins), expand the result, then keep only the lines that
 * still exist (quantities lowered to the stock) in local storage and on the server. Expanding first matters:
 * the server refuses a whole cart naming a vanished product, so a stale local cart would never sync.
 */
export const loadCart = createAsyncThunk<
  { cart: CartLine[]; expandedCart: ExpandedCartLine[] },
  { userId: number | null }
>('cart/load', ({ userId }, { dispatch }) =>
  serially(async () => {
    const loaded = await loadAndFit(userId);
    // Applied inside the job: the next queued change must see the loaded cart.
    dispatch(cartLoaded(loaded));
    return loaded;
  }),
);

async function loadAndFit(userId: number | null) {
  // Without the server's cart we must not overwrite it: merge nothing and save nothing there.
  const server = userId ? await getServerCart(userId).catch(() => null) : [];
  const merged = mergeCarts(getStoredCart(), server ?? []).map((line) => ({
    ...line,
    userId: userId ?? line.userId ?? null,
  }));
  const expanded = merged.length > 0 ? await expandCart(merged) : [];
  const fitted = fitToStock(merged, expanded);
  // The server is written only when it holds something else: most page loads change nothing.
  await persist(fitted.cart, server === null || sameLines(fitted.cart, server) ? null : userId);
  return fitted;
}

function sameLines(a: readonly CartLine[], b: readonly CartLine[]): boolean {
  return (
    a.length === b.length &&
    a.every((line) => b.some((other) => other.productId === line.productId && other.qty === line.qty))
  );
}

/** Drops lines whose product is gone or sold out and lowers quantities to the stock (and the per-order cap). */
export function fitToStock(
  cart: readonly CartLine[],
  expanded: readonly ExpandedCartLine[],
): { cart: CartLine[]; expandedCart: ExpandedCartLine[] } {
  const stock = new Map(expanded.map((line) => [line.product.id, mostInCart(line.product)]));
  const fittedCart = cart
    .filter((line) => (stock.get(line.productId) ?? 0) > 0)
    .map((line) => ({ ...line, qty: Math.min(line.qty, stock.get(line.productId) ?? 0) }));
  const qty = new Map(fittedCart.map((line) => [line.productId, line.qty]));
  const expandedCart = expanded
    .filter((line) => qty.has(line.product.id))
    .map((line) => ({ ...line, qty: qty.get(line.product.id) ?? line.qty }));
  return { cart: fittedCart, expandedCart };
}

function expandedOne(lines: ExpandedCartLine[], productId: number, delta: number): ExpandedCartLine[] {
  return lines
    .map((line) => (line.product.id === productId ? { ...line, qty: line.qty + delta } : line))
    .filter((line) => line.qty > 0);
}

const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {
    addOneToCart(state, action: PayloadAction<{ product: Product; userId: number | null }>) {
      const { product, userId } = action.payload;
      state.cart = addOne(state.cart, product.id, userId);
      const present = state.expandedCart.some((line) => line.product.id === product.id);
      state.expandedCart = present
        ? expandedOne(state.expandedCart, product.id, 1)
        : [...state.expandedCart, { product, qty: 1 }];
    },
    removeOneFromCart(state, action: PayloadAction<number>) {
      state.cart = removeOne(state.cart, action.payload);
      state.expandedCart = expandedOne(state.expandedCart, action.payload, -1);
    },
    removeRowFromCart(state, action: PayloadAction<number>) {
      state.cart = removeRow(state.cart, action.payload);
      state.expandedCart = state.expandedCart.filter((line) => line.product.id !== action.payload);
    },
    purgeCart(state) {
      state.cart = [];
      state.expandedCart = [];
    },
    cartLoaded(state, action: PayloadAction<{ cart: CartLine[]; expandedCart: ExpandedCartLine[] }>) {
      state.cart = action.payload.cart;
      state.expandedCart = action.payload.expandedCart;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loadCart.pending, (state) => {
        state.loading = true;
      })
      .addCase(loadCart.fulfilled, (state) => {
        state.loading = false;
      })
      .addCase(loadCart.rejected, (state) => {
        state.loading = false;
      });
  },
});

export const { addOneToCart, removeOneFromCart, removeRowFromCart, purgeCart, cartLoaded } =
  cartSlice.actions;
export const cartReducer = cartSlice.reducer;

/** Writes the cart to local storage and, for a logged-in shopper, to the server. */
async function persist(cart: CartLine[], userId: number | null): Promise<void> {
  storeCart(cart);
  if (userId) await saveServerCart(userId, cart).catch(() => undefined);
}

export function quantityInCart(state: CartState, productId: number): number {
  return state.cart.find((line) => line.productId === productId)?.qty ?? 0;
}

/** Adds one unless the cart already holds all the stock, or the most one order may take; answers whether it was added. */
export const addToCart = createAsyncThunk<
  boolean,
  { product: Product; userId: number | null },
  { state: CartRoot }
>('cart/add', ({ product, userId }, { dispatch, getState }) =>
  serially(async () => {
    if (quantityInCart(getState().cart, product.id) >= mostInCart(product)) return false;
    dispatch(addOneToCart({ product, userId }));
    await persist(getState().cart.cart, userId);
    return true;
  }),
);

export const decrementInCart = createAsyncThunk<
  void,
  { productId: number; userId: number | null },
  { state: CartRoot }
>('cart/decrement', ({ productId, userId }, { dispatch, getState }) =>
  serially(async () => {
    dispatch(removeOneFromCart(productId));
    await persist(getState().cart.cart, userId);
  }),
);

export const removeFromCart = createAsyncThunk<
  void,
  { productId: number; userId: number | null },
  { state: CartRoot }
>('cart/remove', ({ productId, userId }, { dispatch, getState }) =>
  serially(async () => {
    dispatch(removeRowFromCart(productId));
    await persist(getState().cart.cart, userId);
  }),
);

/** Empties both cart lists and the local cart; the server's too when asked. */
export const emptyCart = createAsyncThunk<void, { userId: number | null }>(
  'cart/empty',
  ({ userId }, { dispatch }) =>
    serially(async () => {
      dispatch(purgeCart());
      removeStoredCart();
      if (userId) await purgeServerCart(userId).catch(() => undefined);
    }),
);

export const selectCart = (state: CartRoot) => state.cart;
/** How many plants are in the cart (the sum of the lines' quantities), as the cart page counts them. */
export const selectCartCount = (state: CartRoot) => state.cart.cart.reduce((sum, line) => sum + line.qty, 0);
